import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { inDays, publishableJob } from './careers-helpers.js';

let t: TestApp;
let admin: Record<string, string>;
let client: Record<string, string>;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = admin) =>
  t.app.inject({ method, url: `/api/careers/admin/jobs${url}`, payload, headers });
const action = (id: number, name: string) => call('POST', `/${id}/${name}`);
const isPublic = async (id: number) => (await t.app.inject({ url: `/api/careers/jobs/${id}` })).statusCode === 200;

async function draft(title: string, fields: Record<string, unknown> = {}) {
  const res = await call('POST', '', { title, ...fields });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.token('admin'));
  client = bearer(await t.token('client'));
});
afterAll(async () => t?.close());

describe('job management', () => {
  it('is for administrators only: 401 without a token, 403 for an applicant', async () => {
    const routes: ['GET' | 'POST' | 'PUT', string][] = [
      ['GET', ''],
      ['POST', ''],
      ['GET', '/1'],
      ['PUT', '/1'],
      ...['publish', 'close', 'reopen', 'archive', 'duplicate'].map((a): ['POST', string] => ['POST', `/1/${a}`]),
    ];
    for (const [method, url] of routes) {
      const payload = method === 'GET' ? undefined : { title: 'Nope' };
      expect((await call(method, url, payload, {})).statusCode, `${method} ${url}`).toBe(401);
      const forbidden = await call(method, url, payload, client);
      expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
      expect(forbidden.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    }
    expect((await call('GET', '?q=Nope')).json().total).toBe(0);
  });

  it('creates drafts with a yearly reference, invisible to the public', async () => {
    const job = await draft('Dietitian');
    const year = new Date().getFullYear();
    expect(job.reference).toMatch(new RegExp(`^TRH/${year}/\\d{3,}$`));
    expect(job).toMatchObject({ status: 'draft', postedAt: null, closingDate: null, slug: `dietitian-trh-${year}-${job.reference.split('/')[2]}` });
    expect(await isPublic(job.id)).toBe(false);
    const next = await draft('Dietitian Assistant');
    expect(Number(next.reference.split('/')[2])).toBe(Number(job.reference.split('/')[2]) + 1);
  });

  it('publishes only a complete job with a sane salary and a future closing date', async () => {
    const job = await draft('Physiotherapist');
    const incomplete = await action(job.id, 'publish');
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toMatch(/Fill in the department, location, employment type, working pattern, summary, description, minimum salary, maximum salary, closing date/);

    const upsideDown = await call('PUT', `/${job.id}`, publishableJob('Physiotherapist', inDays(5), { salaryMin: 200_000, salaryMax: 100_000 }));
    expect(upsideDown.statusCode).toBe(400);
    expect(upsideDown.json().message).toContain('minimum salary must not be more than the maximum');
    expect((await call('POST', '', { title: 'Upside', salaryMin: 5, salaryMax: 4 })).statusCode).toBe(400);

    expect((await call('PUT', `/${job.id}`, publishableJob('Physiotherapist', inDays(-1)))).statusCode).toBe(200);
    const past = await action(job.id, 'publish');
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toContain('closing date must be today or later');

    expect((await call('PUT', `/${job.id}`, publishableJob('Physiotherapist', inDays(0)))).statusCode).toBe(200);
    const ok = await action(job.id, 'publish');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'open', closingDate: inDays(0), postedAt: expect.any(String) });
    expect(await isPublic(job.id)).toBe(true);
  });

  it('moves through close, reopen and archive; illegal moves are 409', async () => {
    const created = await call('POST', '', publishableJob('Occupational Therapist', inDays(7)));
    const { id, slug } = created.json();
    expect((await action(id, 'close')).statusCode).toBe(409); // a draft cannot be closed
    expect((await action(id, 'reopen')).statusCode).toBe(409);
    expect((await action(id, 'publish')).statusCode).toBe(200);
    expect((await action(id, 'publish')).statusCode).toBe(409);
    const archiveOpen = await action(id, 'archive');
    expect(archiveOpen.statusCode).toBe(409);
    expect(archiveOpen.json().message).toContain('Close it first');

    // Editing an open job keeps it publishable and keeps its slug (links stay valid).
    const renamed = await call('PUT', `/${id}`, publishableJob('Senior Occupational Therapist', inDays(7)));
    expect(renamed.json()).toMatchObject({ title: 'Senior Occupational Therapist', slug });
    expect((await call('PUT', `/${id}`, { title: 'Senior Occupational Therapist' })).statusCode).toBe(400);

    expect((await action(id, 'close')).json().status).toBe('closed');
    expect(await isPublic(id)).toBe(true); // shown, as closed
    expect((await action(id, 'close')).statusCode).toBe(409);
    // A closed job may get a later date, then reopen; an open one cannot go back to a past date.
    expect((await call('PUT', `/${id}`, publishableJob('Senior Occupational Therapist', inDays(-3)))).statusCode).toBe(200);
    expect((await action(id, 'reopen')).statusCode).toBe(400);
    expect((await call('PUT', `/${id}`, publishableJob('Senior Occupational Therapist', inDays(14)))).statusCode).toBe(200);
    expect((await action(id, 'reopen')).json().status).toBe('open');
    expect((await action(id, 'close')).statusCode).toBe(200);
    expect((await action(id, 'archive')).json().status).toBe('archived');
    expect(await isPublic(id)).toBe(false);
    expect((await action(id, 'publish')).statusCode).toBe(409);
    expect((await action(id, 'reopen')).statusCode).toBe(409);
    expect((await call('PUT', `/${id}`, publishableJob('Again', inDays(3)))).statusCode).toBe(409);
    for (const name of ['publish', 'close', 'reopen', 'archive', 'duplicate']) expect((await action(999_999, name)).statusCode).toBe(404);
  });

  it('duplicates a job into a new draft without a closing date', async () => {
    const original = (await call('POST', '', publishableJob('Speech Therapist', inDays(9)))).json();
    await action(original.id, 'publish');
    const copy = await action(original.id, 'duplicate');
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ status: 'draft', title: 'Speech Therapist', closingDate: null, postedAt: null, duties: original.duties });
    expect(copy.json().reference).not.toBe(original.reference);
    expect(copy.json().slug).not.toBe(original.slug);
  });

  it('lists every status with filters, search, sort, pages and counts per status', async () => {
    const all = (await call('GET', '?perPage=100')).json();
    const counts = all.statusCounts;
    expect(counts.draft + counts.open + counts.closed + counts.archived).toBe(all.total);
    const drafts = (await call('GET', '?status=draft&perPage=100')).json();
    expect(drafts.total).toBe(counts.draft);
    expect(drafts.jobs.every((j: { status: string }) => j.status === 'draft')).toBe(true);
    expect(drafts.statusCounts).toEqual(counts);
    const several = (await call('GET', '?status=draft&status=archived')).json();
    expect(several.total).toBe(counts.draft + counts.archived);
    const nursing = (await call('GET', '?department=nursing&q=critical')).json();
    expect(nursing.jobs.map((j: { title: string }) => j.title)).toEqual(['Registered Nurse – Critical Care Unit']);
    const literalPercent = (await call('GET', '?q=%25')).json();
    expect(literalPercent.total).toBe(0);
    const titles = (await call('GET', '?sortBy=title&sortDesc=false&perPage=100')).json().jobs.map((j: { title: string }) => j.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    const page = (await call('GET', '?perPage=3&page=2')).json();
    expect(page.jobs.map((j: { id: number }) => j.id)).toEqual(all.jobs.slice(3, 6).map((j: { id: number }) => j.id));
    for (const query of ['?status=deleted', '?perPage=0', '?sortBy=salary', '?sortDesc=maybe', '?page=abc']) expect((await call('GET', query)).statusCode, query).toBe(400);
  });
});

