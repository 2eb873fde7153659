import { createReadStream, existsSync } from 'node:fs';
import { mkdtemp, open, rename, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { AppConfig } from '../../config.js';
import { pgliteDirFor } from '../../db/connection.js';
import { ArchiveWriter } from './archive.js';
import { askDataDir, lockDataDir, type DataDirLock } from './control-socket.js';
import { dumpDatabase } from './dump.js';
import { BackupError } from './errors.js';
import { linkFiles } from './files.js';
import { releaseHeld } from './held.js';
import { DOCUMENT_KEY, documentEntryName, FORMAT, FORMAT_VERSION, HEADER_ENTRY, MANIFEST_ENTRY, type BackupHeader, type Manifest } from './manifest.js';
import { STAGING_PREFIX } from './pglite-snapshot.js';
import { openPglite, openPostgres, type SqlSession } from './sql-session.js';

export interface BackupOptions {
  config: Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'documentStore'>;
  /** Runs once the snapshot is taken (what happens in the portal from then on is not in the backup). */
  onSnapshot?: () => Promise<void> | void;
  log?: (line: string) => void;
}

export interface BackupSummary {
  manifest: Manifest;
  /** How long the running portal's embedded database was held for the snapshot, ms (PGlite, portal running). */
  heldMs?: number;
  /** Documents without content, files that do not match their recorded checksum. */
  warnings: string[];
}

/** A staging directory named by the portal must be one of its own, inside DATA_DIR. */
function stagingFrom(dataDir: string, dir: unknown): string {
  if (typeof dir !== 'string') throw new BackupError('the portal answered the snapshot request without a directory');
  const path = resolve(dir);
  if (dirname(path) !== resolve(dataDir) || !basename(path).startsWith(STAGING_PREFIX)) throw new BackupError(`the portal named an unexpected snapshot directory ${dir}`);
  return path;
}

/**
 * Writes one consistent backup of the portal of `config` to `out`: every table (one snapshot), then
 * the document files that snapshot lists. On PostgreSQL the snapshot is one REPEATABLE READ
 * transaction; with the embedded database, the running portal takes it (see pglite-snapshot.ts)
 * or, when no portal runs, this process holds DATA_DIR and reads the database itself.
 */
export async function writeBackup(out: NodeJS.WritableStream, opts: BackupOptions): Promise<BackupSummary> {
  const { dataDir, databaseUrl } = opts.config;
  const log = opts.log ?? (() => {});
  const warnings: string[] = [];
  let session: SqlSession | null = null;
  let staging: string | null = null;
  let lock: DataDirLock | null = null;
  let writer: ArchiveWriter | null = null;
  try {
    let documentDirs: string[];
    let snapshot: Manifest['source']['snapshot'];
    let heldMs: number | undefined;
    let takenAt: string | undefined;
    if (databaseUrl) {
      // Links to the document files first: a file deleted after the database snapshot is still there.
      if (existsSync(join(dataDir, 'documents'))) {
        staging = await mkdtemp(join(dataDir, STAGING_PREFIX));
        await linkFiles(join(dataDir, 'documents'), join(staging, 'documents'));
        documentDirs = [join(staging, 'documents'), join(dataDir, 'documents')];
      } else documentDirs = [];
      session = await openPostgres(databaseUrl);
      snapshot = 'repeatable-read';
    } else {
      if (!existsSync(join(pgliteDirFor(dataDir), 'PG_VERSION'))) {
        throw new BackupError(`there is no embedded database in ${pgliteDirFor(dataDir)}: set DATA_DIR to the portal's data directory (or DATABASE_URL for PostgreSQL)`);
      }
      const answer = await askDataDir(dataDir, { op: 'snapshot' }, 300_000);
      if (answer && !answer.ok) throw new BackupError(answer.error);
      if (answer) {
        staging = stagingFrom(dataDir, answer.dir);
        heldMs = typeof answer.heldMs === 'number' ? answer.heldMs : undefined;
        takenAt = typeof answer.takenAt === 'string' ? answer.takenAt : undefined;
        log(`snapshot taken by the running portal (pid ${answer.pid}; its database was held ${Math.round(heldMs ?? 0)} ms)`);
        session = await openPglite(join(staging, 'db'));
        documentDirs = [join(staging, 'documents')];
        snapshot = 'running-portal';
      } else {
        lock = await lockDataDir(dataDir, 'backup');
        log(`no portal is running on ${dataDir}: reading its database directly (a portal cannot start until the backup ends)`);
        session = await openPglite(pgliteDirFor(dataDir));
        documentDirs = [join(dataDir, 'documents')];
        snapshot = 'stopped-portal';
      }
    }

    writer = new ArchiveWriter(out);
    const header: BackupHeader = { format: FORMAT, version: FORMAT_VERSION, engine: session.engine, createdAt: new Date().toISOString() };
    await writer.add(HEADER_ENTRY, Buffer.from(`${JSON.stringify(header, null, 2)}\n`));
    const dump = await dumpDatabase(session, writer, opts.onSnapshot);
    const engine = session.engine;
    await session.close();
    session = null;
    const rows = dump.tables.reduce((sum, t) => sum + t.rows, 0);
    log(`database: ${dump.tables.length} tables, ${rows.toLocaleString('en')} rows, ${dump.sequences.length} sequences (snapshot at ${dump.snapshotAt})`);

    const documents: Manifest['documents'] = [];
    const missingDocuments: string[] = [];
    for (const document of dump.documents) {
      const file = DOCUMENT_KEY.test(document.key)
        ? (
            await Promise.all(
              documentDirs.map(async (dir) => {
                const path = join(dir, document.key);
                const found = await stat(path).catch(() => null);
                return found?.isFile() ? { path, size: found.size } : null;
              }),
            )
          ).find(Boolean)
        : null;
      if (!file) {
        if (!document.inDatabase) {
          missingDocuments.push(document.key);
          warnings.push(`document ${document.key}: its content is neither on disk nor in the database (missing in the portal already)`);
        }
        continue;
      }
      const facts = await writer.addStream(documentEntryName(document.key), file.size, createReadStream(file.path));
      if (facts.sha256 !== document.sha256) warnings.push(`document ${document.key}: its file does not match the checksum recorded at its upload`);
      documents.push({ key: document.key, ...facts });
    }
    if (dump.documents.length) log(`documents: ${documents.length} files (${dump.documents.filter((d) => d.inDatabase).length} with their content in the database)${missingDocuments.length ? `, ${missingDocuments.length} missing` : ''}`);

    const manifest: Manifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: header.createdAt,
      // Through the running portal, the snapshot is the moment of the copy, not of the reading.
      snapshotAt: takenAt ?? dump.snapshotAt,
      source: { engine, serverVersion: dump.serverVersion, documentStore: opts.config.documentStore, snapshot },
      migrations: dump.migrations,
      tables: dump.tables,
      sequences: dump.sequences,
      documents,
      missingDocuments,
    };
    await writer.add(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 1)}\n`));
    await writer.end();
    return { manifest, heldMs, warnings };
  } catch (err) {
    writer?.destroy(err as Error);
    throw err;
  } finally {
    await releaseHeld({ session, staging, lock });
  }
}

/**
 * writeBackup into `file` (mode 0600: it holds password hashes and the generated JWT key): written
 * as `file.partial`, flushed to disk, then renamed, so a file with the final name is always complete.
 * An existing file is never overwritten.
 */
export async function writeBackupFile(file: string, opts: BackupOptions): Promise<BackupSummary & { bytes: number }> {
  if (existsSync(file)) throw new BackupError(`${file} exists already; choose another name (backups are never overwritten)`);
  const partial = `${file}.partial`;
  let handle;
  try {
    handle = await open(partial, 'wx', 0o600);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new BackupError(
      code === 'EEXIST' ? `${partial} exists: another backup is writing it, or one was interrupted (remove it)` : `cannot write ${partial}: ${(err as Error).message}`,
    );
  }
  try {
    // The stream closes the file when the backup is complete.
    const summary = await writeBackup(handle.createWriteStream(), opts);
    const written = await open(partial, 'r+');
    await written.sync().finally(() => written.close());
    await rename(partial, file);
    return { ...summary, bytes: (await stat(file)).size };
  } catch (err) {
    await handle.close().catch(() => {});
    await unlink(partial).catch(() => {});
    throw err;
  }
}

/** The default name: careers-backup-<UTC time>.tar.gz in the current directory. */
export const defaultBackupName = (now = new Date()) => `careers-backup-${now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}.tar.gz`;
