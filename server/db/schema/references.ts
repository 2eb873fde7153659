import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { applications } from './careers-applications.js';
import { timestamps } from './columns.js';
import { mailOutbox } from './mail.js';
import { REFERENCE_REVIEWS, REFERENCE_STAGES, REFERENCE_STATUSES } from '../../../common/reference-rules.js';

/** References (server/modules/careers-references): requests to referees, their links (hashed) and reminders. */

/** The referee as the applicant named them (a copy of their applicant details' entry); the e-mail is a column of its own. */
export interface RefereeDetails {
  name: string;
  position: string;
  organisation: string;
  relationship: string;
  phone: string;
}

export const referenceRequests = pgTable(
  'reference_requests',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** The entry of the applicant's referees it was made from; null for a referee the applicant added as a replacement. */
    refereeEntryId: text('referee_entry_id'),
    /** Null once purged (retention). */
    referee: jsonb('referee').$type<RefereeDetails | null>(),
    refereeEmail: text('referee_email'),
    stage: text('stage', { enum: REFERENCE_STAGES }).notNull(),
    questionnaireVersion: integer('questionnaire_version').notNull(),
    locale: text('locale').notNull(),
    status: text('status', { enum: REFERENCE_STATUSES }).notNull().default('requested'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last e-mail with a link to the referee (request or reminder). */
    lastEmailAt: timestamp('last_email_at', { withTimezone: true }).notNull().defaultNow(),
    /** The applicant's last reminder: one conditional UPDATE keeps them 48 h apart. */
    applicantRemindedAt: timestamp('applicant_reminded_at', { withTimezone: true }),
    /** Every link of the request stops working then (12 weeks after the request). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The answers (draft or submitted), AES-256-GCM with the key from the environment; null before any and after a purge. */
    answers: text('answers'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    /** The referee's optional reason, encrypted like the answers. */
    declinedReason: text('declined_reason'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The request made in its place (the applicant replaced a referee who declined or did not answer). */
    replacedBy: integer('replaced_by'),
    review: text('review', { enum: REFERENCE_REVIEWS }).notNull().default('pending'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNote: text('review_note'),
    purgedAt: timestamp('purged_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('reference_requests_stage_check', sql`${t.stage} in ('pre_offer', 'post_offer')`),
    check('reference_requests_status_check', sql`${t.status} in ('requested', 'in_progress', 'submitted', 'declined', 'cancelled', 'received_elsewhere')`),
    check('reference_requests_review_check', sql`${t.review} in ('pending', 'satisfactory', 'clarification', 'unsatisfactory')`),
    // One address is never two referees of one application (a cancelled request frees it).
    uniqueIndex('reference_requests_application_email_idx')
      .on(t.applicationId, sql`lower(${t.refereeEmail})`)
      .where(sql`${t.status} <> 'cancelled'`),
    index('reference_requests_application_idx').on(t.applicationId, t.id),
    index('reference_requests_open_idx').on(t.requestedAt).where(sql`${t.status} in ('requested', 'in_progress')`),
  ],
);

/** One row per e-mail sent with a link (and its outbox message): every one works until the request closes or expires; an e-mail change revokes them all. */
export const referenceTokens = pgTable(
  'reference_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => referenceRequests.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The outbox message that carried the link: when the outbox gives up on it (`failed`), the address bounced. */
    mailId: integer('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
  },
  (t) => [index('reference_tokens_request_idx').on(t.requestId), index('reference_tokens_mail_idx').on(t.mailId)],
);

/** One row per request and reminder kind, written before the e-mail: each reminder goes once across instances and restarts. */
export const referenceChasers = pgTable(
  'reference_chasers',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => referenceRequests.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    instance: text('instance').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.kind] })],
);
