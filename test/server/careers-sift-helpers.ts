import { expect } from 'vitest';
import { bearer, type TestApp } from '../helpers/app.js';
import { inDays, publishableJob } from './careers-helpers.js';
import { activeStaff } from './careers-staff-helpers.js';

export const SIFT = '/api/careers/admin/sift';
type Headers = Record<string, string>;

export const CRITERIA = { essentialCriteria: ['Registered nurse', 'Two years on a ward'], desirableCriteria: ['Critical care experience'] };

/** A job with three criteria (two essential), its scorecard set while a draft, then published. */
export async function siftJob(t: TestApp, admin: Headers, title: string, card: { nameBlind?: boolean; requiredScorers?: number } = {}) {
  const created = await t.app.inject({ method: 'POST', url: '/api/careers/admin/jobs', headers: admin, payload: publishableJob(title, inDays(30), CRITERIA) });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as number;
  const set = await t.app.inject({
    method: 'PUT',
    url: `/api/careers/admin/jobs/${id}/scorecard`,
    headers: admin,
    payload: { criteria: [{ key: 'essential-0', assessedAt: 'application', weight: 2 }], requiredScorers: card.requiredScorers ?? 2, nameBlind: card.nameBlind ?? false },
  });
  expect(set.statusCode, set.body).toBe(200);
  const published = await t.app.inject({ method: 'POST', url: `/api/careers/admin/jobs/${id}/publish`, headers: admin });
  expect(published.statusCode, published.body).toBe(200);
  return id;
}

/** Two scorers and a lead (panel members) on the job's team. */
export async function siftPanel(t: TestApp, admin: Headers, jobId: number, prefix: string) {
  const a = await activeStaff(t, admin, `${prefix}.a@example.org`, { systemRole: 'panel_member', fullName: `${prefix} Scorer A` });
  const b = await activeStaff(t, admin, `${prefix}.b@example.org`, { systemRole: 'panel_member', fullName: `${prefix} Scorer B` });
  const lead = await activeStaff(t, admin, `${prefix}.lead@example.org`, { systemRole: 'panel_member', fullName: `${prefix} Lead` });
  const team = await t.app.inject({
    method: 'PUT',
    url: `/api/careers/admin/jobs/${jobId}/team`,
    headers: admin,
    payload: { members: [{ userId: a.id, teamRole: 'shortlisting' }, { userId: b.id, teamRole: 'shortlisting' }, { userId: lead.id, teamRole: 'shortlisting_lead' }] },
  });
  expect(team.statusCode, team.body).toBe(200);
  return { a: a.headers, b: b.headers, lead: lead.headers, ids: { a: a.id, b: b.id, lead: lead.id } };
}

/** A submission: every criterion of the test scorecard at `scores` (essential-0, essential-1, desirable-0). */
export const answer = (scores: [number, number, number], verdict: 'shortlist' | 'reject' = 'shortlist') => ({
  verdict,
  scores: ['essential-0', 'essential-1', 'desirable-0'].map((criterionKey, i) => ({ criterionKey, score: scores[i], evidence: `Evidence for ${criterionKey}` })),
});

export const submitScores = (t: TestApp, headers: Headers, id: number, body: unknown) => t.app.inject({ method: 'PUT', url: `${SIFT}/applications/${id}/scores`, headers, payload: body as object });
export const readScores = (t: TestApp, headers: Headers, id: number) => t.app.inject({ url: `${SIFT}/applications/${id}/scores`, headers });
export const closeSift = (t: TestApp, headers: Headers, jobId: number, body: object) => t.app.inject({ method: 'POST', url: `/api/careers/admin/jobs/${jobId}/sift/close`, headers, payload: body });

export { bearer };
