import { expect } from 'vitest';
import { applications } from '../../server/db/schema.js';
import { bearer, type TestApp } from '../helpers/app.js';
import { ADMIN_APPS, openJob } from './careers-applications-helpers.js';
import { inDays, registerApplicant } from './careers-helpers.js';
import { activeStaff } from './careers-staff-helpers.js';

export const ROUNDS = '/api/careers/admin/interview-rounds';
export const MY = (applicationId: number) => `/api/careers/applications/${applicationId}/interview`;
type Headers = Record<string, string>;

/** A published job with a hiring team: an interview lead, an interviewer, and a shortlister (not on the interview panel). */
export async function interviewJob(t: TestApp, prefix: string) {
  const admin = bearer(await t.token('admin'));
  const job = await openJob(t, `${prefix} Ward Nurse`);
  const lead = await activeStaff(t, admin, `${prefix}.lead@example.org`, { systemRole: 'panel_member', fullName: `${prefix} Lead` });
  const member = await activeStaff(t, admin, `${prefix}.member@example.org`, { systemRole: 'panel_member', fullName: `${prefix} Member` });
  const sifter = await activeStaff(t, admin, `${prefix}.sifter@example.org`, { systemRole: 'panel_member', fullName: `${prefix} Sifter` });
  const team = await t.app.inject({
    method: 'PUT',
    url: `/api/careers/admin/jobs/${job.id}/team`,
    headers: admin,
    payload: { members: [{ userId: lead.id, teamRole: 'interview_lead' }, { userId: member.id, teamRole: 'interview' }, { userId: sifter.id, teamRole: 'shortlisting' }] },
  });
  expect(team.statusCode, team.body).toBe(200);
  return { admin, job, lead, member, sifter };
}

export const ROUND = { name: 'Panel interview', mode: 'in_person', location: 'Block B, room 4', durationMinutes: 30 } as const;

export async function createRound(t: TestApp, admin: Headers, jobId: number, body: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: `/api/careers/admin/jobs/${jobId}/interview-rounds`, headers: admin, payload: { ...ROUND, ...body } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; slots: { id: number; startsAt: string }[] };
}

/** Slots on days 3 and 4 from now, 09:00–11:00 (four of 30 minutes a day), every weekday. */
export const SLOT_PLAN = { from: inDays(3), to: inDays(4), dayStart: '09:00', dayEnd: '11:00', lengthMinutes: 30, bufferMinutes: 0, capacity: 1, weekdays: [1, 2, 3, 4, 5, 6, 7], preview: false };

export const generate = (t: TestApp, headers: Headers, roundId: number, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `${ROUNDS}/${roundId}/slots`, headers, payload: { ...SLOT_PLAN, ...body } });

/**
 * Registered applicants with a shortlisted application each. The application rows are written
 * directly (a fixture: the application flow is tested by its own files); everything after is HTTP.
 */
export async function shortlistedApplicants(t: TestApp, jobId: number, prefix: string, count: number) {
  const people = [];
  for (let i = 0; i < count; i += 1) people.push(await registerApplicant(t.app, `${prefix}-${i}`));
  const rows = await t.app.db
    .insert(applications)
    .values(people.map((p) => ({ jobId, applicantId: p.id, status: 'shortlisted' as const, form: {} as never, submittedAt: new Date() })))
    .returning({ id: applications.id });
  return people.map((p, i) => ({ ...p, applicationId: rows[i]!.id }));
}

export async function invite(t: TestApp, headers: Headers, roundId: number, applicationIds: number[], bookBy = new Date(Date.now() + 7 * 86_400_000).toISOString()) {
  return t.app.inject({ method: 'POST', url: `${ROUNDS}/${roundId}/invitations`, headers, payload: { applicationIds, bookBy } });
}

export const adminApplication = (t: TestApp, headers: Headers, id: number) => t.app.inject({ url: `${ADMIN_APPS}/${id}`, headers });
