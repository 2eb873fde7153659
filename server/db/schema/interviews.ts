import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { jobs } from './careers-jobs.js';
import { applications } from './careers-applications.js';
import { ADJUSTMENT_STATUSES, INTERVIEW_MODES, INVITATION_STATUSES, SCHEDULING_MODES, type AdjustmentKind } from '../../../common/interview-rules.js';

/** Interviews (issue 28): rounds of a job, their slots, and the invitations (with the booking) of applications. */

/** What an applicant asked for when booking: never written into an invitation or shown to the panel. */
export interface InterviewAdjustments {
  kinds: AdjustmentKind[];
  note: string;
}

/** One round of a job's interviews: how it is held, its panel (user ids, from the job's team) and lead, its booking rules. */
export const interviewRounds = pgTable(
  'interview_rounds',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mode: text('mode', { enum: INTERVIEW_MODES }).notNull(),
    location: text('location').notNull().default(''),
    videoUrl: text('video_url').notNull().default(''),
    durationMinutes: integer('duration_minutes').notNull(),
    schedulingMode: text('scheduling_mode', { enum: SCHEDULING_MODES }).notNull().default('applicant_picks'),
    minNoticeHours: integer('min_notice_hours').notNull().default(24),
    horizonDays: integer('horizon_days').notNull().default(30),
    leadId: integer('lead_id').references(() => users.id),
    panelIds: jsonb('panel_ids').$type<number[]>().notNull().default([]),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('interview_rounds_job_idx').on(t.jobId),
    check('interview_rounds_mode_check', sql`${t.mode} in ('in_person', 'video', 'phone')`),
    check('interview_rounds_scheduling_mode_check', sql`${t.schedulingMode} in ('applicant_picks', 'next_available', 'recruiter_picks')`),
    check('interview_rounds_duration_check', sql`${t.durationMinutes} between 5 and 480`),
    check('interview_rounds_notice_check', sql`${t.minNoticeHours} between 0 and 720`),
    check('interview_rounds_horizon_check', sql`${t.horizonDays} between 1 and 365`),
  ],
);

/** A bookable time of a round: instants; `booked` never exceeds `capacity` (the check is the last guard, the conditional UPDATE the first). */
export const interviewSlots = pgTable(
  'interview_slots',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => interviewRounds.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull().default(1),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    uniqueIndex('interview_slots_round_start_idx').on(t.roundId, t.startsAt),
    index('interview_slots_starts_idx').on(t.startsAt),
    check('interview_slots_capacity_check', sql`${t.capacity} between 1 and 50`),
    check('interview_slots_booked_check', sql`${t.booked} between 0 and ${t.capacity}`),
    check('interview_slots_order_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** An application invited to a round, and its booking: one per round and application; the calendar UID is stable, SEQUENCE rises on every change. */
export const interviewInvitations = pgTable(
  'interview_invitations',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => interviewRounds.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    slotId: integer('slot_id').references(() => interviewSlots.id),
    status: text('status', { enum: INVITATION_STATUSES }).notNull().default('invited'),
    bookBy: timestamp('book_by', { withTimezone: true }).notNull(),
    icalUid: text('ical_uid').notNull(),
    sequence: integer('sequence').notNull().default(0),
    adjustments: jsonb('adjustments').$type<InterviewAdjustments>(),
    adjustmentsStatus: text('adjustments_status', { enum: ADJUSTMENT_STATUSES }),
    /** What was arranged, noted by the recruitment admin or the round's lead (seen by them only). */
    adjustmentsArranged: text('adjustments_arranged').notNull().default(''),
    invitedBy: integer('invited_by').references(() => users.id),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('interview_invitations_round_application_idx').on(t.roundId, t.applicationId),
    uniqueIndex('interview_invitations_uid_idx').on(t.icalUid),
    index('interview_invitations_application_idx').on(t.applicationId),
    index('interview_invitations_slot_idx').on(t.slotId),
    check('interview_invitations_status_check', sql`${t.status} in ('invited', 'booked', 'cancelled')`),
    check('interview_invitations_adjustments_status_check', sql`${t.adjustmentsStatus} in ('requested', 'agreed', 'arranged')`),
    check('interview_invitations_booked_slot_check', sql`(${t.status} = 'booked') = (${t.slotId} is not null)`),
  ],
);

/**
 * A reminder claimed for a booking: one row per invitation, kind and booked start, written in the
 * transaction that queues the e-mails, so a reminder goes once across instances and restarts (a
 * moved booking gets its own).
 */
export const interviewReminders = pgTable(
  'interview_reminders',
  {
    invitationId: integer('invitation_id')
      .notNull()
      .references(() => interviewInvitations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'interview_reminders_pk', columns: [t.invitationId, t.kind, t.startsAt] })],
);
