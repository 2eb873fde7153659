import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection.js';
import { rawRows } from '../db/raw-rows.js';

/** A counter in its window (the shape of the sign-in limiter's AttemptStore). */
export interface SharedCounter {
  count: number;
  /** When the last attempt was counted (ms since the epoch). */
  lastAt: number;
  /** When the window ends (ms since the epoch). */
  resetAt: number;
}

interface CounterRow {
  count: number | string;
  last_at: number | string;
  reset_at: number | string;
  prev_count: number | string | null;
  prev_last_at: number | string | null;
  prev_reset_at: number | string | null;
}

const counter = (count: unknown, lastAt: unknown, resetAt: unknown): SharedCounter => ({ count: Number(count), lastAt: Number(lastAt), resetAt: Number(resetAt) });

/**
 * Counters in the `shared_counters` table, seen alike by every instance on the database. Each
 * change is ONE statement (an upsert returning the counter before and after), so instances
 * counting the same key at the same moment are serialized by the row and none is lost.
 * Keys are namespaced, so two users of the table never share a counter by accident.
 * It implements the sign-in limiter's AttemptStore (get, add, delete).
 */
export class SharedCounters {
  constructor(
    private readonly db: Database,
    private readonly namespace: string,
  ) {}

  private key(key: string) {
    return `${this.namespace}:${key}`;
  }

  /** The running counter under `key`: undefined when its window has ended or it fell to 0. */
  async get(key: string, now: number): Promise<SharedCounter | undefined> {
    const [row] = await rawRows<CounterRow>(
      this.db,
      sql`select count, last_at, reset_at from shared_counters where key = ${this.key(key)} and reset_at > ${now}::bigint and count > 0`,
    );
    return row && counter(row.count, row.last_at, row.reset_at);
  }

  /**
   * Adds `delta` (1 counts, -1 takes back; never below 0), starting a window of `windowMs` when
   * none is running; counting sets `lastAt` to `now`. Answers the counter before (undefined when
   * none was running) and after.
   */
  async add(key: string, delta: number, windowMs: number, now: number): Promise<{ before?: SharedCounter; after: SharedCounter }> {
    const n = sql`${now}::bigint`;
    const d = sql`${delta}::int`;
    const ended = sql`(c.reset_at <= ${n} or c.count <= 0)`;
    const [row] = await rawRows<CounterRow>(
      this.db,
      sql`insert into shared_counters as c (key, count, last_at, reset_at)
          values (${this.key(key)}, greatest(${d}, 0), ${n}, ${n} + ${windowMs}::bigint)
          on conflict (key) do update set
            count = case when ${ended} then greatest(${d}, 0) else greatest(c.count + ${d}, 0) end,
            last_at = case when ${d} > 0 or ${ended} then ${n} else c.last_at end,
            reset_at = case when ${ended} then ${n} + ${windowMs}::bigint else c.reset_at end,
            prev_count = case when ${ended} then null else c.count end,
            prev_last_at = case when ${ended} then null else c.last_at end,
            prev_reset_at = case when ${ended} then null else c.reset_at end
          returning count, last_at, reset_at, prev_count, prev_last_at, prev_reset_at`,
    );
    const after = counter(row!.count, row!.last_at, row!.reset_at);
    const before = row!.prev_count === null ? undefined : counter(row!.prev_count, row!.prev_last_at, row!.prev_reset_at);
    return { before, after };
  }

  async delete(key: string): Promise<void> {
    await this.db.execute(sql`delete from shared_counters where key = ${this.key(key)}`);
  }
}

/** Removes every counter whose window has ended (a scheduled task); answers how many. */
export async function purgeEndedCounters(db: Database, now: number): Promise<number> {
  const rows = await rawRows<{ key: string }>(db, sql`delete from shared_counters where reset_at <= ${now}::bigint or count <= 0 returning key`);
  return rows.length;
}