describe('hostile input on job writes', () => {
  it('refuses wrong types, huge strings, unknown values and control characters with 400', async () => {
    const bad: Record<string, unknown>[] = [
      {},
      { title: 42 },
      { title: 'ab' },
      { title: 'x'.repeat(161) },
      { title: 'Nurse', salaryMin: 'a lot' },
      { title: 'Nurse', salaryMin: -1 },
      { title: 'Nurse', salaryMin: 1.5 },
      { title: 'Nurse', posts: 0 },
      { title: 'Nurse', department: 'cardiology' },
      { title: 'Nurse', salaryCurrency: 'shillings' },
      { title: 'Nurse', closingDate: '2026-02-30' },
      { title: 'Nurse', closingDate: 'tomorrow' },
      { title: 'Nurse', summary: 'x'.repeat(601) },
      { title: 'Nurse', description: 'x'.repeat(10_001) },
      { title: 'Nurse', duties: Array.from({ length: 41 }, () => 'duty') },
      { title: 'Nurse', duties: 'not a list' },
      { title: 'Nurse', documentsRequired: ['cv', 'cv'] },
      { title: 'Nurse', documentsRequired: ['passport-photo'] },
      { title: 'Nurse\u0000' },
      { title: 'Nurse', summary: 'bell\u0007' },
    ];
    for (const payload of bad) {
      const res = await call('POST', '', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
    }
    const target = await draft('Hostile Target');
    for (const payload of bad.slice(0, 8)) expect((await call('PUT', `/${target.id}`, payload)).statusCode).toBe(400);
    expect((await call('GET', `/${target.id}`)).json()).toMatchObject({ title: 'Hostile Target', salaryMin: null });
    for (const id of ['abc', '0', '-1', '99999999999', '1.5']) expect((await call('GET', `/${id}`)).statusCode, id).toBe(400);
    const notJson = await t.app.inject({ method: 'POST', url: '/api/careers/admin/jobs', headers: { ...admin, 'content-type': 'application/json' }, payload: '{"title":' });
    expect(notJson.statusCode).toBe(400);
  });

  it('stores markup as plain text and strips unknown fields', async () => {
    const script = '<script>alert("x")</script> Nurse';
    const res = await call('POST', '', { title: script, summary: '<img src=x onerror=alert(1)>', status: 'open', reference: 'HACK/1', id: 1 });
    expect(res.statusCode).toBe(201);
    const job = res.json();
    expect(job).toMatchObject({ title: script, summary: '<img src=x onerror=alert(1)>', status: 'draft' });
    expect(job.reference).not.toBe('HACK/1');
    expect(job.id).not.toBe(1);
    expect(job.slug).toMatch(/^script-alert-x-script-nurse-trh-/);
    expect((await call('GET', `/${job.id}`)).json().title).toBe(script);
  });
});
