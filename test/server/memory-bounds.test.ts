import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema.js';
import { LocalBus, MAX_SUBSCRIPTIONS } from '../../server/lib/invalidation-bus.js';
import { serializerCounts } from '../../server/lib/lazy-serializers.js';
import { AccountStateCache } from '../../server/modules/auth/account-state.js';
import { MAX_BOARD_ANSWERS, MAX_BOARD_BYTES, MAX_SEARCHED_ANSWERS, MAX_SEARCHED_BYTES, publicBoard } from '../../server/modules/careers-jobs/cache.js';
import { SEARCHES_AT_ONCE, SEARCHES_WAITING } from '../../server/modules/careers-jobs/public-answers.js';
import { listShapesKept, MAX_LIST_SHAPES } from '../../server/modules/careers-applications/repo-list.js';
import { APPLICATION_STATUSES } from '../../common/application-status.js';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';

/**
 * The in-process caches of the portal stay within their bounds under traffic that brings more
 * keys than the bound, and still answer right (issue 25, bounded memory). The sign-in counters,
 * the rate limit, the verified tokens and the repeated answers have tests of their own.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('the account-state cache', () => {
  it('holds at most its bound of accounts and still gives each account its own current state', async () => {
    const cache = new AccountStateCache(t.app.db, 100);
    const [admin] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.com'));
    const adminId = admin!.id;
    expect((await cache.get(adminId))?.role).toBe('admin');
    for (let id = 100_000; id < 100_400; id++) {
      expect(await cache.get(id)).toBeNull();
      expect(cache.stats().entries).toBeLessThanOrEqual(100);
    }
    expect(cache.stats().entries).toBe(100);
    // The administrator's state left with the flood, and comes back from the database.
    const misses = cache.stats().misses;
    expect((await cache.get(adminId))?.role).toBe('admin');
    expect(cache.stats().misses).toBe(misses + 1);
  });
});

describe('the public board', () => {
  it(`keeps at most MAX_BOARD_ANSWERS (${MAX_BOARD_ANSWERS}) answers and URLs, and answers a forgotten query the same`, async () => {
    const list = (query: string) => t.app.inject({ url: `/api/careers/jobs?${query}` });
    const first = await list('q=nurse&page=1');
    expect(first.statusCode).toBe(200);
    // The route's own path to the board, with more queries and URLs than the bound (one snapshot: the calls take well under its 30 s).
    const board = publicBoard(t.app.db);
    for (let i = 0; i < MAX_BOARD_ANSWERS + 100; i++) await board.answer(`flood ${i}`, () => `{"n":${i}}`, `/api/careers/jobs?flood=${i}`);
    expect(board.stats()).toMatchObject({ answers: MAX_BOARD_ANSWERS, byUrl: MAX_BOARD_ANSWERS });
    expect((await board.answer(`flood ${MAX_BOARD_ANSWERS + 99}`, () => 'computed again'))?.toString()).toBe(`{"n":${MAX_BOARD_ANSWERS + 99}}`);
    expect(board.repeated(`/api/careers/jobs?flood=${MAX_BOARD_ANSWERS + 99}`)?.toString()).toBe(`{"n":${MAX_BOARD_ANSWERS + 99}}`);
    expect(board.repeated('/api/careers/jobs?flood=0')).toBeUndefined();
    // The first query was forgotten: it is computed again, to the same answer.
    expect((await list('q=nurse&page=1')).body).toBe(first.body);
  });

  it(`keeps at most MAX_BOARD_BYTES (${MAX_BOARD_BYTES / 1024 / 1024} MB) of answers: rendered pages of every URL a crawler tries`, async () => {
    const board = publicBoard(t.app.db);
    const page = (i: number) => `<!doctype html><title>${i}</title>${'x'.repeat(50_000)}`;
    for (let i = 0; i < 400; i++) {
      await board.answer(`page ${i}`, () => page(i), `/careers/jobs?crawl=${i}`);
      expect(board.stats().bytes).toBeLessThanOrEqual(MAX_BOARD_BYTES);
    }
    expect(board.stats().bytes).toBeGreaterThan(MAX_BOARD_BYTES - 60_000);
    // The newest pages are there, by key and by URL; the first ones left.
    expect((await board.answer('page 399', () => 'computed again'))?.toString()).toBe(page(399));
    expect(board.repeated('/careers/jobs?crawl=399')?.toString()).toBe(page(399));
    expect(board.repeated('/careers/jobs?crawl=0')).toBeUndefined();
  });
});

describe('the public board under a flood of new searches', () => {
  it(`keeps searches by words apart (at most ${MAX_SEARCHED_ANSWERS} answers, ${MAX_SEARCHED_BYTES / 1024 / 1024} MB): they never push out the board's own pages`, async () => {
    const board = publicBoard(t.app.db);
    const plain = await t.app.inject({ url: '/api/careers/jobs?department=nursing' });
    expect(plain.statusCode).toBe(200);
    const searched = await t.app.inject({ url: '/api/careers/jobs?q=midwife' });
    expect(searched.statusCode).toBe(200);
    const before = board.stats();
    expect(before.searched.answers).toBeGreaterThanOrEqual(1);
    // A client making up new searches, past the bound of the searches' part.
    for (let i = 0; i < MAX_SEARCHED_ANSWERS + 50; i++) await board.answer(`list search ${i}`, () => `{"n":${i}}`, `/api/careers/jobs?q=made-up-${i}`, { searched: true });
    const after = board.stats();
    expect(after.searched.answers).toBe(MAX_SEARCHED_ANSWERS);
    expect(after.searched.bytes).toBeLessThanOrEqual(MAX_SEARCHED_BYTES);
    // The board's own pages are all still there, and still answered from memory by their URL.
    expect(after.answers).toBe(before.answers);
    expect(board.repeated('/api/careers/jobs?department=nursing')?.toString()).toBe(plain.body);
    // The older search left with the flood; asked again, it is computed again, the same.
    expect(board.repeated('/api/careers/jobs?q=midwife')).toBeUndefined();
    expect((await t.app.inject({ url: '/api/careers/jobs?q=midwife' })).body).toBe(searched.body);
  });

  it(`computes at most ${SEARCHES_AT_ONCE} new searches at once, queues ${SEARCHES_WAITING}, and refuses the rest while the board's pages keep answering`, async () => {
    const plain = await t.app.inject({ url: '/api/careers/jobs?page=1' });
    const flood = Array.from({ length: SEARCHES_AT_ONCE + SEARCHES_WAITING + 20 }, (_, i) => t.app.inject({ url: `/api/careers/jobs?q=flood-word-${i}` }));
    const duringFlood = await t.app.inject({ url: '/api/careers/jobs?page=1' });
    const answers = await Promise.all(flood);
    expect(duringFlood.statusCode).toBe(200);
    expect(duringFlood.body).toBe(plain.body);
    const refused = answers.filter((res) => res.statusCode === 503);
    expect(answers.filter((res) => res.statusCode === 200).length).toBeGreaterThanOrEqual(SEARCHES_AT_ONCE + SEARCHES_WAITING);
    expect(refused.length).toBeGreaterThan(0);
    for (const res of refused) {
      expect(res.json()).toMatchObject({ statusCode: 503, code: 'search_busy' });
      expect(res.headers['retry-after']).toBe('1');
    }
    // Once the flood has passed, a new search is answered again.
    expect((await t.app.inject({ url: '/api/careers/jobs?q=after-the-flood' })).statusCode).toBe(200);
  });
});

describe('the invalidation bus', () => {
  it('keeps the subscriptions the app made when it was built, whatever the traffic', async () => {
    const before = t.app.invalidation.subscriptions();
    expect(before).toBeGreaterThan(0);
    const admin = bearer(await t.token('admin'));
    for (let i = 0; i < 50; i++) {
      await t.app.inject({ url: `/api/careers/jobs?page=${i}` });
      await t.app.inject({ url: '/api/auth/me', headers: admin });
      await t.app.inject({ method: 'POST', url: '/api/careers/admin/jobs', headers: admin, payload: { title: '' } });
    }
    expect(t.app.invalidation.subscriptions()).toBe(before);
  });

  it(`refuses a subscription past MAX_SUBSCRIPTIONS (${MAX_SUBSCRIPTIONS}): a cache subscribing per request fails at once`, () => {
    const bus = new LocalBus();
    for (let i = 0; i < MAX_SUBSCRIPTIONS / 2; i++) {
      bus.subscribe('topic', () => {});
      bus.onResync(() => {});
    }
    expect(bus.subscriptions()).toBe(MAX_SUBSCRIPTIONS);
    expect(() => bus.subscribe('topic', () => {})).toThrow(/more than 64 subscriptions/);
    expect(() => bus.onResync(() => {})).toThrow(/more than 64 subscriptions/);
    expect(bus.subscriptions()).toBe(MAX_SUBSCRIPTIONS);
  });
});

describe('the response serializers', () => {
  it('are prepared once per route schema and compiled once each, however many requests come', async () => {
    const prepared = serializerCounts().prepared;
    expect(prepared).toBeGreaterThan(100);
    const admin = bearer(await t.token('admin'));
    const client = bearer(await t.token('client'));
    const round = async (n: number) => {
      for (let i = 0; i < n; i++) {
        await t.app.inject({ url: `/api/careers/jobs?page=${i % 5}&sort=closing` });
        await t.app.inject({ url: '/api/careers/departments' });
        await t.app.inject({ url: `/api/careers/jobs/no-such-job-${i}` });
        await t.app.inject({ url: '/api/auth/me', headers: i % 2 ? admin : client });
        await t.app.inject({ url: `/api/apps/user/users?perPage=${1 + (i % 10)}`, headers: admin });
        await t.app.inject({ url: `/api/apps/invoice/invoices?page=${1 + (i % 4)}`, headers: admin });
        await t.app.inject({ url: '/api/careers/profile', headers: client });
      }
    };
    await round(20);
    const afterFirst = serializerCounts();
    await round(100);
    const afterSecond = serializerCounts();
    expect(afterSecond.prepared).toBe(prepared);
    expect(afterFirst.compiled).toBeGreaterThan(0);
    expect(afterSecond.compiled).toBe(afterFirst.compiled);
    expect(afterSecond.compiled).toBeLessThanOrEqual(prepared);
  }, 60_000);
});

describe("the administrators' application list", () => {
  it(`keeps the SQL of at most MAX_LIST_SHAPES (${MAX_LIST_SHAPES}) shapes of query, and answers a forgotten shape the same`, async () => {
    const admin = bearer(await t.token('admin'));
    const list = (query: string) => t.app.inject({ url: `/api/careers/admin/applications?${query}`, headers: admin });
    /** Shape number `i`: a sort, 0 to 9 statuses, 0 to 4 words, with or without a job and dates. */
    const query = (i: number) => {
      const parts = [['sortBy=submittedAt', 'sortBy=submittedAt&sortDesc=false', 'sortBy=name&sortDesc=false', 'sortBy=status&sortDesc=false', 'sortBy=updatedAt'][i % 5]!];
      for (const status of APPLICATION_STATUSES.slice(0, Math.floor(i / 5) % 10)) parts.push(`status=${status}`);
      const words = Math.floor(i / 50) % 5;
      if (words) parts.push(`q=${Array.from({ length: words }, (_, k) => `w${k}`).join('+')}`);
      if (Math.floor(i / 250) % 2) parts.push('jobId=1');
      if (Math.floor(i / 500) % 2) parts.push('submittedFrom=2026-01-01');
      if (Math.floor(i / 1000) % 2) parts.push('submittedTo=2026-12-31');
      return parts.join('&');
    };
    const first = await list(query(0));
    expect(first.statusCode).toBe(200);
    for (let i = 1; i < MAX_LIST_SHAPES + 100; i++) {
      expect((await list(query(i))).statusCode).toBe(200);
      expect(listShapesKept()).toBeLessThanOrEqual(MAX_LIST_SHAPES);
    }
    expect(listShapesKept()).toBe(MAX_LIST_SHAPES);
    expect((await list(query(0))).body).toBe(first.body);
  }, 120_000);
});
