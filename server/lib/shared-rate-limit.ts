import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/connection.js';
import { setRecent } from './bounded-map.js';
import { SharedCounters } from './shared-counters.js';
import { isDatabaseUnavailable } from './database-errors.js';

/**
 * Clients (addresses) whose hits one process keeps count of, in either store, past which the one
 * seen longest ago is forgotten (its count starts afresh): about 200 bytes each. An address still
 * calling is never the one forgotten.
 */
export const MAX_RATE_LIMITED_CLIENTS = 10_000;

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
export function sharedRateLimitStore(db: Database, maxClients = MAX_RATE_LIMITED_CLIENTS): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly counters: SharedCounters;
    /**
     * The running lease per client, at most `maxClients`, the one used longest ago going first: a
     * client still calling keeps its lease; a forgotten one claims a new lease at its next hit (its
     * unused hits are lost: it may be refused a lease early, never let through more).
     */
    private readonly leases = new Map<string, Lease>();
    /** The claim in flight per key (one per client calling at this moment): hits arriving meanwhile wait for it instead of claiming again. */
    private readonly claims = new Map<string, Promise<void>>();

    constructor(
      _options?: unknown,
      private readonly namespace = 'rate',
    ) {
      this.counters = new SharedCounters(db, this.namespace);
    }

    /** Clients whose lease this process keeps (tests, diagnostics). */
    get size(): number {
      return this.leases.size;
    }

    /** The next hit from the running lease, or undefined when a claim is needed. */
    private take(key: string, now: number): Answer | undefined {
      const lease = this.leases.get(key);
      if (!lease || lease.resetAt <= now || (lease.used >= lease.size && !lease.exceeded)) return undefined;
      setRecent(this.leases, key, lease, maxClients);
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
          setRecent(this.leases, key, { first, size, used: 0, resetAt: after.resetAt, exceeded: first > max }, maxClients);
        })
        .finally(() => this.claims.delete(key));
      this.claims.set(key, claim);
      return claim;
    }

    incr(key: string, callback: (error: Error | null, result?: Answer) => void, timeWindow = 60_000, max = 1_000): void {
      const taken = this.take(key, Date.now());
      if (taken) return callback(null, taken);
      const attempt = (): Promise<void> =>
        this.claim(key, timeWindow, max).then(() => {
          const answer = this.take(key, Date.now());
          return answer ? callback(null, answer) : attempt();
        });
      attempt().catch((err: Error) => {
        // A database that cannot be reached cannot count: the hit goes through uncounted, so that
        // what is served from memory (the public board's answers) is still served; whatever needs
        // the database answers 503 anyway.
        if (isDatabaseUnavailable(err)) return callback(null, { current: 0, ttl: timeWindow });
        callback(err);
      });
    }

    /** A route with a limit of its own counts apart (its method and URL in the key). */
    child(routeOptions: { method?: string | string[]; url?: string; path?: string }): FastifyRateLimitStore {
      const method = [routeOptions.method ?? ''].flat().join(',');
      return new SharedRateLimitStore(undefined, `${this.namespace}:${method}:${routeOptions.url ?? routeOptions.path ?? ''}`);
    }
  }
  return SharedRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
