import { subject } from '@casl/ability';
import type { FastifyRequest } from 'fastify';
import type { Subject } from '../../../common/ability.js';
import type { TeamRole } from '../../../common/staff-access.js';
import { recordRefusal } from '../../lib/audit.js';
import { forbidden } from '../../lib/http-errors.js';
import { refuse } from '../../lib/refusals.js';
import { findJob, jobSubject, type JobRow } from '../careers-jobs/index.js';
import type { Database } from '../../db/connection.js';
import { scoringRolesOn } from './repo.js';

/**
 * Who does what in a job's sift. Scorers are the job's hiring team members with the
 * `shortlisting` or `shortlisting_lead` role (active rows, account not deactivated); the lead
 * moderates; closing the sift is for the lead or whoever may decide the job's applications
 * (recruitment admins of its department, super admins, a recruiting manager with decisions).
 * The job must be visible to the caller (`read Job`), else 404 as if it did not exist.
 */
export interface SiftCaller {
  userId: number;
  roles: TeamRole[];
  scorer: boolean;
  lead: boolean;
  /** May decide the job's applications (a recruiter): sees scores once complete, may close. */
  decider: boolean;
}

const asSubject = (s: unknown) => s as Subject;

export async function visibleJob(db: Database, request: FastifyRequest, jobId: number): Promise<JobRow> {
  const job = await findJob(db, jobId);
  if (!job || !request.ability.can('read', asSubject(jobSubject(job)))) throw refuse('job_not_found', 'This job does not exist.');
  return job;
}

export async function callerOn(db: Database, request: FastifyRequest, job: JobRow): Promise<SiftCaller> {
  const userId = request.user.sub;
  const roles = await scoringRolesOn(db, userId, job.id);
  const decider = request.ability.can('decide', asSubject(subject('Application', { jobId: job.id, department: job.department, status: 'under_review', applicantId: -1 })));
  return { userId, roles, scorer: roles.length > 0, lead: roles.includes('shortlisting_lead'), decider };
}

/** The caller on the job of an application: 404 (audited) unless they score it, lead it or decide it; never their own application. */
export async function callerOnApplication(db: Database, request: FastifyRequest, job: JobRow, applicationId: number, applicantId: number | null): Promise<SiftCaller> {
  const visible = request.ability.can('read', asSubject(jobSubject(job)));
  const caller = visible ? await callerOn(db, request, job) : null;
  if (!caller || (!caller.scorer && !caller.decider) || applicantId === caller.userId) {
    await recordRefusal(db, request, { action: 'sift.read_denied', subjectType: 'Application', subjectId: applicationId, applicationId, jobId: job.id });
    throw refuse('application_not_found', 'This application does not exist.');
  }
  return caller;
}

export const notLead = () => forbidden('Only the shortlisting lead of this job may do this.');
