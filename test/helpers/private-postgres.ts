import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The newest installed PostgreSQL server binaries (Debian: /usr/lib/postgresql/<major>/bin), or null. */
export function postgresBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const majors = readdirSync(root)
    .filter((major) => existsSync(join(root, major, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  return majors.length ? join(root, majors.at(-1)!, 'bin') : null;
}

export interface PrivatePostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  /** Stops the server; `immediate` is what a crash or a pulled cable looks like to clients (no goodbye). */
  stop(mode?: 'immediate' | 'fast'): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Stops it if needed and removes its files. */
  destroy(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A PostgreSQL cluster of the caller's own (initdb in a temporary directory, a free port on
 * loopback, its socket in that directory), for tests that stop and start the server: the shared
 * one of scripts/postgres-test-server.sh serves other tests in parallel and must stay up. Run as
 * the `postgres` user when the tests run as root (PostgreSQL refuses to run as root). Settings as
 * that script's for speed, but for `synchronous_commit`, which stays on: the tests stop the server
 * with `-m immediate` (a crash), and a commit acknowledged before the WAL writer wrote it would be
 * lost (a job seeded just before the stop was missing afterwards, under load). `fsync` can stay
 * off: the operating system does not crash, so what was written survives.
 */
export async function startPrivatePostgres(bin = postgresBinaries()): Promise<PrivatePostgres> {
  if (!bin) throw new Error('PostgreSQL server binaries not found (apt-get install -y postgresql)');
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'careers-private-pg-'));
  if (root) chownSync(dir, ...ids('postgres'));
  const data = join(dir, 'data');
  const as = (command: string, args: string[]) => (root ? run('runuser', ['-u', 'postgres', '--', join(bin, command), ...args]) : run(join(bin, command), args));
  await as('initdb', ['-D', data, '--auth=trust', '--username=postgres', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=on -c full_page_writes=off`;
  let running = false;
  const cluster: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await as('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-o', options, 'start']);
      running = true;
    },
    async stop(mode = 'immediate') {
      await as('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
      running = false;
    },
    async destroy() {
      if (running) await cluster.stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}

/** The uid and gid of a system user (from /etc/passwd). */
function ids(user: string): [number, number] {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${user}:`));
  if (!line) throw new Error(`no user ${user} (the postgresql package creates it)`);
  const [, , uid, gid] = line.split(':');
  return [Number(uid), Number(gid)];
}
