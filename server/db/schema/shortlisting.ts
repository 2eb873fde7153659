import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { jobs } from './careers-jobs.js';
import { applications } from './careers-applications.js';
import type { AssessmentStage, SiftRuleKind } from '../../../common/sift-rules.js';

/** Shortlisting (issue 27): scorecards, independent scores, moderation and identity reveals. */

/** A criterion's sift settings, by its key (`essential-0`); the text stays the job's. */
export interface CriterionSetting {
  key: string;
  assessedAt: AssessmentStage;
  weight: number;
}

/** The rule a sift was closed by, kept with the job. */
export interface SiftRule {
  rule: SiftRuleKind;
  minimumTotal?: number;
  places?: number;
}

/**
 * One per job that has a scorecard: the criteria settings, how many scorers each application needs,
 * whether scoring is name-blind, and when the sift was closed (then identities are revealed).
 */
export const jobScorecards = pgTable(
  'job_scorecards',
  {
    jobId: integer('job_id')
      .primaryKey()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    criteria: jsonb('criteria').$type<CriterionSetting[]>().notNull().default([]),
    requiredScorers: integer('required_scorers').notNull().default(2),
    nameBlind: boolean('name_blind').notNull().default(false),
    siftClosedAt: timestamp('sift_closed_at', { withTimezone: true }),
    siftClosedBy: integer('sift_closed_by').references(() => users.id),
    siftRule: jsonb('sift_rule').$type<SiftRule>(),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('job_scorecards_required_scorers_check', sql`${t.requiredScorers} between 2 and 10`)],
);

/** One scorer's submitted answer for an application: final once written (unique per application and scorer). */
export const siftSubmissions = pgTable(
  'sift_submissions',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    scorerId: integer('scorer_id')
      .notNull()
      .references(() => users.id),
    verdict: text('verdict', { enum: ['shortlist', 'reject'] }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sift_submissions_application_scorer_idx').on(t.applicationId, t.scorerId),
    index('sift_submissions_scorer_idx').on(t.scorerId),
    check('sift_submissions_verdict_check', sql`${t.verdict} in ('shortlist', 'reject')`),
  ],
);

/** The score and evidence of one criterion in a submission. */
export const siftScores = pgTable(
  'sift_scores',
  {
    submissionId: integer('submission_id')
      .notNull()
      .references(() => siftSubmissions.id, { onDelete: 'cascade' }),
    criterionKey: text('criterion_key').notNull(),
    score: smallint('score').notNull(),
    evidence: text('evidence').notNull(),
  },
  (t) => [primaryKey({ name: 'sift_scores_pk', columns: [t.submissionId, t.criterionKey] }), check('sift_scores_score_check', sql`${t.score} between 0 and 4`)],
);

/** The shortlisting lead's agreed scores (for the criteria that differed), verdict and reason: one per application. */
export const siftModerations = pgTable(
  'sift_moderations',
  {
    applicationId: integer('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    agreedScores: jsonb('agreed_scores').$type<Record<string, number>>().notNull(),
    verdict: text('verdict', { enum: ['shortlist', 'reject'] }).notNull(),
    reason: text('reason').notNull(),
    moderatorId: integer('moderator_id')
      .notNull()
      .references(() => users.id),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('sift_moderations_verdict_check', sql`${t.verdict} in ('shortlist', 'reject')`)],
);

/** Identities shown to the panel of a name-blind job: the whole job at sift close, or one application by break-glass. */
export const identityReveals = pgTable(
  'identity_reveals',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['sift_close', 'break_glass'] }).notNull(),
    actorId: integer('actor_id').references(() => users.id),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('identity_reveals_job_idx').on(t.jobId, t.applicationId), check('identity_reveals_kind_check', sql`${t.kind} in ('sift_close', 'break_glass')`)],
);
