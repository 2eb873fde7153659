import { eq } from 'drizzle-orm';
import { MONITORING_QUESTION_IDS, type MonitoringAnswers } from '../../../common/equal-opportunities.js';
import type { Database } from '../../db/connection.js';
import { equalOpportunities } from '../../db/schema.js';

/** An applicant's own monitoring answers: one row each, apart from their applications. */

const NONE = Object.fromEntries(MONITORING_QUESTION_IDS.map((q) => [q, null])) as MonitoringAnswers;

export interface MyMonitoring {
  answers: MonitoringAnswers;
  updatedAt: string | null;
}

export async function readMonitoring(db: Database, userId: number): Promise<MyMonitoring> {
  const [row] = await db.select().from(equalOpportunities).where(eq(equalOpportunities.userId, userId));
  if (!row) return { answers: { ...NONE }, updatedAt: null };
  const answers = Object.fromEntries(MONITORING_QUESTION_IDS.map((q) => [q, row[q]])) as MonitoringAnswers;
  return { answers, updatedAt: row.updatedAt.toISOString() };
}

/** Replaces the answers in one statement (an upsert); all unanswered removes the row: nothing is kept. */
export async function saveMonitoring(db: Database, userId: number, answers: MonitoringAnswers): Promise<MyMonitoring> {
  if (MONITORING_QUESTION_IDS.every((q) => answers[q] === null)) {
    await deleteMonitoring(db, userId);
    return readMonitoring(db, userId);
  }
  const now = new Date();
  await db
    .insert(equalOpportunities)
    .values({ userId, ...answers, updatedAt: now })
    .onConflictDoUpdate({ target: equalOpportunities.userId, set: { ...answers, updatedAt: now } });
  return readMonitoring(db, userId);
}

export async function deleteMonitoring(db: Database, userId: number): Promise<void> {
  await db.delete(equalOpportunities).where(eq(equalOpportunities.userId, userId));
}
