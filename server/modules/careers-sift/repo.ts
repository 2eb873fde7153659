import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { rawRows } from '../../db/raw-rows.js';
import { applications, identityReveals, jobScorecards, jobs, jobTeam, siftModerations, siftScores, siftSubmissions, staffProfiles, users, type SiftRule } from '../../db/schema.js';
import type { TeamRole } from '../../../common/staff-access.js';
import type { ScorerAnswer, Verdict } from '../../../common/sift-rules.js';

/** The statuses of the applications a sift scores. */
export const SIFT_STATUSES = ['submitted', 'under_review'] as const;
export const SCORING_ROLES: TeamRole[] = ['shortlisting', 'shortlisting_lead'];

export type ScorecardRow = typeof jobScorecards.$inferSelect;

export async function scorecardOf(db: Database, jobId: number): Promise<ScorecardRow | undefined> {
  const [row] = await db.select().from(jobScorecards).where(eq(jobScorecards.jobId, jobId));
  return row;
}

/** The scorecard row of `jobId`, created with the defaults when missing, locked `for update` (in a transaction). */
export async function lockScorecard(tx: Database, jobId: number): Promise<ScorecardRow> {
  await tx.insert(jobScorecards).values({ jobId }).onConflictDoNothing();
  const [row] = await tx.select().from(jobScorecards).where(eq(jobScorecards.jobId, jobId)).for('update');
  return row!;
}

export async function saveScorecard(tx: Database, jobId: number, values: Partial<typeof jobScorecards.$inferInsert>) {
  await tx
    .update(jobScorecards)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(jobScorecards.jobId, jobId));
}

/** Marks the sift closed by `userId` with its rule; answers the moment. */
export async function markClosed(tx: Database, jobId: number, userId: number, rule: SiftRule): Promise<Date> {
  const [row] = await tx
    .update(jobScorecards)
    .set({ siftClosedAt: sql`now()`, siftClosedBy: userId, siftRule: rule, updatedAt: sql`now()` })
    .where(eq(jobScorecards.jobId, jobId))
    .returning({ at: jobScorecards.siftClosedAt });
  return row!.at!;
}

/** Whether anyone submitted scores for an application of `jobId`. */
export async function hasScores(db: Database, jobId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: siftSubmissions.id })
    .from(siftSubmissions)
    .innerJoin(applications, eq(applications.id, siftSubmissions.applicationId))
    .where(eq(applications.jobId, jobId))
    .limit(1);
  return Boolean(row);
}

/** The caller's active scoring roles on `jobId` (none when their staff account is deactivated). */
export async function scoringRolesOn(db: Database, userId: number, jobId: number): Promise<TeamRole[]> {
  const rows = await db
    .select({ teamRole: jobTeam.teamRole })
    .from(jobTeam)
    .innerJoin(staffProfiles, eq(staffProfiles.userId, jobTeam.userId))
    .where(and(eq(jobTeam.userId, userId), eq(jobTeam.jobId, jobId), isNull(jobTeam.removedAt), isNull(staffProfiles.deactivatedAt), inArray(jobTeam.teamRole, SCORING_ROLES)));
  return rows.map((r) => r.teamRole);
}

/** One application of the sift as the scoring answers need it. */
export async function findForScoring(db: Database, applicationId: number) {
  const [row] = await db
    .select({ application: applications, job: jobs })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, applicationId));
  return row;
}

