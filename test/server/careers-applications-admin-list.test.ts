import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { ADMIN_APPS, applicant, draft, openJob, submitted } from './careers-applications-helpers.js';

type Listed = { id: number; status: string; job: { id: number; reference: string; title: string }; applicant: { fullName: string; email: string }; submittedAt: string | null; updatedAt: string };
type List = { applications: Listed[]; total: number; page: number; perPage: number; statusCounts: Record<string, number> };

let t: TestApp;
let admin: Record<string, string>;
let job: { id: number; reference: string };
let other: { id: number; reference: string };
const ids: Record<string, number> = {};

const list = async (query: string): Promise<List> => {
  const res = await t.app.inject({ url: `${ADMIN_APPS}?${query}`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const idsOf = (l: List) => l.applications.map((a) => a.id);
const move = (id: number, to: string) => t.app.inject({ method: 'POST', url: `${ADMIN_APPS}/${id}/transition`, headers: admin, payload: { to, notifyApplicant: false } });

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.token('admin'));
  job = await openJob(t, 'Listed Radiographer');
  other = await openJob(t, 'Listed Midwife');
  // Submitted one after the other: newest first is the reverse of this order.
  for (const [key, fullName] of [
    ['ada', 'Ada Okafor'],
    ['bruno', 'Bruno 100% Silva'],
    ['chloe', 'chloé Martin'],
  ] as const) {
    const who = await applicant(t, `list.${key}`, true, fullName);
    ids[key] = (await submitted(t, who, job.id)).id;
  }
  const dana = await applicant(t, 'list.dana', true, 'Dana Mwangi');
  ids.dana = (await submitted(t, dana, other.id)).id;
  const drafter = await applicant(t, 'list.drafter', true, 'Eve Draft');
  ids.draft = (await draft(t, drafter, job.id)).id;
  expect((await move(ids.bruno!, 'under_review')).statusCode).toBe(200);
});
afterAll(async () => t?.close());

describe('the administrators’ application list', () => {
  it('lists the submitted applications of a job, newest first, never drafts, with the job and applicant', async () => {
    const all = await list(`jobId=${job.id}`);
    expect(idsOf(all)).toEqual([ids.chloe, ids.bruno, ids.ada]);
    expect(all.total).toBe(3);
    expect(all.applications[2]).toMatchObject({ status: 'submitted', job: { id: job.id, reference: job.reference, title: 'Listed Radiographer' }, applicant: { fullName: 'Ada Okafor', email: 'list.ada@example.org' } });
    // Timestamps keep the API's ISO form whatever the database's time zone.
    for (const a of all.applications) {
      expect(a.submittedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(a.updatedAt).toMatch(/Z$/);
    }
  });

  it('filters by status and counts every status under the other filters', async () => {
    const reviewed = await list(`jobId=${job.id}&status=under_review`);
    expect(idsOf(reviewed)).toEqual([ids.bruno]);
    expect(reviewed.total).toBe(1);
    expect(reviewed.statusCounts).toMatchObject({ draft: 0, submitted: 2, under_review: 1, shortlisted: 0 });
    const both = await list(`jobId=${job.id}&status=under_review&status=submitted`);
    expect(both.total).toBe(3);
    const none = await list(`jobId=${job.id}&status=hired`);
    expect(none).toMatchObject({ applications: [], total: 0 });
    expect(none.statusCounts.submitted).toBe(2);
  });

  it('finds by every word of the text, in names, e-mails and job references, wildcards taken literally', async () => {
    expect(idsOf(await list(`q=${encodeURIComponent('ada okafor')}`))).toEqual([ids.ada]);
    expect(idsOf(await list(`q=list.dana%40example`))).toEqual([ids.dana]);
    expect(idsOf(await list(`q=${encodeURIComponent(other.reference)}`))).toEqual([ids.dana]);
    expect(idsOf(await list(`q=${encodeURIComponent('100%')}`))).toEqual([ids.bruno]);
    const percent = await list(`q=${encodeURIComponent('%')}&jobId=${job.id}`);
    expect(idsOf(percent)).toEqual([ids.bruno]);
    expect(percent.statusCounts).toMatchObject({ submitted: 0, under_review: 1 });
    expect((await list(`q=${encodeURIComponent('Ada Midwife')}`)).total).toBe(0);
  });

  it('sorts and pages', async () => {
    expect(idsOf(await list(`jobId=${job.id}&sortBy=submittedAt&sortDesc=false`))).toEqual([ids.ada, ids.bruno, ids.chloe]);
    expect(idsOf(await list(`jobId=${job.id}&sortBy=name&sortDesc=false`))).toEqual([ids.ada, ids.bruno, ids.chloe]);
    expect(idsOf(await list(`jobId=${job.id}&sortBy=status&sortDesc=false`))).toEqual([ids.chloe, ids.ada, ids.bruno]);
    expect(idsOf(await list(`jobId=${job.id}&sortBy=updatedAt`))[0]).toBe(ids.bruno);
    const second = await list(`jobId=${job.id}&sortBy=submittedAt&sortDesc=false&perPage=2&page=2`);
    expect(second).toMatchObject({ total: 3, page: 2, perPage: 2 });
    expect(idsOf(second)).toEqual([ids.chloe]);
    expect(idsOf(await list(`jobId=${job.id}&perPage=2&page=3`))).toEqual([]);
  });

  it('filters by submission day', async () => {
    const today = new Date().toLocaleDateString('sv'); // YYYY-MM-DD in the server's time zone
    expect((await list(`jobId=${job.id}&submittedFrom=${today}&submittedTo=${today}`)).total).toBe(3);
    expect((await list(`jobId=${job.id}&submittedFrom=2099-01-01`)).total).toBe(0);
    expect((await list(`jobId=${job.id}&submittedTo=2000-01-01`)).statusCounts.submitted).toBe(0);
  });
});
