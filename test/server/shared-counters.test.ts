import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { MemoryAttemptStore } from '../../server/modules/auth/attempt-store.js';
import { LoginLimiter } from '../../server/modules/auth/login-limiter.js';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { SharedCounters } from '../../server/lib/shared-counters.js';
import { leaseSize, sharedRateLimitStore } from '../../server/lib/shared-rate-limit.js';

/**
 * The counters several instances share (PostgreSQL, or PGlite here without TEST_DATABASE_URL)
 * answer exactly what the in-memory store answers, and count every one of many concurrent hits.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const WINDOW = 60_000;

describe('shared counters', () => {
  it('answer like the in-memory store: windows, take-backs, falling to zero, deletion', async () => {
    const memory = new MemoryAttemptStore();
    const shared = new SharedCounters(t.app.db, `same-${Date.now()}`);
    const steps: [string, string, number, number][] = [
      ['add', 'k', 1, 1_000],
      ['add', 'k', 1, 2_000],
      ['add', 'k', -1, 3_000],
      ['get', 'k', 0, 3_500],
      ['add', 'k', -1, 4_000],
      ['add', 'k', -1, 4_500], // below zero: stays at zero
      ['get', 'k', 0, 4_600],
      ['add', 'k', 1, 5_000], // a new window
      ['get', 'k', 0, 5_000 + WINDOW - 1],
      ['get', 'k', 0, 5_000 + WINDOW], // ended
      ['add', 'k', 1, 5_000 + WINDOW + 1],
      ['delete', 'k', 0, 70_000],
      ['get', 'k', 0, 70_001],
      ['add', 'other', 1, 70_002],
    ];
    for (const [op, key, delta, now] of steps) {
      const [m, s] =
        op === 'add'
          ? await Promise.all([memory.add(key, delta, WINDOW, now), shared.add(key, delta, WINDOW, now)])
          : op === 'get'
            ? await Promise.all([memory.get(key, now), shared.get(key, now)])
            : await Promise.all([memory.delete(key), shared.delete(key)]);
      expect(s, `${op} ${key} ${delta} at ${now}`).toEqual(m);
    }
  });

  it('keep namespaces apart', async () => {
    const login = new SharedCounters(t.app.db, 'ns-a');
    const other = new SharedCounters(t.app.db, 'ns-b');
    await login.add('x', 1, WINDOW, 1);
    expect(await other.get('x', 2)).toBeUndefined();
    expect((await login.get('x', 2))?.count).toBe(1);
  });

  it('count every hit of many arriving at once (one statement each, no lost update)', async () => {
    const counters = new SharedCounters(t.app.db, `burst-${Date.now()}`);
    const now = Date.now();
    const results = await Promise.all(Array.from({ length: 60 }, () => counters.add('hot', 1, WINDOW, now)));
    expect((await counters.get('hot', now))?.count).toBe(60);
    expect(results.map((r) => r.after.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
  });

  it('drive the sign-in limiter like the in-memory store does', async () => {
    let now = 1_000_000;
    const limits = { perAccount: 3, perAddress: 100, windowMs: WINDOW };
    const limiter = new LoginLimiter(limits, new SharedCounters(t.app.db, `limiter-${Date.now()}`), () => now);
    const outcomes: string[] = [];
    for (let i = 0; i < 5; i++) {
      try {
        const attempt = await limiter.begin('victim', '192.0.2.1');
        await attempt.failed();
        outcomes.push('tried');
      } catch (err) {
        outcomes.push(String((err as { statusCode?: number }).statusCode));
      }
      now += 10;
    }
    // Two free failures, then the address waits (1 s, growing) before its next try.
    expect(outcomes).toEqual(['tried', 'tried', 'tried', '429', '429']);
  });
});

describe('the shared API rate limit', () => {
  const MAX = 200; // leases of 4 hits
  /** The plugin calls incr with the route's window and limit, which its published type leaves out. */
  type Incr = (key: string, callback: (err: Error | null, res?: { current: number }) => void, timeWindow: number, max: number) => void;
  const hit = (store: FastifyRateLimitStore, key: string) =>
    new Promise<number>((resolve, reject) => (store.incr as Incr)(key, (err, res) => (err ? reject(err) : resolve(res!.current)), WINDOW, MAX));
  /** Two processes' stores on one database (each keeps its own leases), in a namespace of their own. */
  const twoInstances = () => {
    const Store = sharedRateLimitStore(t.app.db);
    const route = { method: 'GET', url: `/limit-${Date.now()}-${Math.random()}` };
    return [new Store({} as never).child(route as never), new Store({} as never).child(route as never)] as const;
  };

  it('lets exactly the limit through one instance, numbering its hits 1, 2, 3…', async () => {
    const [a] = twoInstances();
    const currents = [];
    for (let i = 0; i < MAX + 5; i++) currents.push(await hit(a, 'client'));
    expect(currents.slice(0, MAX)).toEqual(Array.from({ length: MAX }, (_, i) => i + 1));
    expect(currents.slice(MAX).every((n) => n > MAX)).toBe(true);
  });

  it('never lets more than the limit through two instances hit at once, and refuses at most a lease early', async () => {
    const [a, b] = twoInstances();
    const currents = await Promise.all(Array.from({ length: MAX * 2 }, (_, i) => hit(i % 3 ? a : b, 'client')));
    const allowed = currents.filter((n) => n <= MAX).length;
    expect(allowed).toBeLessThanOrEqual(MAX);
    expect(allowed).toBeGreaterThanOrEqual(MAX - (leaseSize(MAX) - 1));
    // No hit within the limit is numbered twice.
    const within = currents.filter((n) => n <= MAX);
    expect(new Set(within).size).toBe(within.length);
    // Another client has its own budget.
    expect(await hit(b, 'another client')).toBe(1);
  });

  it('keeps the leases of at most its bound of clients: an active client keeps its lease, a quiet one is forgotten', async () => {
    const bound = 50;
    const Store = sharedRateLimitStore(t.app.db, bound);
    const store = new Store({} as never).child({ method: 'GET', url: `/bounded-${Date.now()}` } as never);
    const size = () => (store as unknown as { size: number }).size;
    expect(await hit(store, 'quiet')).toBe(1);
    const active = [await hit(store, 'active')];
    for (let i = 0; i < 10 * bound; i++) {
      await hit(store, `client-${i}`);
      if (i % 20 === 0) active.push(await hit(store, 'active'));
      expect(size()).toBeLessThanOrEqual(bound);
    }
    expect(size()).toBe(bound);
    // The active client's hits are numbered one after the other: its leases were used to the end.
    expect(active).toEqual(Array.from({ length: active.length }, (_, i) => i + 1));
    // The quiet client's lease (hits 1 to 4) was forgotten: its next hit comes from a new lease.
    expect(await hit(store, 'quiet')).toBe(leaseSize(MAX) + 1);
  });
});
