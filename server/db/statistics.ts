import { sql } from 'drizzle-orm';
import type { Database } from './connection.js';
import { rawRows } from './raw-rows.js';

/**
 * The statistics work PostgreSQL's autovacuum does, for the embedded database, which has none:
 * without it PGlite's planner never learns how many rows a table holds (`reltuples` stays -1), takes
 * the status index for the job search and computes `to_tsvector` for every open job (about 270 ms
 * at 2,000 jobs, where the text index answers in a few). The same thresholds as autovacuum's
 * defaults decide which tables need it:
 *   - ANALYZE when the rows changed since the last one exceed 50 + 10 % of the table, or a table
 *     holding rows was never analysed;
 *   - VACUUM (which also refreshes the visibility map the index-only scans need) when the dead rows
 *     exceed 50 + 20 % of the table, or the rows inserted since the last one exceed 1,000 + 20 % of
 *     it (PostgreSQL 13's insert-driven autovacuum). Until a vacuum has read them, new rows cost every
 *     read that meets them a look at the transaction log: at 20,000 seeded jobs, the ids of the
 *     4,100 jobs "nurse" matches took 33 ms to read, 19 ms after the vacuum;
 *   - and, with either, the GIN indexes' pending lists merged into the indexes, as autovacuum's
 *     ANALYZE does (a manual ANALYZE does not). New rows go to a GIN index's pending list, which
 *     every search reads whole: never merged, 2,000 seeded jobs left 126 pending pages, and a word
 *     search spent 10–40 ms reading them where the merged index answers in 0.1–2 ms.
 * Runs after the migrations, after the demo seeding and bulk seeds, and on a schedule
 * (plugins/embedded-statistics.ts). On PostgreSQL autovacuum does it; a bulk seed still calls this
 * so that a benchmark right after it measures the plans a running database would have.
 */

const ANALYZE_BASE = 50;
const ANALYZE_SCALE = 0.1;
const VACUUM_BASE = 50;
const VACUUM_SCALE = 0.2;
const VACUUM_INSERT_BASE = 1000;
const VACUUM_INSERT_SCALE = 0.2;

interface TableActivity {
  relname: string;
  live: number;
  dead: number;
  modified: number;
  /** Rows inserted since the last VACUUM. */
  inserted: number;
  /** The row count as of the last ANALYZE or VACUUM, -1 when there was none. */
  reltuples: number;
}

export interface StatisticsWork {
  analysed: string[];
  vacuumed: string[];
}

/** What each user table needs, from the activity counters PostgreSQL keeps. */
export function statisticsWorkFor(tables: TableActivity[]): StatisticsWork {
  const work: StatisticsWork = { analysed: [], vacuumed: [] };
  for (const t of tables) {
    const known = Math.max(t.reltuples, 0);
    if (t.dead > VACUUM_BASE + VACUUM_SCALE * known || t.inserted > VACUUM_INSERT_BASE + VACUUM_INSERT_SCALE * known) work.vacuumed.push(t.relname);
    else if (t.modified > ANALYZE_BASE + ANALYZE_SCALE * known || (t.reltuples < 0 && t.live > 0)) work.analysed.push(t.relname);
  }
  return work;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Brings every user table's planner statistics up to date where its changes call for it; answers what it did. */
export async function refreshStatistics(db: Database): Promise<StatisticsWork> {
  // The backend hands its activity counters to the shared statistics at the end of a transaction,
  // at most once a second, and PGlite's single backend may not have done so yet: ask for it now.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  await db.execute(sql`select 1`);
  const tables = await rawRows<TableActivity>(
    db,
    sql`select s.relname, s.n_live_tup::float8 as live, s.n_dead_tup::float8 as dead, s.n_mod_since_analyze::float8 as modified,
               s.n_ins_since_vacuum::float8 as inserted, c.reltuples::float8 as reltuples
        from pg_stat_user_tables s join pg_class c on c.oid = s.relid
        where s.schemaname = 'public'`,
  );
  const work = statisticsWorkFor(tables.map((t) => ({ ...t, live: Number(t.live), dead: Number(t.dead), modified: Number(t.modified), inserted: Number(t.inserted), reltuples: Number(t.reltuples) })));
  for (const table of work.vacuumed) await db.execute(sql.raw(`vacuum (analyze) ${quoted(table)}`));
  for (const table of work.analysed) {
    await db.execute(sql.raw(`analyze ${quoted(table)}`));
    await mergeGinPendingLists(db, table);
  }
  return work;
}

/** Merges the pending list of every GIN index of `table` into the index; answers the pages merged. */
export async function mergeGinPendingLists(db: Database, table: string): Promise<number> {
  const rows = await rawRows<{ pages: string | number | null }>(
    db,
    sql`select gin_clean_pending_list(i.indexrelid) as pages
        from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am am on am.oid = c.relam
        where i.indrelid = ${`public.${quoted(table)}`}::regclass and am.amname = 'gin'`,
  );
  return rows.reduce((sum, r) => sum + Number(r.pages ?? 0), 0);
}
