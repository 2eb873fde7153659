import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { protocol, type PGlite } from '@electric-sql/pglite';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { seedManyJobs } from '../../scripts/seed-jobs.js';
import { seedManyApplications } from '../../scripts/seed-applications.js';
import { mergeGinPendingLists } from '../../server/db/statistics.js';

/**
 * The embedded database has no autovacuum: unless the app refreshes its planner statistics itself
 * (server/db/statistics.ts), the planner believes the tables nearly empty and answers the job search
 * by computing to_tsvector for every open job. This test seeds a realistic volume through the seed
 * scripts (no ANALYZE of its own), records the statements the real requests send, and reads their
 * plans: none may compute the text vectors row by row, and no page of an administrators' list may
 * read the whole applications table (reading a few thousand jobs to return half of them is the
 * right plan; computing their text vectors is not).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

interface Statement {
  text: string;
  params: unknown[];
}

describe.skipIf(onPostgres)('query plans on the embedded database after seeding', () => {
  let t: TestApp;
  let client: PGlite;
  let recording: Statement[] | null = null;

  beforeAll(async () => {
    // The hot reads run as named prepared statements (server/db/prepared.ts): their text is seen
    // once, when parsed, and their parameters at every bind.
    const preparedText = new Map<string, string>();
    const { parse, bind } = protocol.serialize;
    protocol.serialize.parse = (message) => {
      if (message.name) preparedText.set(message.name, message.text);
      return parse(message);
    };
    protocol.serialize.bind = (config) => {
      const text = config?.statement && preparedText.get(config.statement);
      if (text) recording?.push({ text, params: config?.values ?? [] });
      return bind(config);
    };
    t = await createTestApp();
    await seedManyJobs(t.app.db, 2000);
    await seedManyApplications(t.app.db, 20_000);
    client = (t.app.db as unknown as { $client: PGlite }).$client;
    const query = client.query.bind(client);
    client.query = (async (text: string, params?: unknown[], options?: object) => {
      recording?.push({ text, params: params ?? [] });
      return query(text, params, options);
    }) as typeof client.query;
  }, 240_000);
  afterAll(() => t?.close());

  async function plansOf(url: string, headers: Record<string, string> = {}) {
    recording = [];
    const res = await t.app.inject({ url, headers });
    const statements = recording.filter((s) => /^\s*(select|with)\b/i.test(s.text));
    recording = null;
    expect(res.statusCode, res.body).toBe(200);
    const plans: string[] = [];
    for (const s of statements) {
      const rows = (await client.query<{ 'QUERY PLAN': string }>(`explain ${s.text}`, s.params)).rows;
      plans.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
    return plans;
  }

  const perRowTextVector = (plan: string) => plan.split('\n').some((line) => /Filter:.*to_tsvector/.test(line));

  it('searches the open jobs through the text index, not a to_tsvector per job', async () => {
    const plans = await plansOf(`/api/careers/jobs?q=nurse&lang=en&perPage=20&page=2`);
    const wordSearch = plans.filter((p) => p.includes('to_tsvector'));
    expect(wordSearch.length).toBeGreaterThan(0);
    for (const plan of wordSearch) {
      expect(plan).toContain('jobs_search_idx');
      expect(perRowTextVector(plan), plan).toBe(false);
    }
  });

  it('leaves no GIN pending list behind the seeding: the word search reads a merged index', async () => {
    // gin_clean_pending_list answers how many pending pages it merged: none are left to merge.
    expect(await mergeGinPendingLists(t.app.db, 'jobs')).toBe(0);
  });

  it('answers a page of the administrators’ lists without reading a whole table', async () => {
    const admin = bearer(await t.token('admin'));
    const pages = [
      '/api/careers/admin/jobs?q=nurse&sortBy=title&sortDesc=false',
      '/api/careers/admin/applications?status=submitted&sortBy=submittedAt&page=3',
      '/api/careers/admin/applications?jobId=40',
    ];
    for (const url of pages) {
      const plans = await plansOf(url, admin);
      expect(plans.length).toBeGreaterThan(0);
      for (const plan of plans) expect(perRowTextVector(plan), `${url}\n${plan}`).toBe(false);
      const pagePlans = plans.filter((p) => /Limit/.test(p.split('\n')[0] ?? ''));
      for (const plan of pagePlans) expect(plan, `${url}\n${plan}`).not.toMatch(/Seq Scan on applications\b/);
    }
  });
});
