import { rm } from 'node:fs/promises';
import type { DataDirLock } from './control-socket.js';
import type { SqlSession } from './sql-session.js';

/** What a backup or a restore holds while it runs, each `null` until taken (or once given back). */
export interface Held {
  session: SqlSession | null;
  /** The staging folder (a snapshot copy, a database being restored). */
  staging: string | null;
  lock: DataDirLock | null;
}

/**
 * Gives back what a backup or a restore held, however it ended: closes the SQL session (an error
 * there changes nothing any more), removes the staging folder, releases the data folder's lock.
 */
export async function releaseHeld({ session, staging, lock }: Held): Promise<void> {
  await session?.close().catch(() => {});
  if (staging) await rm(staging, { recursive: true, force: true });
  await lock?.release();
}
