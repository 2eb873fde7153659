import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { publicBoard } from '../../server/modules/careers-jobs/cache.js';
import { jobs } from '../../server/db/schema.js';
import { inDays, publishableJob } from './careers-helpers.js';

/**
 * The public board's snapshot outlives its 30 s only while no open job changed: past it, a cheap
 * fingerprint of the open jobs decides between keeping it (and every answer computed from it) and
 * loading the board again. A write that reached the database without this instance hearing of it
 * (another instance's lost invalidation, here a write straight to the database) is on the board
 * after the 30 s as before.
 */
let t: TestApp;
let admin: Record<string, string>;
const titles = async (query: string) => {
  const res = await t.app.inject({ url: `/api/careers/jobs?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().jobs as { title: string }[]).map((j) => j.title);
};
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.token('admin'));
  const created = await t.app.inject({ method: 'POST', url: '/api/careers/admin/jobs', headers: admin, payload: publishableJob('Revalidated porter', inDays(20)) });
  expect(created.statusCode, created.body).toBe(201);
  expect((await t.app.inject({ method: 'POST', url: `/api/careers/admin/jobs/${created.json().id}/publish`, headers: admin })).statusCode).toBe(200);
});
afterAll(async () => t?.close());
afterEach(() => vi.useRealTimers());

describe('the public board past its 30 s', () => {
  it('keeps the snapshot and its answers while no open job changed', async () => {
    expect(await titles('q=porter')).toEqual(['Revalidated porter']);
    const held = publicBoard(t.app.db).stats().searched.answers;
    expect(held).toBeGreaterThan(0);
    vi.useFakeTimers({ toFake: ['Date'] });
    later(31_000);
    expect(await titles('q=porter&sort=title')).toEqual(['Revalidated porter']);
    // The answers computed before are still there (a reload would have emptied them): one more.
    expect(publicBoard(t.app.db).stats().searched.answers).toBe(held + 1);
  });

  it('loads the board again when an open job changed without this instance hearing of it', async () => {
    expect(await titles('q=porter')).toEqual(['Revalidated porter']);
    await t.app.db.update(jobs).set({ title: 'Revalidated theatre porter', updatedAt: sql`now()` }).where(eq(jobs.title, 'Revalidated porter'));
    // Within the 30 s the board still answers from its snapshot…
    expect(await titles('q=porter')).toEqual(['Revalidated porter']);
    // (Past the first test's own 30 s extension too.)
    vi.useFakeTimers({ toFake: ['Date'] });
    later(100_000);
    // …past them the change is seen.
    expect(await titles('q=porter')).toEqual(['Revalidated theatre porter']);
  });
});