/** The submitted answers (with their scores) of some applications, oldest first. */
export async function answersOf(db: Database, applicationIds: number[]) {
  if (!applicationIds.length) return [];
  const rows = await db
    .select({
      id: siftSubmissions.id,
      applicationId: siftSubmissions.applicationId,
      scorerId: siftSubmissions.scorerId,
      scorerName: users.fullName,
      verdict: siftSubmissions.verdict,
      submittedAt: siftSubmissions.submittedAt,
      criterionKey: siftScores.criterionKey,
      score: siftScores.score,
      evidence: siftScores.evidence,
    })
    .from(siftSubmissions)
    .innerJoin(users, eq(users.id, siftSubmissions.scorerId))
    .leftJoin(siftScores, eq(siftScores.submissionId, siftSubmissions.id))
    .where(inArray(siftSubmissions.applicationId, applicationIds))
    .orderBy(asc(siftSubmissions.id), asc(siftScores.criterionKey));
  const byId = new Map<number, SubmissionRow>();
  for (const r of rows) {
    let sub = byId.get(r.id);
    if (!sub) {
      sub = { applicationId: r.applicationId, scorerId: r.scorerId, scorerName: r.scorerName, verdict: r.verdict, submittedAt: r.submittedAt, entries: [], scores: {} };
      byId.set(r.id, sub);
    }
    if (r.criterionKey !== null && r.score !== null) {
      sub.entries.push({ criterionKey: r.criterionKey, score: r.score, evidence: r.evidence ?? '' });
      sub.scores[r.criterionKey] = r.score;
    }
  }
  return [...byId.values()];
}

export interface SubmissionRow extends ScorerAnswer {
  applicationId: number;
  scorerName: string;
  submittedAt: Date;
  entries: { criterionKey: string; score: number; evidence: string }[];
}

/**
 * The scorer's answer, written once: the submission row (unique per application and scorer: of two
 * concurrent submits one inserts, the other gets undefined) and its scores.
 */
export async function insertSubmission(tx: Database, applicationId: number, scorerId: number, verdict: Verdict, entries: { criterionKey: string; score: number; evidence: string }[]) {
  const [row] = await tx.insert(siftSubmissions).values({ applicationId, scorerId, verdict }).onConflictDoNothing().returning({ id: siftSubmissions.id });
  if (!row) return undefined;
  if (entries.length) await tx.insert(siftScores).values(entries.map((e) => ({ submissionId: row.id, ...e })));
  return row;
}

export async function moderationsOf(db: Database, applicationIds: number[]) {
  if (!applicationIds.length) return [];
  return db
    .select({ moderation: siftModerations, moderatorName: users.fullName })
    .from(siftModerations)
    .innerJoin(users, eq(users.id, siftModerations.moderatorId))
    .where(inArray(siftModerations.applicationId, applicationIds));
}

/** The moderation, once: undefined when one was recorded meanwhile. */
export async function insertModeration(tx: Database, values: typeof siftModerations.$inferInsert) {
  const [row] = await tx.insert(siftModerations).values(values).onConflictDoNothing().returning();
  return row;
}

/** Whether the identity behind `applicationId` was revealed on its own (break glass). */
export async function brokenGlass(db: Database, applicationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: identityReveals.id })
    .from(identityReveals)
    .where(and(eq(identityReveals.applicationId, applicationId), eq(identityReveals.kind, 'break_glass')))
    .limit(1);
  return Boolean(row);
}

export async function insertReveal(tx: Database, values: typeof identityReveals.$inferInsert) {
  const [row] = await tx.insert(identityReveals).values(values).returning();
  return row!;
}

/** The applications of a job's sift (submitted or under review), oldest submission first. */
export function siftPool(db: Database, jobId: number) {
  return db
    .select({ id: applications.id, applicantId: applications.applicantId, status: applications.status, submittedAt: applications.submittedAt, snapshot: applications.snapshot })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), inArray(applications.status, [...SIFT_STATUSES])))
    .orderBy(asc(applications.submittedAt), asc(applications.id));
}

/** The jobs on which `userId` scores (active team rows, staff account not deactivated), with whether they lead. */
export function scoringJobsOf(db: Database, userId: number) {
  return rawRows<{ job_id: number; reference: string; title: string; lead: boolean; name_blind: boolean | null; required_scorers: number | null; sift_closed_at: Date | string | null }>(
    db,
    sql`
      select j.id as job_id, j.reference, j.title, bool_or(t.team_role = 'shortlisting_lead') as lead,
             sc.name_blind, sc.required_scorers, sc.sift_closed_at
      from ${jobTeam} t
      join ${staffProfiles} sp on sp.user_id = t.user_id and sp.deactivated_at is null
      join ${jobs} j on j.id = t.job_id
      left join ${jobScorecards} sc on sc.job_id = j.id
      where t.user_id = ${userId} and t.removed_at is null and t.team_role in ('shortlisting', 'shortlisting_lead')
      group by j.id, sc.job_id
      order by j.id`,
  );
}

