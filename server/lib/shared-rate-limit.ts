import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/connection.js';
import { SharedCounters } from './shared-counters.js';

/** How many of a window's hits one claim reserves: a fiftieth of the limit (1 for limits under 100, so small limits stay exact). */
export const leaseSize = (max: number) => Math.max(1, Math.floor(max / 50));

/** Hits reserved for this process in the shared counter: numbers `first` … `first + size - 1` of the window. */
interface Lease {
  first: number;
  size: number;
  used: number;
  resetAt: number;
  /** Every number of the lease is past the limit: later hits of the window are refused here, without asking the database. */
  exceeded: boolean;
}

type Answer = { current: number; ttl: number };

/**
 * A store for @fastify/rate-limit that counts in PostgreSQL (`shared_counters`), so that N
 * instances grant one budget, not N. A process does not count every hit in the database: it
 * claims a lease of hits (one upsert adds `leaseSize(max)` to the shared counter and answers where
 * the lease starts), numbers its hits from the lease, and claims again when it runs out. The
 * shared count never lets more than `max` hits through a window, however the hits spread over
 * instances; a client hopping between instances may be refused up to `leaseSize - 1` hits early
 * per other instance (the unused part of their leases). A fixed window per key, like the built-in
 * store (continueExceeding and exponentialBackoff are not used by the portal and not supported).
 */
export function sharedRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly counters: SharedCounters;
    private readonly leases = new Map<string, Lease>();
    /** The claim in flight per key: hits arriving meanwhile wait for it instead of claiming again. */
    private readonly claims = new Map<string, Promise<void>>();

    constructor(
      _options?: unknown,
      private readonly namespace = 'rate',
    ) {
      this.counters = new SharedCounters(db, this.namespace);
    }

    /** The next hit from the running lease, or undefined when a claim is needed. */
    private take(key: string, now: number): Answer | undefined {
      const lease = this.leases.get(key);
      if (!lease || lease.resetAt <= now || (lease.used >= lease.size && !lease.exceeded)) return undefined;
      return { current: lease.first + lease.used++, ttl: Math.max(0, lease.resetAt - now) };
    }

    private claim(key: string, windowMs: number, max: number): Promise<void> {
      const running = this.claims.get(key);
      if (running) return running;
      const size = leaseSize(max);
      const claim = this.counters
        .add(key, size, windowMs, Date.now())
        .then(({ after }) => {
          const first = after.count - size + 1;
          this.forgetEnded(Date.now());
          this.leases.set(key, { first, size, used: 0, resetAt: after.resetAt, exceeded: first > max });
        })
        .finally(() => this.claims.delete(key));
      this.claims.set(key, claim);
      return claim;
    }

    /** Drops the leases of windows that ended (checked at each claim, so the map stays as small as the clients of one window). */
    private forgetEnded(now: number) {
      if (this.leases.size < 1_000) return;
      for (const [key, lease] of this.leases) if (lease.resetAt <= now) this.leases.delete(key);
    }

    incr(key: string, callback: (error: Error | null, result?: Answer) => void, timeWindow = 60_000, max = 1_000): void {
      const taken = this.take(key, Date.now());
      if (taken) return callback(null, taken);
      const attempt = (): Promise<void> =>
        this.claim(key, timeWindow, max).then(() => {
          const answer = this.take(key, Date.now());
          return answer ? callback(null, answer) : attempt();
        });
      attempt().catch((err: Error) => callback(err));
    }

    /** A route with a limit of its own counts apart (its method and URL in the key). */
    child(routeOptions: { method?: string | string[]; url?: string; path?: string }): FastifyRateLimitStore {
      const method = [routeOptions.method ?? ''].flat().join(',');
      return new SharedRateLimitStore(undefined, `${this.namespace}:${method}:${routeOptions.url ?? routeOptions.path ?? ''}`);
    }
  }
  return SharedRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
