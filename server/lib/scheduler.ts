import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection.js';
import { rawRows } from '../db/raw-rows.js';

interface Task {
  name: string;
  intervalMs: number;
  run: () => Promise<unknown>;
  /** The last slot this instance tried to claim (one INSERT per slot and instance). */
  lastSlot: number;
}

export interface SchedulerOptions {
  db: Database;
  /** How often due tasks are looked for; a task runs at most this late after its slot begins. */
  tickMs?: number;
  onError: (err: unknown, task: string) => void;
  /** While this says so (the embedded database's volume is full), no task is claimed or run. */
  paused?: () => boolean;
}

/**
 * Periodic work that must run once across every instance on the database, not once per instance.
 * Time is cut into slots of each task's interval; at the start of a slot every instance tries to
 * INSERT the row (task, slot) into `scheduled_runs`, and the primary key lets exactly one succeed:
 * that one runs the task. It needs no session state (no advisory lock), so it works on PGlite and
 * PostgreSQL alike and behind a transaction-pooling proxy; the rows are a log of who ran what.
 * An instance that dies mid-run leaves its slot claimed: the task runs again at the next slot.
 */
export class Scheduler {
  readonly instance = randomUUID();
  private readonly tasks: Task[] = [];
  private timer: NodeJS.Timeout | null = null;
  private readonly running = new Set<Promise<unknown>>();
  private closed = false;

  constructor(private readonly opts: SchedulerOptions) {}

  /** Runs `run` once per `intervalMs` across the instances (first in the next slot to begin). */
  every(name: string, intervalMs: number, run: () => Promise<unknown>): void {
    if (this.tasks.some((t) => t.name === name)) throw new Error(`scheduled task ${name} registered twice`);
    this.tasks.push({ name, intervalMs, run, lastSlot: Math.floor(Date.now() / intervalMs) });
    this.start();
  }

  private start() {
    if (this.timer || this.closed) return;
    this.timer = setInterval(() => {
      const tick = this.runDue().catch((err) => this.opts.onError(err, 'scheduler'));
      this.running.add(tick);
      void tick.finally(() => this.running.delete(tick));
    }, this.opts.tickMs ?? 15_000);
    this.timer.unref();
  }

  /**
   * Claims and runs every task whose current slot this instance has not tried yet; answers the
   * tasks this instance ran (the others were claimed by another instance, or are not due).
   */
  async runDue(now = Date.now()): Promise<string[]> {
    const ran: string[] = [];
    if (this.opts.paused?.()) return ran;
    for (const task of this.tasks) {
      const slot = Math.floor(now / task.intervalMs);
      if (slot <= task.lastSlot || this.closed) continue;
      task.lastSlot = slot;
      if (!(await this.claim(task.name, slot))) continue;
      ran.push(task.name);
      let error: string | null = null;
      try {
        await task.run();
      } catch (err) {
        error = err instanceof Error ? err.message : String(err);
        this.opts.onError(err, task.name);
      }
      await this.opts.db.execute(sql`update scheduled_runs set finished_at = now(), error = ${error} where task = ${task.name} and slot = ${slot}::bigint`);
    }
    return ran;
  }

  /** Whether this instance inserted (task, slot): only one instance can. */
  private async claim(task: string, slot: number): Promise<boolean> {
    const rows = await rawRows<{ task: string }>(
      this.opts.db,
      sql`insert into scheduled_runs (task, slot, instance) values (${task}, ${slot}::bigint, ${this.instance}) on conflict do nothing returning task`,
    );
    return rows.length === 1;
  }

  /** Stops the timer and waits for a run in progress. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await Promise.allSettled([...this.running]);
  }
}

/** Forgets runs older than `days` days (the log would grow forever otherwise). */
export async function pruneScheduledRuns(db: Database, days = 7): Promise<number> {
  const rows = await rawRows<{ task: string }>(db, sql`delete from scheduled_runs where started_at < now() - make_interval(days => ${days}::int) returning task`);
  return rows.length;
}
