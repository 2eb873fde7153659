import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { interviewInvitations } from './interviews.js';
import { ATTENDANCES, INTERVIEW_OUTCOMES } from '../../../common/interview-rules.js';

/** Interview scores and outcome (issue 28): each panel member's scores of a booking, once; its attendance and the lead's outcome. */

export interface InterviewScoreEntry {
  criterionKey: string;
  score: number;
  evidence: string;
}

/** One panel member's scores of one interview: final once sent (one per invitation and scorer, a constraint). */
export const interviewScores = pgTable(
  'interview_scores',
  {
    id: serial('id').primaryKey(),
    invitationId: integer('invitation_id')
      .notNull()
      .references(() => interviewInvitations.id, { onDelete: 'cascade' }),
    scorerId: integer('scorer_id')
      .notNull()
      .references(() => users.id),
    scores: jsonb('scores').$type<InterviewScoreEntry[]>().notNull(),
    comment: text('comment').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('interview_scores_invitation_scorer_idx').on(t.invitationId, t.scorerId)],
);

/** Whether the applicant came (recorded by a recruiter or the lead), then the panel's outcome (the lead's, once, with a reason; appointable ones ranked). */
export const interviewAssessments = pgTable(
  'interview_assessments',
  {
    invitationId: integer('invitation_id')
      .primaryKey()
      .references(() => interviewInvitations.id, { onDelete: 'cascade' }),
    attendance: text('attendance', { enum: ATTENDANCES }).notNull(),
    attendanceBy: integer('attendance_by').references(() => users.id),
    attendanceAt: timestamp('attendance_at', { withTimezone: true }).notNull().defaultNow(),
    outcome: text('outcome', { enum: INTERVIEW_OUTCOMES }),
    outcomeReason: text('outcome_reason').notNull().default(''),
    rank: integer('rank'),
    outcomeBy: integer('outcome_by').references(() => users.id),
    outcomeAt: timestamp('outcome_at', { withTimezone: true }),
  },
  (t) => [
    check('interview_assessments_attendance_check', sql`${t.attendance} in ('attended', 'no_show', 'withdrew')`),
    check('interview_assessments_outcome_check', sql`${t.outcome} in ('appointable', 'not_appointable', 'reserve')`),
    check('interview_assessments_rank_check', sql`${t.rank} between 1 and 1000`),
  ],
);
