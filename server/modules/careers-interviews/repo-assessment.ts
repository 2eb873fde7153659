import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { interviewAssessments, interviewInvitations, interviewScores, users, type InterviewScoreEntry } from '../../db/schema.js';
import type { Attendance, InterviewOutcome } from '../../../common/interview-rules.js';

export type AssessmentRow = typeof interviewAssessments.$inferSelect;

export async function findInvitation(db: Database, id: number) {
  const [row] = await db.select().from(interviewInvitations).where(eq(interviewInvitations.id, id));
  return row;
}

export async function assessmentOf(db: Database, invitationId: number): Promise<AssessmentRow | undefined> {
  const [row] = await db.select().from(interviewAssessments).where(eq(interviewAssessments.invitationId, invitationId));
  return row;
}

export function scoresOf(db: Database, invitationId: number) {
  return db
    .select({ scorerId: interviewScores.scorerId, scorerName: users.fullName, submittedAt: interviewScores.submittedAt, scores: interviewScores.scores, comment: interviewScores.comment })
    .from(interviewScores)
    .innerJoin(users, eq(users.id, interviewScores.scorerId))
    .where(eq(interviewScores.invitationId, invitationId))
    .orderBy(asc(interviewScores.submittedAt), asc(interviewScores.id));
}

/** One scorer's scores, once: the unique index keeps a second (or a concurrent) one out. */
export async function insertScores(db: Database, invitationId: number, scorerId: number, scores: InterviewScoreEntry[], comment: string): Promise<boolean> {
  const rows = await db.insert(interviewScores).values({ invitationId, scorerId, scores, comment }).onConflictDoNothing().returning({ id: interviewScores.id });
  return rows.length > 0;
}

/** Attendance, recorded or corrected until the outcome is recorded (one statement: an outcome already there keeps the row as it is). */
export async function upsertAttendance(db: Database, invitationId: number, attendance: Attendance, by: number): Promise<boolean> {
  const rows = await db
    .insert(interviewAssessments)
    .values({ invitationId, attendance, attendanceBy: by })
    .onConflictDoUpdate({ target: interviewAssessments.invitationId, set: { attendance, attendanceBy: by, attendanceAt: sql`now()` }, setWhere: isNull(interviewAssessments.outcome) })
    .returning({ id: interviewAssessments.invitationId });
  return rows.length > 0;
}

/** The outcome, once: a conditional UPDATE on an attended interview with no outcome yet. */
export async function setOutcome(db: Database, invitationId: number, outcome: InterviewOutcome, reason: string, rank: number | null, by: number): Promise<boolean> {
  const rows = await db
    .update(interviewAssessments)
    .set({ outcome, outcomeReason: reason, rank, outcomeBy: by, outcomeAt: sql`now()` })
    .where(and(eq(interviewAssessments.invitationId, invitationId), eq(interviewAssessments.attendance, 'attended'), isNull(interviewAssessments.outcome)))
    .returning({ id: interviewAssessments.invitationId });
  return rows.length > 0;
}

/** Where the assessment of some invitations stands: attendance and outcome, how many scored, whether `userId` did. */
export async function assessmentStates(db: Database, invitationIds: number[], userId: number) {
  if (!invitationIds.length) return new Map<number, { assessment?: AssessmentRow; scored: number; mine: boolean }>();
  const [assessments, scores] = await Promise.all([
    db.select().from(interviewAssessments).where(inArray(interviewAssessments.invitationId, invitationIds)),
    db.select({ invitationId: interviewScores.invitationId, scorerId: interviewScores.scorerId }).from(interviewScores).where(inArray(interviewScores.invitationId, invitationIds)),
  ]);
  return new Map(
    invitationIds.map((id) => {
      const of = scores.filter((s) => s.invitationId === id);
      return [id, { assessment: assessments.find((a) => a.invitationId === id), scored: of.length, mine: of.some((s) => s.scorerId === userId) }];
    }),
  );
}
