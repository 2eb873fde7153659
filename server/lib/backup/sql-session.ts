import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_OPTIONS } from '../../db/pglite-options.js';
import { BackupError, messageOf } from './errors.js';

/**
 * One connection to the database, the same for PGlite and PostgreSQL: what the dump and the load
 * need and nothing more. Queries select text (`::text`), so both drivers return the same values.
 */
export interface SqlSession {
  readonly engine: 'pglite' | 'postgres';
  query<T = Record<string, string | null>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Statements without parameters (a migration file's part). */
  exec(text: string): Promise<void>;
  close(): Promise<void>;
}

/** `"schema"."name"` from `schema.name` (names are checked before they get here; quoting is the rule anyway). */
export const quoteName = (qualified: string) =>
  qualified
    .split('.')
    .map((part) => `"${part.replace(/"/g, '""')}"`)
    .join('.');
export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Opens the PGlite data directory `dir` (initialising it when it does not exist yet), as the portal does. */
export async function openPglite(dir: string): Promise<SqlSession> {
  let client: PGlite;
  try {
    client = await PGlite.create(dir, PGLITE_OPTIONS);
  } catch (err) {
    throw new BackupError(`cannot open the embedded database in ${dir}: ${messageOf(err)}`);
  }
  return {
    engine: 'pglite',
    query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
    exec: async (text) => void (await client.exec(text)),
    close: () => client.close(),
  };
}

/** The URL without its password, for messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(an invalid URL)';
  }
}

/** One connection to the PostgreSQL database at `url`. */
export async function openPostgres(url: string): Promise<SqlSession> {
  const client = new pg.Client({ connectionString: url, application_name: 'careers-backup' });
  // A connection lost while idle is reported by the next query; without a listener it would crash the process.
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (err) {
    await client.end().catch(() => {});
    throw new BackupError(`cannot connect to the PostgreSQL database ${redactUrl(url)}: ${messageOf(err)}`);
  }
  return {
    engine: 'postgres',
    query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
    exec: async (text) => void (await client.query(text)),
    close: () => client.end(),
  };
}
