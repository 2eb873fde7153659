import type { ApplicationFormData } from '../../db/schema.js';
import { isOpenNow, type JobRow } from '../careers-jobs/index.js';
import type { ApplicationRow, EventRow } from './repo.js';
import type { Application, ApplicationForm, ApplicationSnapshot } from './schemas.js';
import { allowedTransitions, nextStep } from '../../../common/application-status.js';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export const emptyForm = (): ApplicationFormData => ({ coverLetter: '', documentIds: [], declaration: false, disabilityScheme: false });
export const formOf = (row: ApplicationRow): ApplicationForm => ({ ...emptyForm(), ...(row.form ?? {}) });

export function toApplicationJob(job: JobRow) {
  return {
    id: job.id,
    reference: job.reference,
    slug: job.slug,
    title: job.title,
    department: job.department,
    location: job.location,
    closingDate: job.closingDate,
    closesAt: iso(job.closesAt),
    open: isOpenNow(job),
    documentsRequired: job.documentsRequired,
  };
}

export function toSummary(row: ApplicationRow, job: JobRow) {
  return {
    id: row.id,
    status: row.status,
    job: toApplicationJob(job),
    submittedAt: iso(row.submittedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    nextStep: nextStep(row.status, isOpenNow(job)),
    canWithdraw: allowedTransitions(row.status, 'applicant').includes('withdrawn'),
  };
}

/** A timeline entry as the applicant sees it: the move and its date; reasons and notes are staff-only. */
export const toApplicantEvent = (e: EventRow) => ({
  id: e.id,
  at: e.at.toISOString(),
  actorRole: e.actorRole,
  fromStatus: e.fromStatus,
  toStatus: e.toStatus,
  reason: null,
  note: null,
});

export function toAdminEvent(e: EventRow, actorName: string | null) {
  return {
    id: e.id,
    at: e.at.toISOString(),
    actorRole: e.actorRole,
    fromStatus: e.fromStatus,
    toStatus: e.toStatus,
    reason: e.reason,
    note: e.note,
    actorId: e.actorId,
    actorName,
    visibleToApplicant: e.visibleToApplicant,
    notified: e.notified,
  };
}

export const snapshotOf = (row: ApplicationRow) => (row.snapshot as ApplicationSnapshot | null) ?? null;

export function toApplication(row: ApplicationRow, job: JobRow, events: EventRow[], blockers: Application['blockers'] = [], identityWarnings: Application['identityWarnings'] = []): Application {
  return {
    ...toSummary(row, job),
    version: row.version,
    form: formOf(row),
    snapshot: snapshotOf(row),
    timeline: events.filter((e) => e.visibleToApplicant).map(toApplicantEvent),
    blockers,
    identityWarnings,
  };
}
