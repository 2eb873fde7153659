import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import { DataDirInUseError, lockDataDir, type DataDirLock } from './control-socket.js';
import { BackupError } from './errors.js';
import { snapshotPglite } from './pglite-snapshot.js';

/** The running portal's side of backups (embedded database only; with PostgreSQL it does nothing). */
export interface PortalControl {
  /** Serves snapshot requests from `app`'s database from now on. */
  attach(app: FastifyInstance): void;
  /** After the database is closed: gives DATA_DIR up (removes the socket). */
  release(): Promise<void>;
}

const nothing: PortalControl = { attach: () => {}, release: async () => {} };

/**
 * Takes DATA_DIR for the portal before its embedded database is opened: two processes on one
 * PGlite directory would corrupt it, so a second one is refused (DataDirInUseError). When the socket
 * cannot be made at all (e.g. DATA_DIR's path is too long for a socket), the portal runs without it
 * and says so: `npm run backup` then refuses too (it cannot know whether a portal runs).
 */
export async function holdDataDir(config: AppConfig): Promise<PortalControl> {
  if (config.databaseUrl || config.dataDir.startsWith('memory://')) return nothing;
  let lock: DataDirLock | null = null;
  let problem = '';
  try {
    lock = await lockDataDir(config.dataDir, 'portal');
  } catch (err) {
    if (err instanceof DataDirInUseError || !(err instanceof BackupError)) throw err;
    problem = err.message;
  }
  return {
    attach(app) {
      if (!lock) return void app.log.warn({ problem }, 'backups are not available: npm run backup refuses this DATA_DIR (a shorter path to it, e.g. a symbolic link, will do)');
      lock.serveSnapshots(async () => {
        const snapshot = await snapshotPglite(app.db, config.dataDir);
        app.log.info({ heldMs: Math.round(snapshot.heldMs) }, 'backup snapshot taken');
        return { ...snapshot };
      });
    },
    release: async () => lock?.release(),
  };
}

/** main.ts: a second process on one DATA_DIR stops with a clear message (exit 75: try again later). */
export function exitIfDataDirInUse(err: unknown): never {
  if (err instanceof DataDirInUseError) {
    console.error(`${err.message}: only one process may use an embedded database`);
    process.exit(75);
  }
  throw err;
}