/**
 * The applications of a job's sift whose required scores are in and differ (a criterion by 2 or
 * more, or the verdicts) with no moderation recorded: the same rule as `discrepancies`
 * (common/sift-rules.ts), in SQL for the queue; the tests hold the two to each other.
 */
const openModerationsOf = (jobId: number, required: number) => sql`
  with scored as (
    select s.id, s.application_id, s.verdict
    from ${siftSubmissions} s join ${applications} a on a.id = s.application_id
    where a.job_id = ${jobId} and a.status in ('submitted', 'under_review')
  ), subs as (
    select application_id, count(*) as n, count(distinct verdict) as verdicts from scored group by application_id
  ), gaps as (
    select distinct scored.application_id from scored
    join subs on subs.application_id = scored.application_id and subs.n >= ${required}
    join ${siftScores} sc on sc.submission_id = scored.id
    group by scored.application_id, sc.criterion_key having max(sc.score) - min(sc.score) >= 2
  )
  select a.id as application_id, a.submitted_at
  from subs join ${applications} a on a.id = subs.application_id
  where subs.n >= ${required}
    and not exists (select 1 from ${siftModerations} m where m.application_id = subs.application_id)
    and (subs.verdicts > 1 or subs.application_id in (select application_id from gaps))`;

/** The queue's figures for one job's sift, in one pass over its applications: in the sift, not scored by the caller, with the required scores. */
export async function queueFigures(db: Database, jobId: number, userId: number, required: number) {
  const [row] = await rawRows<{ applications: number | string; left_to_score: number | string; complete: number | string }>(
    db,
    sql`
      select count(*) as applications,
             count(*) filter (where not x.mine) as left_to_score,
             count(*) filter (where x.n >= ${required}) as complete
      from (
        select a.id, count(s.id) as n, coalesce(bool_or(s.scorer_id = ${userId}), false) as mine
        from ${applications} a left join ${siftSubmissions} s on s.application_id = a.id
        where a.job_id = ${jobId} and a.status in ('submitted', 'under_review')
        group by a.id
      ) x`,
  );
  return { applications: Number(row!.applications), leftToScore: Number(row!.left_to_score), complete: Number(row!.complete) };
}

/** The ids of every application waiting for moderation, oldest first (the queue counts them and lists the first). */
export async function waitingForModeration(db: Database, jobId: number, required: number): Promise<number[]> {
  const rows = await rawRows<{ id: number }>(db, sql`select o.application_id as id from (${openModerationsOf(jobId, required)}) o order by o.submitted_at, o.application_id`);
  return rows.map((r) => r.id);
}

/** What the labels of some applications need, oldest first. */
export function labelRows(db: Database, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return rawRows<LabelRow>(
    db,
    sql`
      select a.id, a.submitted_at, a.snapshot #>> '{applicant,fullName}' as full_name,
             exists (select 1 from ${identityReveals} r where r.application_id = a.id and r.kind = 'break_glass') as revealed
      from ${applications} a where a.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
      order by a.submitted_at, a.id`,
  );
}

export interface LabelRow {
  id: number;
  submitted_at: Date | string | null;
  full_name: string | null;
  revealed: boolean;
}

/** Up to 100 applications of the job's sift the caller has not scored, oldest first, with what a label needs. */
export function leftToScore(db: Database, jobId: number, userId: number) {
  return rawRows<LabelRow>(
    db,
    sql`
      select a.id, a.submitted_at, a.snapshot #>> '{applicant,fullName}' as full_name,
             exists (select 1 from ${identityReveals} r where r.application_id = a.id and r.kind = 'break_glass') as revealed
      from ${applications} a
      where a.job_id = ${jobId} and a.status in ('submitted', 'under_review') and coalesce(a.applicant_id, 0) <> ${userId}
        and not exists (select 1 from ${siftSubmissions} s where s.application_id = a.id and s.scorer_id = ${userId})
      order by a.submitted_at, a.id
      limit 100`,
  );
}
