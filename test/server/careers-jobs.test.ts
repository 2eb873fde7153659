import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { publicBoard } from '../../server/modules/careers-jobs/cache.js';
import { inDays, publishableJob } from './careers-helpers.js';

interface Summary {
  id: number;
  slug: string;
  reference: string;
  title: string;
  department: string;
  employmentType: string;
  location: string;
  status: string;
  closesAt: string;
  postedAt: string;
}
interface Facet {
  value: string;
  count: number;
}

let t: TestApp;
let admin: Record<string, string>;
const list = async (query = '') => {
  const res = await t.app.inject({ url: `/api/careers/jobs${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { jobs: Summary[]; total: number; page: number; perPage: number; facets: Record<string, Facet[]> };
};
const adminJobs = async (query: string) => (await t.app.inject({ url: `/api/careers/admin/jobs${query}`, headers: admin })).json();
const count = (facet: Facet[], value: string) => facet.find((f) => f.value === value)?.count;

/** Creates and publishes a job as the administrator; returns it. */
async function published(title: string, overrides: Record<string, unknown> = {}) {
  const created = await t.app.inject({ method: 'POST', url: '/api/careers/admin/jobs', headers: admin, payload: publishableJob(title, inDays(10), overrides) });
  expect(created.statusCode, created.body).toBe(201);
  const res = await t.app.inject({ method: 'POST', url: `/api/careers/admin/jobs/${created.json().id}/publish`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://careers.hospital.example' });
  admin = bearer(await t.token('admin'));
});
afterAll(async () => t?.close());

describe('the public job board', () => {
  it('lists only open jobs, without a token, newest first', async () => {
    const board = await list('?perPage=100');
    const all = await adminJobs('?perPage=100');
    const openIds = all.jobs.filter((j: { status: string }) => j.status === 'open').map((j: { id: number }) => j.id);
    expect(board.total).toBe(openIds.length);
    expect(board.total).toBeGreaterThanOrEqual(15);
    expect(board.jobs.map((j) => j.id).sort()).toEqual(openIds.sort());
    expect(board.jobs.every((j) => j.status === 'open')).toBe(true);
    const posted = board.jobs.map((j) => Date.parse(j.postedAt));
    expect(posted).toEqual([...posted].sort((a, b) => b - a));
    expect(all.statusCounts.draft).toBeGreaterThanOrEqual(1);
    expect(all.statusCounts.closed).toBeGreaterThanOrEqual(1);
  });

  it('filters, counts facets over the other filters, and pages', async () => {
    const everything = await list('?perPage=100');
    const nursingAndPaeds = await list('?department=nursing&department=paediatrics&perPage=100');
    expect(nursingAndPaeds.jobs.every((j) => ['nursing', 'paediatrics'].includes(j.department))).toBe(true);
    expect(nursingAndPaeds.total).toBe(everything.jobs.filter((j) => ['nursing', 'paediatrics'].includes(j.department)).length);
    // The department facet ignores the department filter: a user can widen the choice.
    expect(nursingAndPaeds.facets.department).toEqual(everything.facets.department);
    // The other facets count only jobs of the chosen departments.
    const contracts = nursingAndPaeds.jobs.filter((j) => j.employmentType === 'contract').length;
    expect(count(nursingAndPaeds.facets.employmentType!, 'contract') ?? 0).toBe(contracts);

    const combined = await list('?department=paediatrics&employmentType=contract');
    expect(combined.jobs.every((j) => j.department === 'paediatrics' && j.employmentType === 'contract')).toBe(true);
    expect(count(combined.facets.department!, 'nursing')).toBe(everything.jobs.filter((j) => j.department === 'nursing' && j.employmentType === 'contract').length);

    const page1 = await list('?perPage=5&page=1');
    const page2 = await list('?perPage=5&page=2');
    expect(page1.jobs).toHaveLength(5);
    expect(page2.total).toBe(everything.total);
    expect(page2.jobs.map((j) => j.id)).toEqual(everything.jobs.slice(5, 10).map((j) => j.id));
    const beyond = await list('?page=99');
    expect(beyond.jobs).toEqual([]);
  });

  it('searches title, summary and reference, ignoring case and accents', async () => {
    const byTitle = await list('?q=RADIOGRAPHER');
    expect(byTitle.jobs.map((j) => j.title)).toEqual(['Radiographer – CT and MRI']);
    const byReference = await list(`?q=${encodeURIComponent(byTitle.jobs[0]!.reference)}`);
    expect(byReference.jobs.map((j) => j.id)).toEqual([byTitle.jobs[0]!.id]);
    const bySummary = await list('?q=chemotherapy');
    expect(bySummary.total).toBe(1);
    const accented = await list('?q=NEWB%C3%96RN%20intensive'); // "NEWBÖRN intensive"
    expect(accented.jobs.map((j) => j.title)).toEqual(['Consultant Paediatrician – Newborn Unit']);
    const nothing = await list('?q=astronaut');
    expect(nothing.total).toBe(0);
    expect(nothing.facets.department!.every((f) => f.count === 0)).toBe(true);
  });

  it('sorts by closing date and by title', async () => {
    const closing = await list('?sort=closing&perPage=100');
    const closes = closing.jobs.map((j) => Date.parse(j.closesAt));
    expect(closes).toEqual([...closes].sort((a, b) => a - b));
    const titles = (await list('?sort=title&perPage=100')).jobs.map((j) => j.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('refuses malformed queries with 400', async () => {
    for (const query of ['?perPage=1000', '?page=0', '?sort=random', '?department=cardiology', `?q=${'x'.repeat(201)}`, '?q=%00']) {
      const res = await t.app.inject({ url: `/api/careers/jobs${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
  });

  it('shows one job by id or slug; closed jobs as closed; drafts, archived and unknown jobs not at all', async () => {
    const [first] = (await list()).jobs;
    const bySlug = await t.app.inject({ url: `/api/careers/jobs/${first!.slug}` });
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toMatchObject({ id: first!.id, status: 'open', description: expect.any(String), duties: expect.any(Array) });
    expect((await t.app.inject({ url: `/api/careers/jobs/${first!.id}` })).json().slug).toBe(first!.slug);

    const all = (await adminJobs('?perPage=100')).jobs as { id: number; slug: string; status: string }[];
    const closed = all.find((j) => j.status === 'closed')!;
    const draft = all.find((j) => j.status === 'draft')!;
    const closedPage = await t.app.inject({ url: `/api/careers/jobs/${closed.slug}` });
    expect(closedPage.statusCode).toBe(200);
    expect(closedPage.json().status).toBe('closed');
    expect((await t.app.inject({ url: `/api/careers/jobs/${draft.slug}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/careers/jobs/${draft.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/careers/jobs/no-such-job' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/careers/jobs/99999999999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/careers/jobs/Not%20A%20Slug' })).statusCode).toBe(400);
  });

  it('counts open jobs per department', async () => {
    const { departments } = (await t.app.inject({ url: '/api/careers/departments' })).json() as { departments: { department: string; openJobs: number }[] };
    expect(departments.map((d) => d.department)).toContain('ict');
    const total = (await list()).total;
    expect(departments.reduce((sum, d) => sum + d.openJobs, 0)).toBe(total);
  });

  it('shows an administrator change at once (the cache is invalidated on every write)', async () => {
    const before = (await list()).total;
    const job = await published('Cache Check Pharmacist');
    expect((await list()).total).toBe(before + 1);
    expect((await list('?q=cache%20check')).jobs.map((j) => j.id)).toEqual([job.id]);
    expect((await t.app.inject({ url: `/api/careers/jobs/${job.slug}` })).json().status).toBe('open');
    await t.app.inject({ method: 'POST', url: `/api/careers/admin/jobs/${job.id}/close`, headers: admin });
    expect((await list()).total).toBe(before);
    expect((await t.app.inject({ url: `/api/careers/jobs/${job.slug}` })).json().status).toBe('closed');
  });

  it('closes a job by itself when its closing moment passes', async () => {
    const job = await published('Auto Close Pharmacist');
    // Time passes: the job's closing moment is now one second away.
    await t.app.db.execute(sql`update jobs set closes_at = now() + interval '1 second' where id = ${job.id}`);
    publicBoard(t.app.db).invalidate();
    expect((await list('?q=auto%20close')).total).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect((await list('?q=auto%20close')).total).toBe(0);
    expect((await t.app.inject({ url: `/api/careers/jobs/${job.id}` })).json().status).toBe('closed');
    const asAdmin = await t.app.inject({ url: `/api/careers/admin/jobs/${job.id}`, headers: admin });
    expect(asAdmin.json().status).toBe('closed');
  });

  it('lists open jobs in /sitemap.xml with the public URL', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<loc>https://careers.hospital.example/careers</loc>');
    expect(res.body).toContain('<loc>https://careers.hospital.example/careers/jobs</loc>');
    const open = (await list('?perPage=100')).jobs;
    for (const job of open) expect(res.body).toContain(`/careers/job/${job.slug}</loc>`);
    const all = (await adminJobs('?perPage=100')).jobs as { slug: string; status: string }[];
    for (const job of all.filter((j) => j.status !== 'open')) expect(res.body).not.toContain(job.slug);
  });
});
