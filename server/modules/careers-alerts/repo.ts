import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { accountPreferences, alertSentJobs, applications, jobAlertClaims, jobAlertFeedback, jobAlerts, type AlertFrequency } from '../../db/schema.js';

export type AlertRow = typeof jobAlerts.$inferSelect;
export type NewAlert = typeof jobAlerts.$inferInsert;
type Executor = Pick<Database, 'insert' | 'select' | 'update'>;

export async function insertAlert(db: Pick<Database, 'insert'>, values: NewAlert): Promise<AlertRow> {
  const [row] = await db.insert(jobAlerts).values(values).returning();
  return row!;
}

export async function findAlert(db: Database, id: number): Promise<AlertRow | undefined> {
  const [row] = await db.select().from(jobAlerts).where(eq(jobAlerts.id, id));
  return row;
}

/** An account's alerts, newest first (unsubscribed ones too: they can be resumed). */
export function alertsOf(db: Database, userId: number): Promise<AlertRow[]> {
  return db.select().from(jobAlerts).where(eq(jobAlerts.userId, userId)).orderBy(desc(jobAlerts.createdAt), desc(jobAlerts.id));
}

export async function updateAlert(db: Database, id: number, set: Partial<NewAlert>): Promise<AlertRow | undefined> {
  const [row] = await db.update(jobAlerts).set({ ...set, updatedAt: sql`now()` }).where(eq(jobAlerts.id, id)).returning();
  return row;
}

export async function deleteAlert(db: Database, id: number): Promise<void> {
  await db.delete(jobAlerts).where(eq(jobAlerts.id, id));
}

/** A deleted account's alerts go, with their tokens, sent jobs, claims and feedback (cascade). */
export async function deleteAlertsOf(db: Database, userId: number): Promise<void> {
  await db.delete(jobAlerts).where(eq(jobAlerts.userId, userId));
}

/** Visitors' alerts to `email` created since `since` (the sign-up limit per address). */
export async function recentVisitorAlerts(db: Database, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobAlerts)
    .where(and(isNull(jobAlerts.userId), eq(sql`lower(${jobAlerts.email})`, email.toLowerCase()), gt(jobAlerts.createdAt, since)));
  return row?.n ?? 0;
}

/** Pending visitors' alerts whose confirmation window passed long ago are forgotten (a week after it closed). */
export async function deleteStalePending(db: Database): Promise<number> {
  const rows = await db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.status, 'pending'), sql`${jobAlerts.confirmExpiresAt} < now() - interval '7 days'`))
    .returning({ id: jobAlerts.id });
  return rows.length;
}

export async function insertFeedback(db: Database, alertId: number, useful: boolean, comment: string | null, criteria: AlertRow['criteria']): Promise<void> {
  await db.insert(jobAlertFeedback).values({ alertId, useful, comment, criteria });
}

// ----- the digest ---------------------------------------------------------------------------

/**
 * The next `limit` alerts of `frequency` after `afterId` that are due in `period`: active, not
 * claimed for the period yet, and, for an account's alert, its master switch on.
 */
export function dueAlerts(db: Database, frequency: AlertFrequency, period: string, afterId: number, limit: number): Promise<AlertRow[]> {
  return db
    .select({ alert: jobAlerts })
    .from(jobAlerts)
    .leftJoin(accountPreferences, eq(accountPreferences.userId, jobAlerts.userId))
    .where(
      and(
        eq(jobAlerts.status, 'active'),
        eq(jobAlerts.frequency, frequency),
        gt(jobAlerts.id, afterId),
        or(isNull(jobAlerts.userId), eq(accountPreferences.emailJobAlerts, true)),
        // `alert_id > afterId` says again what `id > afterId` says: without it the planner's anti-join
        // read every claim of the period each batch (80,000 index entries, 111 ms, late in a run of
        // 100,000 alerts: the run's time grew with the square of its size); with it, 2 ms.
        sql`not exists (select 1 from ${jobAlertClaims} where ${jobAlertClaims.alertId} = ${jobAlerts.id} and ${jobAlertClaims.alertId} > ${afterId} and ${jobAlertClaims.period} = ${period})`,
      ),
    )
    .orderBy(asc(jobAlerts.id))
    .limit(limit)
    .then((rows) => rows.map((r) => r.alert));
}

/** (alert, job) pairs among `alertIds` × `jobIds` that must not be sent: sent before, or applied to by the alert's applicant. */
export async function excludedPairs(db: Database, alertIds: number[], jobIds: number[]): Promise<Set<string>> {
  if (!alertIds.length || !jobIds.length) return new Set();
  const sent = await db
    .select({ alertId: alertSentJobs.alertId, jobId: alertSentJobs.jobId })
    .from(alertSentJobs)
    .where(and(inArray(alertSentJobs.alertId, alertIds), inArray(alertSentJobs.jobId, jobIds)));
  const applied = await db
    .select({ alertId: jobAlerts.id, jobId: applications.jobId })
    .from(jobAlerts)
    .innerJoin(applications, eq(applications.applicantId, jobAlerts.userId))
    .where(and(inArray(jobAlerts.id, alertIds), inArray(applications.jobId, jobIds)));
  return new Set([...sent, ...applied].map((p) => `${p.alertId}:${p.jobId}`));
}

/** Claims (alert, period) for each of `claims`; answers the alerts this call claimed (another instance may have them already). */
export async function claimAlerts(db: Executor, period: string, instance: string, claims: { alertId: number; jobs: number }[]): Promise<Set<number>> {
  if (!claims.length) return new Set();
  const rows = await db
    .insert(jobAlertClaims)
    .values(claims.map((c) => ({ alertId: c.alertId, period, instance, jobs: c.jobs })))
    .onConflictDoNothing()
    .returning({ alertId: jobAlertClaims.alertId });
  return new Set(rows.map((r) => r.alertId));
}

/** Records the jobs sent; answers the pairs that were not recorded before (`alertId:jobId`). */
export async function recordSentJobs(db: Executor, pairs: { alertId: number; jobId: number }[]): Promise<Set<string>> {
  if (!pairs.length) return new Set();
  const rows = await db.insert(alertSentJobs).values(pairs).onConflictDoNothing().returning({ alertId: alertSentJobs.alertId, jobId: alertSentJobs.jobId });
  return new Set(rows.map((p) => `${p.alertId}:${p.jobId}`));
}

/** The alerts whose e-mail went: later sends list only jobs published after `since` (when the run began: the board it searched had every job published before). */
export async function markSent(db: Executor, alertIds: number[], since: Date): Promise<void> {
  if (!alertIds.length) return;
  await db.update(jobAlerts).set({ lastSentAt: sql`now()`, watermarkAt: since }).where(inArray(jobAlerts.id, alertIds));
}
