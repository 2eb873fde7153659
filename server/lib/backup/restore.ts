import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '../../config.js';
import { pgliteDirFor } from '../../db/connection.js';
import { listSequences, listTables } from './catalog.js';
import { DataDirInUseError, lockDataDir, type DataDirLock } from './control-socket.js';
import { BackupError } from './errors.js';
import { releaseHeld } from './held.js';
import { loadBackup } from './load.js';
import type { Manifest } from './manifest.js';
import { applyMigrations, backupLevel, codeMigrations } from './migrations.js';
import { openPglite, openPostgres, quoteName, redactUrl, type SqlSession } from './sql-session.js';
import { verifyBackup } from './verify.js';

export interface RestoreOptions {
  config: Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'documentStore'>;
  /** Replace a database (and documents) that are there already. */
  force?: boolean;
  log?: (line: string) => void;
}

export interface RestoreSummary {
  manifest: Manifest;
  rows: number;
  /** Things the person restoring should know (document store, newer migrations, what was moved aside). */
  notes: string[];
}

const hasEntries = async (dir: string) => (await readdir(dir).catch(() => [])).length > 0;

/** Drops every table, sequence and type of the portal's schemas (restore --force into PostgreSQL), inside the caller's transaction. */
async function dropEverything(session: SqlSession) {
  for (const table of await listTables(session)) await session.exec(`drop table if exists ${quoteName(table.name)} cascade`);
  for (const sequence of await listSequences(session)) await session.exec(`drop sequence if exists ${quoteName(sequence)} cascade`);
  const types = await session.query<{ name: string }>(`
    select n.nspname || '.' || t.typname as name from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where t.typtype in ('e', 'd') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`);
  for (const type of types) await session.exec(`drop type if exists ${quoteName(type.name)} cascade`);
}

/**
 * Rebuilds a portal from a backup file: a new embedded database in DATA_DIR (when DATABASE_URL is
 * empty) or the empty PostgreSQL database of DATABASE_URL, and the document files in
 * DATA_DIR/documents. The file is read twice: first verified whole (nothing is touched if it is not
 * intact), then restored in one transaction, into a staging directory renamed into place at the end.
 * A target that holds data already is refused unless `force`.
 */
export async function restoreBackup(file: string, opts: RestoreOptions): Promise<RestoreSummary> {
  const { dataDir, databaseUrl } = opts.config;
  const log = opts.log ?? (() => {});
  const notes: string[] = [];
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  const aside = join(dataDir, `before-restore-${stamp}`);
  const dbDir = pgliteDirFor(dataDir);
  const documentsDir = join(dataDir, 'documents');
  const refuseNonEmpty = (what: string) => {
    throw new BackupError(`${what}: restore into a new ${databaseUrl ? 'empty database' : 'DATA_DIR'}, or add --force to replace it${databaseUrl ? '' : ' (what is there is moved aside, not deleted)'}`);
  };

  let lock: DataDirLock | null = null;
  let session: SqlSession | null = null;
  let staging: string | null = null;
  let committed = false;
  let rows = 0;
  try {
    if (!databaseUrl) {
      try {
        lock = await lockDataDir(dataDir, 'restore');
      } catch (err) {
        if (err instanceof DataDirInUseError) throw new BackupError(`${err.message}: stop it before restoring`);
        throw err;
      }
      if (!opts.force && (await hasEntries(dbDir))) refuseNonEmpty(`${dbDir} holds a database already`);
    } else {
      session = await openPostgres(databaseUrl);
      const existing = (await listTables(session)).length + (await listSequences(session)).length;
      if (existing && !opts.force) refuseNonEmpty(`the database ${redactUrl(databaseUrl)} is not empty (${existing} tables and sequences)`);
    }
    const verified = await verifyBackup(file);
    const { manifest } = verified;
    rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    log(
      `verified ${file}: ${manifest.source.engine} backup of ${manifest.snapshotAt}, ${manifest.tables.length} tables, ${rows.toLocaleString('en')} rows, ${manifest.documents.length} document files`,
    );
    const code = codeMigrations();
    const level = backupLevel(manifest.migrations, code);
    // DATA_DIR/documents belongs to the embedded database it sits beside, and receives the backup's files.
    const replacesDocuments = !databaseUrl || manifest.documents.length > 0;
    if (replacesDocuments && !opts.force && (await hasEntries(documentsDir))) refuseNonEmpty(`${documentsDir} holds documents already`);
    if (!databaseUrl || manifest.documents.length) {
      await mkdir(dataDir, { recursive: true });
      staging = await mkdtemp(join(dataDir, '.restore-'));
    }
    if (staging && manifest.documents.length) await mkdir(join(staging, 'documents'), { mode: 0o700 });
    if (!session) {
      log('creating the embedded database');
      session = await openPglite(join(staging!, 'db'));
    }

    await session.exec('begin');
    if (databaseUrl && opts.force) await dropEverything(session);
    await applyMigrations(session, code.slice(0, level));
    log('restoring rows and documents');
    await loadBackup(session, file, verified, staging && manifest.documents.length ? join(staging, 'documents') : null, log);
    await session.exec('commit');
    committed = true;
    log('updating the planner statistics');
    await session.exec('vacuum analyze');
    await session.close();
    session = null;

    // Into place: the embedded database, then the documents; what was there goes aside with --force.
    const moveAside = async (path: string, name: string) => {
      if (!(await hasEntries(path))) return rm(path, { recursive: true, force: true });
      await mkdir(aside, { recursive: true });
      await rename(path, join(aside, name));
      notes.push(`the previous ${name}/ is in ${aside}: delete it once the restored portal is checked`);
    };
    if (!databaseUrl) {
      if (existsSync(dbDir)) await moveAside(dbDir, 'db');
      await rename(join(staging!, 'db'), dbDir);
    }
    if (replacesDocuments) {
      if (existsSync(documentsDir)) await moveAside(documentsDir, 'documents');
      if (manifest.documents.length) await rename(join(staging!, 'documents'), documentsDir);
    }

    if (level < code.length) notes.push(`the portal applies ${code.length - level} newer database migration(s) at its next start`);
    if (manifest.documents.length && opts.config.documentStore === 'database') {
      notes.push(`the backup's documents are files, now in ${documentsDir}; with DOCUMENT_STORE=database the portal copies them into the database at its next start`);
    }
    const partsInDatabase = manifest.tables.some((t) => t.name === 'public.document_content_parts' && t.rows > 0);
    if (partsInDatabase && opts.config.documentStore === 'disk') {
      notes.push(`the backup's portal kept documents in the database (DOCUMENT_STORE=database): start this one with DOCUMENT_STORE=database too, or its documents are not found`);
    }
    if (manifest.missingDocuments.length) notes.push(`${manifest.missingDocuments.length} document(s) had no content in the backed-up portal already`);
    return { manifest, rows, notes };
  } catch (err) {
    if (session && !committed) await session.exec('rollback').catch(() => {});
    throw err;
  } finally {
    await releaseHeld({ session, staging, lock });
  }
}
