import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { atInterview, CHECKS, offerJob, sentOffer } from './careers-offers-helpers.js';

/** The checks board (`listOpenChecks`): paged, sorted and filtered in SQL like every staff list. */

let t: TestApp;
let admin: Record<string, string>;
const JOB = 'Checks board theatre practitioner';

type Row = { applicantName: string; jobTitle: string; check: { id: number; owner: string; status: string } };
const board = async (query: string, headers = admin) => {
  const answer = await t.app.inject({ method: 'GET', url: `${CHECKS}?${query}`, headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { items: Row[]; total: number };
};
const q = `q=${encodeURIComponent('theatre practitioner')}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.token('admin'));
  const jobId = (await offerJob(t, JOB, 3)).id;
  for (const name of ['board.ann', 'board.zed']) await sentOffer(t, (await atInterview(t, jobId, name)).id, admin);
});
afterAll(async () => t?.close());

describe('the checks board', () => {
  it('searches by job title, counts every match and pages through them without repeating a check', async () => {
    const all = await board(`${q}&perPage=100`);
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(all.items).toHaveLength(all.total);
    expect(new Set(all.items.map((r) => r.jobTitle))).toEqual(new Set([JOB]));
    const first = await board(`${q}&perPage=3&page=1`);
    const second = await board(`${q}&perPage=3&page=2`);
    expect(first.total).toBe(all.total);
    expect(first.items).toHaveLength(3);
    const seen = [...first.items, ...second.items].map((r) => r.check.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort()).toEqual(all.items.map((r) => r.check.id).slice(0, seen.length).sort());
  });

  it('still counts the matches on a page past the last one', async () => {
    const beyond = await board(`${q}&perPage=100&page=50`);
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe((await board(`${q}&perPage=100`)).total);
  });

  it("sorts by the applicant's name both ways", async () => {
    const names = (await board(`${q}&perPage=100&sortBy=applicant`)).items.map((r) => r.applicantName);
    const reversed = (await board(`${q}&perPage=100&sortBy=applicant&sortDesc=true`)).items.map((r) => r.applicantName);
    expect(names[0]).not.toBe(names.at(-1));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(reversed[0]).toBe(names.at(-1));
  });

  it('filters by owner and by status, in SQL', async () => {
    const health = await board(`${q}&perPage=100&owner=occupational_health`);
    expect(health.total).toBeGreaterThan(0);
    expect(health.items.every((r) => r.check.owner === 'occupational_health')).toBe(true);
    expect((await board(`${q}&status=received`)).total).toBe(0);
    expect((await board(`${q}&status=requested`)).total).toBe((await board(`${q}&perPage=100`)).total);
  });

  it('shows a staff member outside the hiring team none of these checks', async () => {
    const panel = bearer((await t.login('panel@demo.com', 'panel')).json().accessToken);
    expect((await board(q, panel)).total).toBe(0);
  });

  it.each([
    ['perPage=1000', 'perPage'],
    ['page=0', 'page'],
    ['sortBy=salary', 'sortBy'],
    ['owner=anyone', 'owner'],
    ['status=met', 'status'],
    ['overdue=maybe', 'overdue'],
    [`q=${'x'.repeat(500)}`, 'q'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const answer = await t.app.inject({ method: 'GET', url: `${CHECKS}?${query}`, headers: admin });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().field ?? JSON.stringify(answer.json())).toContain(field);
  });

  it('takes a search full of LIKE wildcards literally', async () => {
    expect((await board('q=%25_%25')).total).toBe(0);
  });
});
