import { afterAll, beforeAll, expect } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { mailOutbox } from '../../server/db/schema.js';
import { ADMIN_APPS, applicant, openJob, submitted } from './careers-applications-helpers.js';

export const REFEREE = '/api/references/request';
export const MARY = 'mary.njeri@county.example';
export const PETER = 'peter.kamau@county.example';
type Headers = Record<string, string>;

export const refsUrl = (applicationId: number, referenceId?: number, action?: string) =>
  `${ADMIN_APPS}/${applicationId}/references${referenceId ? `/${referenceId}` : ''}${action ? `/${action}` : ''}`;
export const myRefsUrl = (applicationId: number, referenceId?: number, action?: string) =>
  `/api/careers/applications/${applicationId}/references${referenceId ? `/${referenceId}/${action}` : ''}`;

/**
 * A file's set-up: before its tests a fresh app and the demo super admin's headers, handed to `use`
 * (`withAdminApp((app, headers) => ([t, admin] = [app, headers]))`); the app closed after them.
 */
export function withAdminApp(use: (t: TestApp, admin: Headers) => void) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    use(app, bearer(await app.token('admin')));
  }, 120_000);
  afterAll(async () => app?.close());
}

/** Moves an application (as `admin`) along `steps`. */
export async function moveTo(t: TestApp, admin: Headers, id: number, steps: string[]) {
  for (const to of steps) {
    const res = await t.app.inject({ method: 'POST', url: `${ADMIN_APPS}/${id}/transition`, headers: admin, payload: { to, notifyApplicant: false, ...(to === 'rejected' ? { reason: 'Another candidate was appointed' } : {}) } });
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** A submitted application of a new applicant to `jobId`, moved along `steps`. */
export async function atStage(t: TestApp, admin: Headers, jobId: number, name: string, steps: string[]) {
  const who = await applicant(t, name);
  const app = await submitted(t, who, jobId);
  await moveTo(t, admin, app.id, steps);
  return { who, id: app.id };
}

/** A submitted application of a new applicant to `jobId`, moved to interview. */
export const atInterview = (t: TestApp, admin: Headers, jobId: number, name: string) => atStage(t, admin, jobId, name, ['under_review', 'shortlisted', 'interview']);

/** A published job taking references before interview (requests at interview, pre-offer questionnaire), or after the offer. */
export async function referencesJob(t: TestApp, title: string, referenceStage: 'before_interview' | 'after_offer' = 'before_interview') {
  return (await openJob(t, title, { referenceStage })).id;
}

/** The token of the newest reference link queued for `email` (the outbox row). */
export async function refereeToken(t: TestApp, email: string) {
  const rows = await t.app.db.select({ text: mailOutbox.bodyText }).from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(desc(mailOutbox.id)).limit(1);
  const token = /\/careers\/reference\?token=([A-Za-z0-9_-]+)/.exec(rows[0]?.text ?? '')?.[1];
  if (!token) throw new Error(`no reference link for ${email}`);
  return token;
}

/** Complete answers of a questionnaire (post-offer adds the concern questions). */
export function answers(stage: 'pre_offer' | 'post_offer', extra: Record<string, unknown> = {}) {
  const base = {
    relationship: 'Line manager on the ICU',
    knownFor: 'Six years',
    employedFrom: '2018-01-08',
    employedTo: null,
    jobTitle: 'Nursing Officer',
    wouldReemploy: 'yes',
    ableToDoRole: 'yes',
    comments: 'Calm under pressure, trusted by the whole ward',
    shareable: false,
    signedName: 'Mary Njeri',
    signedRole: 'Nurse Manager',
    trueAndComplete: true,
  };
  const concerns = { investigation: { answer: 'no' }, warnings: { answer: 'no' }, allegations: { answer: 'yes', details: 'Unfounded complaint in 2019, closed' }, fitnessToPractise: { answer: 'no' } };
  return { ...base, ...(stage === 'post_offer' ? { concerns, reasonForLeaving: 'Promotion', sicknessAbsenceDays: 3 } : {}), ...extra };
}

export const referee = {
  get: (t: TestApp, token: string) => t.app.inject({ url: `${REFEREE}?token=${encodeURIComponent(token)}` }),
  draft: (t: TestApp, token: string, body: unknown) => t.app.inject({ method: 'PUT', url: `${REFEREE}/draft`, payload: { token, answers: body } as object }),
  submit: (t: TestApp, token: string, body: unknown) => t.app.inject({ method: 'POST', url: `${REFEREE}/submit`, payload: { token, answers: body } as object }),
  decline: (t: TestApp, token: string, reason?: string) => t.app.inject({ method: 'POST', url: `${REFEREE}/decline`, payload: { token, ...(reason ? { reason } : {}) } }),
};

export { bearer };
