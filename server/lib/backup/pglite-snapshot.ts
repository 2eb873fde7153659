import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { pgliteDirFor, type Database } from '../../db/connection.js';
import { rawRows } from '../../db/raw-rows.js';
import { copyDataDirectory, linkFiles } from './files.js';

/** Staging directories of backups live in DATA_DIR (same file system: documents are hard-linked). */
export const STAGING_PREFIX = '.backup-';

export interface PgliteSnapshot {
  /** A directory with `db/` (a copy of the database) and `documents/` (links to the documents). */
  dir: string;
  /** How long the database was held (no query of the portal ran meanwhile), ms. */
  heldMs: number;
  /** When the snapshot was taken (ISO 8601). */
  takenAt: string;
}

/**
 * Taken inside the running portal (the embedded database is one connection in one process): while
 * a transaction holds that connection, no other query runs, so a checkpoint, a copy of the data
 * directory and hard links to the document files are one consistent moment. The portal's requests
 * wait meanwhile (the copy of the files only, about a second for 100,000 applications); the
 * backup then reads the copy in its own process, at its own pace.
 */
export async function snapshotPglite(db: Database, dataDir: string): Promise<PgliteSnapshot> {
  const dir = await mkdtemp(join(dataDir, STAGING_PREFIX));
  try {
    let heldMs = 0;
    let takenAt = '';
    await db.transaction(async (tx) => {
      const started = performance.now();
      takenAt = new Date().toISOString();
      await tx.execute(sql`checkpoint`);
      const [wal] = await rawRows<{ from: string; to: string }>(
        tx,
        sql`select pg_walfile_name(redo_lsn) as "from", pg_walfile_name(pg_current_wal_lsn()) as "to" from pg_control_checkpoint()`,
      );
      await copyDataDirectory(pgliteDirFor(dataDir), join(dir, 'db'), wal!);
      await linkFiles(join(dataDir, 'documents'), join(dir, 'documents'));
      heldMs = performance.now() - started;
    });
    return { dir, heldMs, takenAt };
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
}
