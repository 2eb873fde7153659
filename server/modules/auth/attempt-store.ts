import type { FastifyInstance } from 'fastify';
import { setRecent } from '../../lib/bounded-map.js';
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

/** Sign-in counters one process keeps at most (three per failing address and account; about 100 bytes each). */
export const MAX_ATTEMPT_KEYS = 100_000;

/**
 * The counters of this process, at most `maxKeys` of them. Past the bound, the counter read or
 * changed longest ago goes first (one step, whatever the size): a counter untouched for a whole
 * window has ended anyway, and an attacker who keeps trying keeps its counters, however many other
 * keys a flood of addresses brings in.
 */
export class MemoryAttemptStore implements AttemptStore {
  private readonly counters = new Map<string, Counter>();

  constructor(private readonly maxKeys = MAX_ATTEMPT_KEYS) {}

  /** Counters held (tests, diagnostics). */
  get size(): number {
    return this.counters.size;
  }

  /** The live counter under `key`, moved to the newest end: a client refused while it keeps trying is still active. */
  private current(key: string, now: number): Counter | undefined {
    const counter = this.counters.get(key);
    if (counter === undefined) return undefined;
    this.counters.delete(key);
    if (counter.resetAt <= now) return undefined;
    this.counters.set(key, counter);
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
    else setRecent(this.counters, key, after, this.maxKeys);
    return { before: before && { ...before }, after: { ...after } };
  }

  async delete(key: string) {
    this.counters.delete(key);
  }
}

/**
 * The store of one limiter (`namespace` keeps limiters apart): shared by every instance with
 * PostgreSQL, so that N instances do not grant N budgets; in this process with the embedded database.
 */
export function attemptStoreFor(app: FastifyInstance, namespace: string): AttemptStore {
  return app.dbKind === 'postgres' ? new SharedCounters(app.db, namespace) : new MemoryAttemptStore();
}
