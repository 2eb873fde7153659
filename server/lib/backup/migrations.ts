import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder } from '../../plugins/database.js';
import { BackupError } from './errors.js';
import type { Manifest } from './manifest.js';
import type { SqlSession } from './sql-session.js';

/** A committed migration as drizzle applies it: its statements, and the hash and time it records. */
export interface CodeMigration {
  hash: string;
  createdAt: string;
  statements: string[];
}

/** The migrations of this code (server/db/migrations, or beside the bundle), oldest first. */
export function codeMigrations(folder = migrationsFolder()): CodeMigration[] {
  return readMigrationFiles({ migrationsFolder: folder }).map((m) => ({ hash: m.hash, createdAt: String(m.folderMillis), statements: m.sql }));
}

/**
 * How many of this code's migrations the backup's database had: its list must be the first ones of
 * this code's, hash for hash (a backup of an older version restores, and the portal applies the
 * newer migrations at its next start; a backup of a newer or different version is refused).
 */
export function backupLevel(backup: Manifest['migrations'], code: CodeMigration[]): number {
  const differs = backup.findIndex((m, i) => !code[i] || code[i].hash !== m.hash || code[i].createdAt !== m.createdAt);
  if (differs === -1) return backup.length;
  if (backup.length > code.length && differs === code.length) {
    throw new BackupError(
      `the backup was made by a newer version of the portal (${backup.length} database migrations; this version has ${code.length}): restore it with that version or a later one`,
    );
  }
  throw new BackupError(`the backup's database migration ${differs + 1} is not this version's: restore it with the version of the portal that made it`);
}

/**
 * Creates the schema as drizzle's migrator would (its bookkeeping table, then each migration's
 * statements), inside the caller's transaction. The bookkeeping rows themselves come from the backup.
 */
export async function applyMigrations(session: SqlSession, migrations: CodeMigration[]): Promise<void> {
  await session.exec('CREATE SCHEMA IF NOT EXISTS "drizzle"');
  await session.exec('CREATE TABLE IF NOT EXISTS "drizzle"."__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)');
  for (const migration of migrations) {
    for (const statement of migration.statements) if (statement.trim()) await session.exec(statement);
  }
}
