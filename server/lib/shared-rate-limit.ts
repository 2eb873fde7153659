import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/connection.js';
import { SharedCounters } from './shared-counters.js';

/**
 * A store for @fastify/rate-limit that counts in PostgreSQL (`shared_counters`), so that N
 * instances grant one budget, not N. One statement per request: the upsert that counts the hit
 * and answers the count and the end of the window. A fixed window per key, like the built-in
 * store (continueExceeding and exponentialBackoff are not used by the portal and not supported).
 */
export function sharedRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly counters: SharedCounters;

    constructor(
      _options?: unknown,
      private readonly namespace = 'rate',
    ) {
      this.counters = new SharedCounters(db, this.namespace);
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow?: number): void {
      const now = Date.now();
      this.counters.add(key, 1, timeWindow ?? 60_000, now).then(
        ({ after }) => callback(null, { current: after.count, ttl: Math.max(0, after.resetAt - now) }),
        (err: Error) => callback(err),
      );
    }

    /** A route with a limit of its own counts apart (its method and URL in the key). */
    child(routeOptions: { method?: string | string[]; url?: string; path?: string }): FastifyRateLimitStore {
      const method = [routeOptions.method ?? ''].flat().join(',');
      return new SharedRateLimitStore(undefined, `${this.namespace}:${method}:${routeOptions.url ?? routeOptions.path ?? ''}`);
    }
  }
  return SharedRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
