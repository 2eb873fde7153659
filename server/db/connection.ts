import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_OPTIONS } from './pglite-options.js';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** How long opening a PostgreSQL connection (or waiting for a free pooled one) may take before the request fails. */
export const CONNECT_TIMEOUT_MS = 5000;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: a tarball of the data directory (a template for new databases). */
  dump?(): Promise<Blob>;
  /** Runs `work` while no other instance on this database holds `lock` (PGlite has one process: it just runs). */
  alone<T>(lock: number, work: () => Promise<T>): Promise<T>;
}

export interface ConnectOptions {
  /** PostgreSQL URL; empty → PGlite. */
  databaseUrl: string;
  /** PGlite data directory; `memory://` keeps it in memory (tests). */
  pgliteDir: string;
  migrationsFolder: string;
  /** PGlite only: start a new data directory from this dump instead of running initdb. */
  pgliteTemplate?: Blob;
  /** Errors of idle PostgreSQL connections (server restart, admin kill): logged, never a crash. */
  onIdleError?: (err: Error) => void;
}

/** Opens the database (PGlite or PostgreSQL), applies the committed migrations and returns it. */
export async function connectDatabase(opts: ConnectOptions): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    // A database that is away answers within CONNECT_TIMEOUT_MS (503, database_unavailable) instead
    // of holding the request until the client gives up; the same wait bounds the wait for a free
    // client of the pool. Once the database is back, the next query opens a new connection.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    // Without a listener, an idle client losing its connection is an uncaught exception.
    pool.on('error', (err) => opts.onIdleError?.(err));
    // The pool listens only to its idle clients: a client checked out for a transaction whose
    // connection drops between two statements (the server stopped while the handler writes a file)
    // would emit an unhandled 'error' and end the process. Its next statement fails instead
    // ("not queryable": 503), and the pool drops it when it is released.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema });
    await migrateAlone(pool, opts.migrationsFolder);
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end(), alone: (lock, work) => holdingLock(pool, lock, work) };
  }
  const isNew = opts.pgliteDir.startsWith('memory://') || !existsSync(join(opts.pgliteDir, 'PG_VERSION'));
  if (!opts.pgliteDir.startsWith('memory://')) mkdirSync(opts.pgliteDir, { recursive: true });
  const client = await PGlite.create(opts.pgliteDir, {
    ...PGLITE_OPTIONS,
    ...(isNew && opts.pgliteTemplate ? { loadDataDir: opts.pgliteTemplate } : {}),
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: opts.migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    close: () => client.close(),
    dump: async () => (await client.dumpDataDir('none')) as Blob,
    alone: (_lock, work) => work(),
  };
}

/** Any fixed numbers: the advisory locks that let one instance at a time apply the migrations, and seed the demo data. */
const MIGRATION_LOCK = 7_340_116;
export const SEED_LOCK = 7_340_117;

/**
 * Runs `work` holding a session advisory lock on one connection of the pool: instances starting
 * together on one database take turns (the later ones find the work done) instead of racing.
 */
async function holdingLock<T>(pool: pg.Pool, lock: number, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [lock]);
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [lock]);
    }
  } finally {
    client.release();
  }
}

/** Applies the migrations one instance at a time. */
const migrateAlone = (pool: pg.Pool, migrationsFolder: string) => holdingLock(pool, MIGRATION_LOCK, (client) => migratePg(drizzlePg(client, { schema }), { migrationsFolder }));
export const pgliteDirFor = (dataDir: string) => join(dataDir, 'db');
