import type { APIRequestContext } from '@playwright/test';
import { DEMO, expect } from './fixtures';

/** Setup through the API for the careers journeys (the e2e database is shared: everything is new and unique). */

export const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** The Authorization header of a signed-in account. */
export async function bearerOf(request: APIRequestContext, who: { email: string; password: string }) {
  const res = await request.post('/api/jwt/login', { data: who });
  expect(res.status()).toBe(200);
  return { authorization: `Bearer ${(await res.json()).accessToken as string}` };
}

/**
 * A new job, created and published by the demo administrator, with a CV required; `exactTitle`: its
 * title as given (no unique suffix); `fields`: more of the job's fields (its criteria, say).
 */
export async function publishedJob(request: APIRequestContext, titlePrefix: string, exactTitle = false, fields: Record<string, unknown> = {}) {
  const admin = await bearerOf(request, DEMO.admin);
  const title = exactTitle ? titlePrefix : `${titlePrefix} ${Date.now().toString(36)}`;
  const created = await request.post('/api/careers/admin/jobs', {
    headers: admin,
    data: {
      title,
      department: 'nursing',
      location: 'main-campus',
      employmentType: 'permanent',
      workingPattern: 'full-time',
      salaryMin: 50000,
      salaryMax: 60000,
      salaryCurrency: 'KES',
      posts: 1,
      summary: 'Care for patients on the medical ward.',
      description: 'You will care for patients on the medical ward.',
      documentsRequired: ['cv'],
      closingDate: inDays(30),
      ...fields,
    },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const job = await created.json();
  const published = await request.post(`/api/careers/admin/jobs/${job.id}/publish`, { headers: admin });
  expect(published.status(), await published.text()).toBe(200);
  return { id: job.id as number, title, admin };
}

/** The applicant's referees, with addresses of this run only (the outbox is shared by every test). */
export async function uniqueReferees(request: APIRequestContext, headers: Awaited<ReturnType<typeof bearerOf>>, stamp: string) {
  const current = await (await request.get('/api/careers/profile', { headers })).json();
  const referees = [
    { name: 'Grace Wanjiru', organisation: 'County Hospital', email: `grace.${stamp}@example.com` },
    { name: 'Peter Otieno', organisation: 'KNH', email: `peter.${stamp}@example.com` },
  ];
  const saved = await request.put('/api/careers/profile', { headers, data: { ...current.profile, version: current.version, referees } });
  expect(saved.status(), await saved.text()).toBe(200);
  return referees;
}

/** The checks a job's offers carry (`checkTypeKeys`) and the approvals an offer needs before it is sent. */
export async function checkProfileOf(request: APIRequestContext, admin: Awaited<ReturnType<typeof bearerOf>>, jobId: number, checkTypeKeys: string[], approvalsRequired: number) {
  const profile = await request.put(`/api/careers/admin/jobs/${jobId}/check-profile`, { headers: admin, data: { checkTypeKeys, approvalsRequired, refuseOverPosts: false } });
  expect(profile.status(), await profile.text()).toBe(200);
}

/** The checks a job's offers carry (`checkTypeKeys`), with no approval needed before an offer is sent. */
export const checkProfileWithoutApprovals = (request: APIRequestContext, admin: Awaited<ReturnType<typeof bearerOf>>, jobId: number, checkTypeKeys: string[]) =>
  checkProfileOf(request, admin, jobId, checkTypeKeys, 0);

/** The demo's HR officer and occupational health nurse (staff accounts of the seed). */
export const HR = { email: 'hr@demo.com', password: 'hr' };
export const OH = { email: 'oh@demo.com', password: 'oh' };

/** A draft offer on an application at interview, made through the API by `maker` (who may not approve it). */
export async function draftOfferThroughApi(request: APIRequestContext, maker: Awaited<ReturnType<typeof bearerOf>>, applicationId: number) {
  const terms = { grade: 'Band 5', salary: 55000, band: '', point: '', hoursPerWeek: 40, workingPattern: 'Days and nights, rota', contractType: 'permanent', site: 'Main Campus', proposedStart: inDays(40) };
  const made = await request.post(`/api/careers/admin/applications/${applicationId}/offers`, { headers: maker, data: { terms, respondBy: inDays(7) } });
  expect(made.status(), await made.text()).toBeLessThan(300);
  return (await made.json()).id as number;
}
