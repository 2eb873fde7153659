import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseHost } from '../../server/config.js';

/** The real server (`server/main.ts`) as a child process, with its output kept for assertions. */
export function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d));
  child.stderr.on('data', (d: Buffer) => (output += d));
  /** The exit code, or the signal that ended the process. */
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  return { child, exited, output: () => output };
}

type StartedServer = ReturnType<typeof startServer>;

/**
 * Resolves once `url` answers 2xx (the server is up and its database reachable). Given the server,
 * fails as soon as it exits, and either failure carries what the server printed.
 */
export async function waitForHealth(url: string, { server, timeoutMs = 120_000 }: { server?: StartedServer; timeoutMs?: number } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exit: NodeJS.Signals | number | null | undefined;
  void server?.exited.then((code) => (exit = code));
  const failure = (why: string) => new Error(`${why}${server ? `; its output:\n${server.output() || '(nothing)'}` : ''}`);
  while (Date.now() < deadline) {
    if (exit !== undefined) throw failure(`server exited (${exit}) before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw failure(`server did not start: ${url} did not answer within ${timeoutMs / 1000} s`);
}

/** A port nobody listens on right now (on 127.0.0.1). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

export interface RunningServer {
  port: number;
  dataDir: string;
  /** The environment the server was started with. */
  env: Record<string, string>;
}

/**
 * The real server listening on `host` and a free port, on an embedded database in a data directory
 * of its own and without the SPA, while `use` runs; then stopped (SIGTERM) and its data removed.
 */
export async function withServer(host: string, extraEnv: Record<string, string>, use: (server: RunningServer) => Promise<void>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'careers-server-'));
  const port = await freePort();
  const env = { HOST: host, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', WEB_DIST: join(dataDir, 'none'), ...extraEnv };
  const server = startServer(env);
  try {
    const reachable = parseHost(host).wildcard ? '127.0.0.1' : host;
    await waitForHealth(`http://${reachable}:${port}/api/health`, { server });
    await use({ port, dataDir, env });
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}
