import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { jobs } from './careers-jobs.js';
import { timestamps } from './columns.js';
import type { Department, EmploymentType, WorkingPattern } from '../../../common/careers-vocabulary.js';

/** Job alerts: saved searches of the public board, e-mailed daily or weekly (server/modules/careers-alerts). */

export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
/** `pending` until a visitor confirms the address; `paused` and `unsubscribed` send nothing. */
export const ALERT_STATUSES = ['pending', 'active', 'paused', 'unsubscribed'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** The saved search: the public board's criteria (the URL's), as the search endpoint takes them. */
export interface AlertCriteria {
  q?: string;
  lang?: 'en' | 'fr' | 'de' | 'pt';
  department?: Department[];
  location?: string[];
  employmentType?: EmploymentType[];
  workingPattern?: WorkingPattern[];
}

export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: serial('id').primaryKey(),
    /** The applicant's account; null for a visitor's alert (e-mail only). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** The language of its e-mails (the alert's, not the browser's). */
    locale: text('locale').notNull().default('en'),
    name: text('name').notNull(),
    criteria: jsonb('criteria').$type<AlertCriteria>().notNull(),
    /** The shape of `criteria`: raised when the search's criteria change, so old alerts can be read. */
    criteriaVersion: integer('criteria_version').notNull().default(1),
    frequency: text('frequency', { enum: ALERT_FREQUENCIES }).notNull(),
    status: text('status', { enum: ALERT_STATUSES }).notNull(),
    /** Only jobs published after this moment are sent: the creation (no back catalogue), then each send. */
    watermarkAt: timestamp('watermark_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    /** A pending alert's confirmation link is valid until then. */
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('job_alerts_frequency_check', sql`${t.frequency} in ('daily', 'weekly')`),
    check('job_alerts_status_check', sql`${t.status} in ('pending', 'active', 'paused', 'unsubscribed')`),
    index('job_alerts_due_idx').on(t.frequency, t.id).where(sql`${t.status} = 'active'`),
    index('job_alerts_user_idx').on(t.userId),
    index('job_alerts_email_idx').on(sql`lower(${t.email})`),
  ],
);

/**
 * The alerts' links, stored hashed: `confirm` (a visitor's double opt-in, 48 h) and `manage` (the
 * manage page and the one-click unsubscribe; one per e-mail sent, valid as long as the alert).
 */
export const jobAlertTokens = pgTable(
  'job_alert_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    alertId: integer('alert_id')
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm', 'manage'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('job_alert_tokens_purpose_check', sql`${t.purpose} in ('confirm', 'manage')`), index('job_alert_tokens_alert_idx').on(t.alertId)],
);

/** Every job an alert sent, once: the primary key makes a repeat impossible (a reopened job is not sent again). */
export const alertSentJobs = pgTable(
  'alert_sent_jobs',
  {
    alertId: integer('alert_id')
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.jobId] })],
);

/** One row per alert and period (`d:2026-11-27`, `w:2026-W48`), written with its e-mail: the digest runs once per period. */
export const jobAlertClaims = pgTable(
  'job_alert_claims',
  {
    alertId: integer('alert_id')
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    instance: text('instance').notNull(),
    /** How many jobs its e-mail listed (0: nothing matched, nothing was sent). */
    jobs: integer('jobs').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.period] })],
);

/** "Was this e-mail useful?", with the search it was about. */
export const jobAlertFeedback = pgTable('job_alert_feedback', {
  id: serial('id').primaryKey(),
  alertId: integer('alert_id')
    .notNull()
    .references(() => jobAlerts.id, { onDelete: 'cascade' }),
  useful: boolean('useful').notNull(),
  comment: text('comment'),
  criteria: jsonb('criteria').$type<AlertCriteria>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
