import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { applicantDocuments, jobs } from './careers-jobs.js';
import { applications } from './careers-applications.js';
import { CHECK_CATEGORIES, CHECK_EVIDENCE, CHECK_OUTCOMES, CHECK_OWNERS, CHECK_STATUSES, OFFER_STATUSES, type OfferTerms } from '../../../common/offer-rules.js';
import type { Locale } from '../../../common/locales.js';

/** Offers and pre-employment checks (issue 29). */

/** The check catalogue: configuration, not code (seeded with NHS Employers' six standards). */
export const checkTypes = pgTable(
  'check_types',
  {
    key: text('key').primaryKey(),
    labels: jsonb('labels').$type<Record<Locale, string>>().notNull(),
    category: text('category', { enum: CHECK_CATEGORIES }).notNull(),
    evidence: text('evidence', { enum: CHECK_EVIDENCE }).notNull(),
    owner: text('owner', { enum: CHECK_OWNERS }).notNull(),
    validityDays: integer('validity_days'),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('check_types_category_check', sql`${t.category} in ('identity', 'right_to_work', 'registration', 'qualifications', 'references', 'health', 'criminal_record', 'integrity', 'other')`),
    check('check_types_evidence_check', sql`${t.evidence} in ('document', 'number', 'outcome')`),
    check('check_types_owner_check', sql`${t.owner} in ('hr', 'occupational_health')`),
    check('check_types_validity_check', sql`${t.validityDays} is null or ${t.validityDays} between 1 and 3650`),
  ],
);

/** A department's default check profile, copied into each of its jobs. */
export const departmentCheckProfiles = pgTable('department_check_profiles', {
  department: text('department').primaryKey(),
  checkTypeKeys: jsonb('check_type_keys').$type<string[]>().notNull().default([]),
});

/** A job's offer settings: its check profile, the approvals an offer needs, whether posts are a hard limit. */
export const jobOfferSettings = pgTable(
  'job_offer_settings',
  {
    jobId: integer('job_id')
      .primaryKey()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    checkTypeKeys: jsonb('check_type_keys').$type<string[]>().notNull().default([]),
    approvalsRequired: integer('approvals_required').notNull().default(0),
    refuseOverPosts: boolean('refuse_over_posts').notNull().default(false),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('job_offer_settings_approvals_check', sql`${t.approvalsRequired} between 0 and 5`)],
);

/** One version of an offer; at most one live (draft, sent, accepted, unconditional) per application. */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    version: integer('version').notNull().default(1),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('draft'),
    terms: jsonb('terms').$type<OfferTerms>().notNull(),
    respondBy: date('respond_by').notNull(),
    changes: jsonb('changes').$type<string[]>().notNull().default([]),
    approvalsRequired: integer('approvals_required').notNull().default(0),
    overPosts: boolean('over_posts').notNull().default(false),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnBy: integer('withdrawn_by'),
    withdrawalReason: text('withdrawal_reason'),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    unconditionalAt: timestamp('unconditional_at', { withTimezone: true }),
    unconditionalBy: integer('unconditional_by'),
    startDate: date('start_date'),
    startConfirmedAt: timestamp('start_confirmed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('offers_application_version_idx').on(t.applicationId, t.version),
    uniqueIndex('offers_live_idx').on(t.applicationId).where(sql`${t.status} in ('draft', 'sent', 'accepted', 'unconditional')`),
    index('offers_job_status_idx').on(t.jobId, t.status),
    check('offers_status_check', sql`${t.status} in ('draft', 'sent', 'accepted', 'declined', 'expired', 'withdrawn', 'unconditional', 'started', 'superseded')`),
    check('offers_withdrawal_reason_check', sql`${t.status} <> 'withdrawn' or ${t.withdrawalReason} is not null`),
  ],
);

/** Who approved which version (each approver once). */
export const offerApprovals = pgTable(
  'offer_approvals',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    approverId: integer('approver_id')
      .notNull()
      .references(() => users.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'offer_approvals_pk', columns: [t.offerId, t.approverId] })],
);

/**
 * One check of an offer. A new version of the offer takes its checks along (`offer_id` follows the
 * live version). `health_note` is occupational health's own; a criminal record check keeps the
 * certificate's number, level, issue date and outcome, never a copy.
 */
export const offerChecks = pgTable(
  'offer_checks',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    checkTypeKey: text('check_type_key').notNull(),
    owner: text('owner', { enum: CHECK_OWNERS }).notNull(),
    status: text('status', { enum: CHECK_STATUSES }).notNull().default('requested'),
    dueOn: date('due_on'),
    documentId: uuid('document_id').references(() => applicantDocuments.id, { onDelete: 'set null' }),
    referenceNumber: text('reference_number'),
    level: text('level'),
    issuedOn: date('issued_on'),
    expiresOn: date('expires_on'),
    outcome: text('outcome', { enum: CHECK_OUTCOMES }),
    adjustments: text('adjustments'),
    healthNote: text('health_note'),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    waiverReason: text('waiver_reason'),
    waiverRequestedBy: integer('waiver_requested_by'),
    waiverApprovedBy: integer('waiver_approved_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offer_checks_offer_type_idx').on(t.offerId, t.checkTypeKey),
    index('offer_checks_status_due_idx').on(t.status, t.dueOn),
    check('offer_checks_status_check', sql`${t.status} in ('requested', 'received', 'met', 'not_met', 'waived')`),
    check('offer_checks_owner_check', sql`${t.owner} in ('hr', 'occupational_health')`),
    check('offer_checks_outcome_check', sql`${t.outcome} is null or ${t.outcome} in ('fit', 'fit_with_adjustments', 'not_fit', 'clear', 'not_clear')`),
    check(
      'offer_checks_waiver_check',
      sql`${t.status} <> 'waived' or (${t.waiverReason} is not null and ${t.waiverApprovedBy} is not null and ${t.waiverApprovedBy} <> ${t.waiverRequestedBy})`,
    ),
  ],
);

/** Scheduled notices already claimed (written before the e-mail is queued): one per offer and kind. */
export const offerNotices = pgTable(
  'offer_notices',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'offer_notices_pk', columns: [t.offerId, t.kind] })],
);
