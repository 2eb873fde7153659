import { chmod, mkdir, readdir, rm, stat, unlink } from 'node:fs/promises';
import { createConnection, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { BackupError, messageOf } from './errors.js';

/**
 * `DATA_DIR/control.sock`: a Unix domain socket (mode 0600: only the account that runs the portal,
 * and root, may connect) held by the one process that owns the data directory, the running portal,
 * or a backup or restore while no portal runs. Binding it is the lock (a path can be bound once);
 * a socket left by a process that died answers nothing and is replaced. It answers one JSON line
 * per connection: `{"op":"hello"}` (who holds the directory) and, from the portal,
 * `{"op":"snapshot"}` (see pglite-snapshot.ts).
 */
export const CONTROL_SOCKET = 'control.sock';

export type Holder = 'portal' | 'backup' | 'restore';

export type Answer = { ok: true; holder: Holder; pid: number; [key: string]: unknown } | { ok: false; error: string };

/** Another live process holds the data directory. */
export class DataDirInUseError extends BackupError {}

export interface DataDirLock {
  readonly path: string;
  /** From now on, snapshot requests are answered by `handler` (the running portal, once its database is open). */
  serveSnapshots(handler: () => Promise<Record<string, unknown>>): void;
  release(): Promise<void>;
}

const MAX_REQUEST_BYTES = 4096;
/** sun_path: 108 bytes on Linux with the terminating zero (104 on macOS and the BSDs). */
const MAX_SOCKET_PATH_BYTES = process.platform === 'linux' ? 107 : 103;
/** Staging directories that outlive their process: a restore's at once, a backup's after a day. */
const STALE_BACKUP_MS = 24 * 3600 * 1000;

const holderName = (answer: Answer) => (answer.ok ? (answer.holder === 'portal' ? `a running portal (pid ${answer.pid})` : `a ${answer.holder} in progress (pid ${answer.pid})`) : 'another process');

/**
 * Asks the process that holds `dataDir` (one request, one answer); null when none does (no socket,
 * or a socket nobody listens on any more).
 */
export function askDataDir(dataDir: string, request: { op: 'hello' | 'snapshot' }, timeoutMs: number): Promise<Answer | null> {
  const path = join(dataDir, CONTROL_SOCKET);
  return new Promise((resolve, reject) => {
    const socket = createConnection(path);
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new BackupError(`the process holding ${dataDir} did not answer within ${Math.round(timeoutMs / 1000)} s (${path})`));
    }, timeoutMs);
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (piece: string) => {
      text += piece;
      if (text.length > 1024 * 1024) socket.destroy(new Error('answer too long'));
    });
    socket.on('end', () => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(text) as Answer);
      } catch {
        reject(new BackupError(`unreadable answer on ${path}`));
      }
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED') resolve(null);
      else reject(new BackupError(`cannot reach the process holding ${dataDir} (${path}): ${err.message}`));
    });
  });
}

function listen(server: Server, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (err: Error) => reject(err);
    server.once('error', failed);
    server.listen(path, () => {
      server.off('error', failed);
      resolve();
    });
  });
}

/** Removes the staging directories of backups and restores that ended without cleaning up. */
async function removeStaleStaging(dataDir: string) {
  const entries = await readdir(dataDir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    const path = join(dataDir, entry.name);
    const restore = entry.name.startsWith('.restore-');
    if (!restore && !entry.name.startsWith('.backup-')) continue;
    const age = Date.now() - ((await stat(path).catch(() => null))?.mtimeMs ?? Date.now());
    if (restore || age > STALE_BACKUP_MS) await rm(path, { recursive: true, force: true });
  }
}

/**
 * Takes `dataDir` for this process (`holder`): listens on its control socket. Throws
 * DataDirInUseError naming the holder when another live process has it, and a BackupError when the
 * socket cannot be made (e.g. a path longer than the 107 bytes a socket path may have).
 */
export async function lockDataDir(dataDir: string, holder: Holder): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const path = join(dataDir, CONTROL_SOCKET);
  // A longer path would be cut short by the system, and the socket made somewhere else.
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH_BYTES) {
    throw new BackupError(`cannot lock ${dataDir}: the path of its control socket is longer than the ${MAX_SOCKET_PATH_BYTES} bytes a socket path may have`);
  }
  let snapshot: (() => Promise<Record<string, unknown>>) | null = null;
  let busy: Promise<unknown> = Promise.resolve();

  const answer = async (line: string): Promise<Answer> => {
    let op: unknown;
    try {
      op = (JSON.parse(line) as { op?: unknown }).op;
    } catch {
      return { ok: false, error: 'the request is not JSON' };
    }
    if (op === 'hello') return { ok: true, holder, pid: process.pid };
    if (op !== 'snapshot') return { ok: false, error: `unknown request ${JSON.stringify(op)}` };
    if (holder !== 'portal') return { ok: false, error: `${dataDir} is held by a ${holder} in progress (pid ${process.pid}); try again when it has finished` };
    const handler = snapshot;
    if (!handler) return { ok: false, error: 'the portal is starting; try again in a moment' };
    // One snapshot at a time.
    const run = busy.then(handler, handler);
    busy = run.catch(() => {});
    try {
      return { ok: true, holder, pid: process.pid, ...(await run) };
    } catch (err) {
      return { ok: false, error: `the portal could not take a snapshot: ${messageOf(err)}` };
    }
  };

  const server = createServer((socket) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('error', () => {});
    socket.on('data', (piece: string) => {
      text += piece;
      const end = text.indexOf('\n');
      if (end === -1) {
        if (text.length > MAX_REQUEST_BYTES) socket.destroy();
        return;
      }
      socket.removeAllListeners('data');
      socket.setTimeout(0);
      void answer(text.slice(0, end)).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
    });
  });

  for (let attempt = 0; ; attempt++) {
    try {
      await listen(server, path);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt > 0) {
        throw new BackupError(`cannot lock ${dataDir} (control socket ${path}): ${messageOf(err)}`);
      }
      const other = await askDataDir(dataDir, { op: 'hello' }, 5000).catch(() => ({ ok: false, error: '' }) as Answer);
      if (other) throw new DataDirInUseError(`${dataDir} is in use by ${holderName(other)}`);
      await unlink(path).catch(() => {}); // left by a process that ended without closing it
    }
  }
  server.on('error', () => {}); // a failed connection never stops the process
  try {
    await chmod(path, 0o600);
  } catch (err) {
    await new Promise((resolve) => server.close(resolve));
    throw new BackupError(`cannot lock ${dataDir} (control socket ${path}): ${messageOf(err)}`);
  }
  if (holder === 'portal') await removeStaleStaging(dataDir);
  return {
    path,
    serveSnapshots(handler) {
      snapshot = handler;
    },
    // Closing the server removes the socket file.
    release: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
