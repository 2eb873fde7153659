import type { FastifyInstance } from 'fastify';
import { SharedCounters } from '../../lib/shared-counters.js';

/**
 * Where the sign-in limiter keeps its counters: in memory for one process (the embedded
 * database), in PostgreSQL (`SharedCounters`, one upsert per change) when several instances share it.
 */
export interface Counter {
  /** Attempts counted in the current window. */
  count: number;
  /** When the last attempt was counted (ms since the epoch). */
  lastAt: number;
  /** When the window ends and the counter is forgotten (ms since the epoch). */
  resetAt: number;
}

export interface AttemptStore {
  /** The counter under `key`, or undefined when none is running (never counted, or its window has ended). */
  get(key: string, now: number): Promise<Counter | undefined>;
  /**
   * Adds `delta` (1 to count an attempt, -1 to take one back) in one atomic step, starting a window
   * of `windowMs` when none is running; counting sets `lastAt` to `now`. Answers the counter as it
   * was before (undefined when none was running) and after. A counter that falls to 0 is removed.
   */
  add(key: string, delta: number, windowMs: number, now: number): Promise<{ before?: Counter; after: Counter }>;
  delete(key: string): Promise<void>;
}

/** The counters of this process, at most `maxKeys` of them (expired ones are pruned first, then the oldest). */
export class MemoryAttemptStore implements AttemptStore {
  private readonly counters = new Map<string, Counter>();

  constructor(private readonly maxKeys = 100_000) {}

  private current(key: string, now: number): Counter | undefined {
    const counter = this.counters.get(key);
    if (counter && counter.resetAt <= now) {
      this.counters.delete(key);
      return undefined;
    }
    return counter;
  }

  async get(key: string, now: number) {
    const counter = this.current(key, now);
    return counter && { ...counter };
  }

  async add(key: string, delta: number, windowMs: number, now: number) {
    const before = this.current(key, now);
    const after = {
      count: Math.max(0, (before?.count ?? 0) + delta),
      lastAt: delta > 0 ? now : (before?.lastAt ?? now),
      resetAt: before?.resetAt ?? now + windowMs,
    };
    if (after.count === 0) this.counters.delete(key);
    else this.counters.set(key, after);
    if (this.counters.size > this.maxKeys) this.prune(now);
    return { before: before && { ...before }, after: { ...after } };
  }

  async delete(key: string) {
    this.counters.delete(key);
  }

  private prune(now: number) {
    for (const key of this.counters.keys()) this.current(key, now);
    for (const key of this.counters.keys()) {
      if (this.counters.size <= this.maxKeys) break;
      this.counters.delete(key);
    }
  }
}

/**
 * The store of one limiter (`namespace` keeps limiters apart): shared by every instance with
 * PostgreSQL, so that N instances do not grant N budgets; in this process with the embedded database.
 */
export function attemptStoreFor(app: FastifyInstance, namespace: string): AttemptStore {
  return app.dbKind === 'postgres' ? new SharedCounters(app.db, namespace) : new MemoryAttemptStore();
}
