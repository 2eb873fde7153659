import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { users } from './accounts.js';
import { jobs } from './careers-jobs.js';
import { APPLICATION_STATUSES } from '../../../common/application-status.js';

/** Careers: applications and their timeline. */

/** What the applicant is filling in (the draft); frozen into `snapshot.form` at submission. */
export interface ApplicationFormData {
  coverLetter: string;
  documentIds: string[];
  declaration: boolean;
  /** Considered under the disability scheme (guaranteed interview when every essential criterion is met). */
  disabilityScheme?: boolean;
}

/**
 * One application per applicant and job. `version` grows with every autosave (optimistic
 * concurrency); `snapshot` is written once, at submission. When the account is deleted the row
 * stays for the statistics with `applicant_id` null and the personal data taken out of the snapshot.
 */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    applicantId: integer('applicant_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('draft'),
    version: integer('version').notNull().default(1),
    form: jsonb('form').$type<ApplicationFormData>().notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('applications_job_applicant_idx').on(t.jobId, t.applicantId),
    index('applications_applicant_idx').on(t.applicantId, t.createdAt),
    index('applications_status_submitted_idx').on(t.status, t.submittedAt),
    index('applications_job_status_submitted_idx').on(t.jobId, t.status, t.submittedAt),
    index('applications_submitted_idx').on(t.submittedAt),
    // The fairness report reads these columns only, without the wide rows (migration 0012).
    index('applications_fairness_idx').on(t.jobId, t.submittedAt, t.status, t.applicantId, t.id).where(sql`${t.submittedAt} is not null`),
    check(
      'applications_status_check',
      sql`${t.status} in ('draft', 'submitted', 'under_review', 'shortlisted', 'interview', 'offer', 'hired', 'rejected', 'withdrawn')`,
    ),
  ],
);

/** The timeline: every status change and internal note; `visibleToApplicant` false for staff-only entries. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role', { enum: ['applicant', 'admin', 'system'] }).notNull(),
    fromStatus: text('from_status', { enum: APPLICATION_STATUSES }),
    toStatus: text('to_status', { enum: APPLICATION_STATUSES }),
    reason: text('reason'),
    note: text('note'),
    visibleToApplicant: boolean('visible_to_applicant').notNull(),
    notified: boolean('notified').notNull().default(false),
  },
  (t) => [
    index('application_events_application_idx').on(t.applicationId, t.at),
    // The fairness report's furthest stage per application: only the events past review (migration 0012).
    index('application_events_progress_idx')
      .on(t.applicationId, t.toStatus)
      .where(sql`${t.toStatus} in ('shortlisted', 'interview', 'offer', 'hired')`),
  ],
);
