import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { users } from './accounts.js';
import { jobs } from './careers-jobs.js';
import { AUDIT_OUTCOMES, STAFF_FLAGS, STAFF_ROLES, TEAM_ROLES, type StaffFlag } from '../../../common/staff-access.js';
import { DEPARTMENTS } from '../../../common/careers-vocabulary.js';

/** Staff access: who works for the hospital in what role, who sits on which job's team, and the audit log. */

const quotedList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * One row per staff account (its `users.role` stays 'admin'). `departments` null: every department
 * (a recruitment admin's grant may list some instead); `flags` are the per-person data-class
 * permissions. `grantsVersion` grows with every change of this person's access (grant, team,
 * deactivation), so that an ability cached by (user, grantsVersion) is never stale. Deactivated,
 * never deleted: the name stays on what they did.
 */
export const staffProfiles = pgTable(
  'staff_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    systemRole: text('system_role', { enum: STAFF_ROLES }).notNull(),
    departments: text('departments', { enum: DEPARTMENTS }).array(),
    flags: text('flags', { enum: STAFF_FLAGS }).array().$type<StaffFlag[]>().notNull().default(sql`'{}'::text[]`),
    jobTitle: text('job_title'),
    invitedBy: integer('invited_by').references(() => users.id),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    inactivityWarnedAt: timestamp('inactivity_warned_at', { withTimezone: true }),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    deactivatedBy: integer('deactivated_by').references(() => users.id),
    deactivationReason: text('deactivation_reason'),
    grantsVersion: integer('grants_version').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('staff_profiles_role_idx').on(t.systemRole),
    check('staff_profiles_system_role_check', sql`${t.systemRole} in (${quotedList(STAFF_ROLES)})`),
    check('staff_profiles_flags_check', sql`${t.flags} <@ array[${quotedList(STAFF_FLAGS)}]::text[]`),
  ],
);

/**
 * Hiring teams: who has which part in a job's recruitment. A removal is a soft delete
 * (`removedAt`), so that what the member wrote keeps its author; one active row per job, person
 * and team role (partial unique index).
 */
export const jobTeam = pgTable(
  'job_team',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    teamRole: text('team_role', { enum: TEAM_ROLES }).notNull(),
    /** May make decisions (status moves that decide, offers) on this job. */
    makeDecisions: boolean('make_decisions').notNull().default(false),
    addedBy: integer('added_by').references(() => users.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    removedBy: integer('removed_by').references(() => users.id),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('job_team_active_idx').on(t.jobId, t.userId, t.teamRole).where(sql`${t.removedAt} is null`),
    index('job_team_user_idx').on(t.userId).where(sql`${t.removedAt} is null`),
    check('job_team_role_check', sql`${t.teamRole} in (${quotedList(TEAM_ROLES)})`),
  ],
);

/**
 * The append-only audit log: who did (or tried to do) what to which record, and when. No foreign
 * keys on purpose: rows outlive the accounts and applications they name, and a cascading
 * `set null` would be an UPDATE, which the trigger of migration 0009 refuses (as it refuses DELETE)
 * on both engines. `actorLabel` keeps the actor's name as it was.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorLabel: text('actor_label'),
    /** The actor's system role at the time ('applicant', 'system' or a staff role). */
    actorRole: text('actor_role'),
    /** What was done, as `subject.verb` (e.g. 'application.status_changed', 'reference.read', 'staff.granted'). */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    applicationId: integer('application_id'),
    jobId: integer('job_id'),
    /** The fields read or changed, where that matters (e.g. the offer terms). */
    fields: text('fields').array(),
    outcome: text('outcome', { enum: AUDIT_OUTCOMES }).notNull(),
    /** Anything else worth keeping (from/to status, reason, filters of an export); never a secret. */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    requestId: text('request_id'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_application_idx').on(t.applicationId, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
    check('audit_log_outcome_check', sql`${t.outcome} in (${quotedList(AUDIT_OUTCOMES)})`),
  ],
);
