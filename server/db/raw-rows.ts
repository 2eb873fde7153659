import type { SQL } from 'drizzle-orm';
import type { Database } from './connection.js';

/** The rows of a raw SQL statement, whichever driver runs it (node-postgres and PGlite shape results differently). */
export async function rawRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}
