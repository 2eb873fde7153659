import { eq, sql, type SQL } from 'drizzle-orm';
import type { AppAbility } from '../../../common/ability.js';
import { FAIRNESS_STAGES, MONITORING_QUESTION_IDS, NOT_ANSWERED, type MonitoringQuestion } from '../../../common/equal-opportunities.js';
import type { Database } from '../../db/connection.js';
import { jobs } from '../../db/schema.js';
import { abilityToSql } from '../../lib/ability-sql.js';
import { endOfDay } from '../../lib/dates.js';
import type { CountRow } from './suppression.js';

/**
 * The fairness report's one query: every submitted application in scope with the furthest stage it
 * ever reached (its current status or any status of its history, so a rejection after interview
 * still counts for "interviewed"), joined to its applicant's monitoring answers, counted per group
 * of each question (GROUPING SETS: one pass over the applications for all five questions and the
 * totals). Applications without answers (or whose applicant deleted their account) are `not_answered`.
 */

const COLUMN: Record<MonitoringQuestion, SQL> = {
  sex: sql.raw('eo.sex'),
  ageBand: sql.raw('eo.age_band'),
  ethnicGroup: sql.raw('eo.ethnic_group'),
  disability: sql.raw('eo.disability'),
  religion: sql.raw('eo.religion'),
};

/** The stage a status stands for (1 applied … 5 hired); rejected, withdrawn and the rest count as applied. */
const stageOf = (status: SQL) =>
  sql`case ${status} when 'shortlisted' then 2 when 'interview' then 3 when 'offer' then 4 when 'hired' then 5 else 1 end`;

export interface ReportScope {
  jobId?: number;
  department?: string;
  from?: string;
  to?: string;
}

export interface ReportCounts {
  totals: CountRow;
  /** Per question, its groups' counts (only the groups that have applications). */
  questions: Record<MonitoringQuestion, Map<string, CountRow>>;
}

/** The job a report names, with its department (for the scope check); undefined when there is none. */
export async function findReportJob(db: Database, jobId: number) {
  const [job] = await db.select({ id: jobs.id, title: jobs.title, department: jobs.department }).from(jobs).where(eq(jobs.id, jobId));
  return job;
}

const startOfDay = (day: string) => new Date(`${day}T00:00:00`);

/** The counts of the report over the applications `ability` may `read EqualOpportunities` of (by their job's department). */
export async function reportCounts(db: Database, ability: AppAbility, scope: ReportScope): Promise<ReportCounts> {
  const allowed = abilityToSql(ability, 'read', 'EqualOpportunities', { department: sql.raw('j.department') });
  const where = [
    sql`a.submitted_at is not null`,
    sql`a.status <> 'draft'`,
    allowed,
    scope.jobId ? sql`a.job_id = ${scope.jobId}` : undefined,
    scope.department ? sql`j.department = ${scope.department}` : undefined,
    scope.from ? sql`a.submitted_at >= ${startOfDay(scope.from).toISOString()}` : undefined,
    scope.to ? sql`a.submitted_at <= ${endOfDay(scope.to).toISOString()}` : undefined,
  ].filter((c): c is SQL => c !== undefined);
  const stages = FAIRNESS_STAGES.map((_, i) => ({ i: sql.raw(String(i)), stage: sql.raw(String(i + 1)) }));
  const questionName = sql.join(
    MONITORING_QUESTION_IDS.map((q) => sql`when grouping(${COLUMN[q]}) = 0 then ${sql.raw(`'${q}'`)}`),
    sql` `,
  );
  // s: each application and the furthest stage it reached; p: each person (an applicant, or a deleted
  // account's application alone) with their applications per stage and their furthest stage, so that
  // people are counted without count(distinct): a person reached a stage when their furthest one is at least it.
  const query = sql`
    with progress as (
      select e.application_id, max(${stageOf(sql.raw('e.to_status'))}) as top
      from application_events e where e.to_status in ('shortlisted', 'interview', 'offer', 'hired')
      group by e.application_id
    ),
    s as materialized (
      select a.applicant_id, coalesce(a.applicant_id, -a.id) as person,
        greatest(${stageOf(sql.raw('a.status'))}, coalesce(progress.top, 1)) as stage
      from applications a join jobs j on j.id = a.job_id left join progress on progress.application_id = a.id
      where ${sql.join(where, sql` and `)}
    ),
    p as (
      select s.applicant_id, max(s.stage) as top
        ${sql.join(stages.map(({ i, stage }) => sql`, count(*) filter (where s.stage >= ${stage}) as a${i}`), sql``)}
      from s group by s.person, s.applicant_id
    )
    select case ${questionName} else 'total' end as question,
      coalesce(${sql.join(MONITORING_QUESTION_IDS.map((q) => COLUMN[q]), sql`, `)}) as grp
      ${sql.join(stages.map(({ i, stage }) => sql`, sum(p.a${i}) as a${i}, count(*) filter (where p.top >= ${stage}) as p${i}`), sql``)}
    from p left join equal_opportunities eo on eo.user_id = p.applicant_id
    group by grouping sets (${sql.join(MONITORING_QUESTION_IDS.map((q) => sql`(${COLUMN[q]})`), sql`, `)}, ())`;
  const { rows } = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  const empty = (): CountRow => ({ applications: FAIRNESS_STAGES.map(() => 0), people: FAIRNESS_STAGES.map(() => 0) });
  const counts: ReportCounts = { totals: empty(), questions: Object.fromEntries(MONITORING_QUESTION_IDS.map((q) => [q, new Map()])) as ReportCounts['questions'] };
  for (const row of rows) {
    const counted: CountRow = {
      applications: FAIRNESS_STAGES.map((_, i) => Number(row[`a${i}`] ?? 0)),
      people: FAIRNESS_STAGES.map((_, i) => Number(row[`p${i}`] ?? 0)),
    };
    const question = String(row.question);
    if (question === 'total') counts.totals = counted;
    else counts.questions[question as MonitoringQuestion].set(row.grp == null ? NOT_ANSWERED : String(row.grp), counted);
  }
  return counts;
}
