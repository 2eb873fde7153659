import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { jobAlerts, jobs } from '../../server/db/schema.js';
import { SITES } from '../../common/careers-vocabulary.js';
import { inDays, publishableJob } from './careers-helpers.js';

/** Sites are a vocabulary (issue 32): keys in the API, named in four languages, old names still understood. */
let t: TestApp;
let admin: Record<string, string>;

const board = async (query: string) => {
  const res = await t.app.inject({ url: `/api/careers/jobs?perPage=100&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { jobs: { title: string; location: string }[]; total: number; facets: { location: { value: string; count: number }[] } };
};

async function published(title: string, overrides: Record<string, unknown> = {}) {
  const created = await t.app.inject({ method: 'POST', url: '/api/careers/admin/jobs', headers: admin, payload: publishableJob(title, inDays(20), overrides) });
  expect(created.statusCode, created.body).toBe(201);
  const res = await t.app.inject({ method: 'POST', url: `/api/careers/admin/jobs/${created.json().id}/publish`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return created.json().id as number;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.token('admin'));
});
afterAll(async () => t?.close());

describe('the sites of the job board', () => {
  it('are keys, listed in the order of the vocabulary', async () => {
    const { facets } = await board('');
    const values = facets.location.map((f) => f.value);
    expect(values.length).toBeGreaterThan(1);
    expect(values).toEqual(SITES.filter((site) => values.includes(site)));
  });

  it('are found by their names in each language, and filtered by a name as well as by the key', async () => {
    const byKey = await board('location=lakeside-satellite');
    expect(byKey.total).toBeGreaterThan(0);
    expect(byKey.jobs.every((job) => job.location === 'lakeside-satellite')).toBe(true);
    // A link or an alert saved when the board filtered by the English name still works.
    expect((await board('location=Lakeside%20Satellite%20Hospital')).total).toBe(byKey.total);
    const french = await board(`q=${encodeURIComponent('Hôpital satellite de Lakeside')}&lang=fr`);
    expect(french.jobs.map((j) => j.title).sort()).toEqual(byKey.jobs.map((j) => j.title).sort());
    const german = await board(`q=${encodeURIComponent('Außenklinik Lakeside')}&lang=de`);
    expect(german.total).toBe(byKey.total);
  });

  it('refuse a site outside the vocabulary on every write, and keep the job as it was', async () => {
    const id = await published('Sites porter');
    for (const location of ['Main Campus', '<script>alert(1)</script>', 42, 'x'.repeat(500)]) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/careers/admin/jobs/${id}`, headers: admin, payload: publishableJob('Sites porter', inDays(20), { location }) });
      expect(res.statusCode, String(location)).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400 });
    }
    const created = await t.app.inject({ method: 'POST', url: '/api/careers/admin/jobs', headers: admin, payload: publishableJob('Sites nowhere', inDays(20), { location: 'Ward 7' }) });
    expect(created.statusCode).toBe(400);
    const [row] = await t.app.db.select({ location: jobs.location }).from(jobs).where(eq(jobs.id, id));
    expect(row!.location).toBe('main-campus');
  });
});

describe('the migration to site keys (0022_site_keys.sql)', () => {
  const statements = readFileSync('server/db/migrations/0022_site_keys.sql', 'utf8').split('--> statement-breakpoint');

  it('turns the English names of jobs and saved alerts into keys, and keeps any other site as written', async () => {
    const named = await published('Sites midwife');
    const elsewhere = await published('Sites ward clerk');
    await t.app.db.update(jobs).set({ location: 'Mother and Child Hospital' }).where(eq(jobs.id, named));
    await t.app.db.update(jobs).set({ location: 'Ward 7 annex' }).where(eq(jobs.id, elsewhere));
    const [alert] = await t.app.db
      .insert(jobAlerts)
      .values({ email: 'sites@example.org', name: 'Sites', criteria: { q: 'midwife', location: ['Mother and Child Hospital', 'Ward 7 annex'] }, frequency: 'daily', status: 'active' })
      .returning({ id: jobAlerts.id });

    for (const statement of statements) await t.app.db.execute(sql.raw(statement));

    const rows = await t.app.db.select({ id: jobs.id, location: jobs.location }).from(jobs).where(sql`${jobs.id} in (${named}, ${elsewhere})`);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.location]))).toEqual({ [named]: 'mother-and-child', [elsewhere]: 'Ward 7 annex' });
    const [saved] = await t.app.db.select({ criteria: jobAlerts.criteria }).from(jobAlerts).where(eq(jobAlerts.id, alert!.id));
    expect(saved!.criteria).toEqual({ q: 'midwife', location: ['mother-and-child', 'Ward 7 annex'] });

    // Any administrator write refreshes the board: a site outside the vocabulary is shown as written.
    await published('Sites refresh');
    const annex = await board('location=Ward%207%20annex');
    expect(annex.jobs.map((j) => [j.title, j.location])).toEqual([['Sites ward clerk', 'Ward 7 annex']]);
  });
});
