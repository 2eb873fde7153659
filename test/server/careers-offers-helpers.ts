import { expect } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import { bearer } from '../helpers/app.js';
import { ADMIN_APPS, applicant, openJob, submitted } from './careers-applications-helpers.js';
import { inDays } from './careers-helpers.js';

/** Offers tests: a job, applications brought to interview, offer terms. */

export const OFFERS = '/api/careers/admin/offers';
export const CHECKS = '/api/careers/admin/offer-checks';
export const CHECK_TYPES = '/api/careers/admin/check-types';
export const myOffer = (applicationId: number) => `/api/careers/applications/${applicationId}/offer`;
export const offerOf = (applicationId: number) => `${ADMIN_APPS}/${applicationId}/offer`;

export const TERMS = {
  grade: 'Band 6',
  salary: 120_000,
  band: '6',
  point: '3',
  hoursPerWeek: 37.5,
  workingPattern: 'Days, Monday to Friday',
  contractType: 'permanent',
  site: 'Main hospital',
  proposedStart: inDays(45),
};

export const offerBody = (overrides: Record<string, unknown> = {}) => ({ terms: TERMS, respondBy: inDays(10), ...overrides });

/** A submitted application of a new applicant moved by the super admin to interview. */
export async function atInterview(t: TestApp, jobId: number, name: string) {
  const who = await applicant(t, name);
  const app = await submitted(t, who, jobId);
  const admin = bearer(await t.token('admin'));
  for (const to of ['under_review', 'shortlisted', 'interview']) {
    const moved = await t.app.inject({ method: 'POST', url: `${ADMIN_APPS}/${app.id}/transition`, headers: admin, payload: { to } });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return { who, id: app.id };
}

/** A published job with `posts` posts. */
export const offerJob = (t: TestApp, title: string, posts = 1) => openJob(t, title, { posts });

type Headers = Record<string, string>;
export const post = (t: TestApp, url: string, headers: Headers, payload?: object) => t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

/** Creates and sends an offer; returns its id. */
export async function sentOffer(t: TestApp, applicationId: number, headers: Headers, body = offerBody()) {
  const created = await post(t, `${ADMIN_APPS}/${applicationId}/offers`, headers, body);
  expect(created.statusCode, created.body).toBe(201);
  const sent = await post(t, `${OFFERS}/${created.json().id}/send`, headers);
  expect(sent.statusCode, sent.body).toBe(200);
  return created.json().id as number;
}
