import { and, asc, count, desc, eq, fillPlaceholders, ilike, inArray, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connection.js';
import { runPrepared } from '../../db/prepared.js';
import { setBounded } from '../../lib/bounded-map.js';
import { csvDocument } from '../../lib/csv.js';
import { applications, jobs, users } from '../../db/schema.js';
import { endOfDay } from '../../lib/dates.js';
import type { AdminApplicationQuery } from './schemas-review.js';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../common/application-status.js';
import { APPLICANT_STATUS_TEXT } from '../../lib/application-status-text.js';
import { escapeLike } from '../../lib/list-query.js';
import type { AppAbility } from '../../../common/ability.js';
import { applicationCondition, readableFields } from './access.js';
import { blindFields, identityWithheld } from './name-blind.js';


/**
 * How a value enters the SQL: as itself, or as a named placeholder filled in later (the list's
 * SQL text then depends only on the shape of the query, and is built once per shape).
 */
type Bind = <T>(name: string, value: T) => T | Placeholder;
const inline: Bind = (_name, value) => value;

/**
 * Every word must appear in the applicant's name or e-mail, or the job's reference or title. As
 * "applicant among the matching users, or job among the matching jobs", the matching users and jobs
 * are found once per statement instead of once per joined application (about 4x faster over
 * 100,000 applications; a union of two index lookups is faster still for rare words, but far
 * slower for a word that most names contain).
 */
function textMatch(q: string | undefined, bind: Bind): SQL | undefined {
  const terms = (q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 10);
  if (!terms.length) return undefined;
  return and(
    ...terms.map((term, i) => {
      const like = bind(`term${i}`, `%${escapeLike(term)}%`);
      return sql`(${applications.applicantId} in (select ${users.id} from ${users} where ${or(ilike(users.fullName, like), ilike(users.email, like))})
        or ${applications.jobId} in (select ${jobs.id} from ${jobs} where ${or(ilike(jobs.reference, like), ilike(jobs.title, like))}))`;
    }),
  );
}

const startOfDay = (day: string) => new Date(`${day}T00:00:00`);

/**
 * The filters but status (drafts are the applicant's private work: never listed), and `scope`: the
 * caller's ability as SQL (only what they may read; see access.ts).
 */
function baseFilters(query: AdminApplicationQuery, bind: Bind, scope: SQL): SQL[] {
  return [
    ne(applications.status, 'draft'),
    scope,
    query.jobId ? eq(applications.jobId, bind('jobId', query.jobId)) : undefined,
    textMatch(query.q, bind),
    query.submittedFrom ? sql`${applications.submittedAt} >= ${bind('from', startOfDay(query.submittedFrom).toISOString())}` : undefined,
    query.submittedTo ? sql`${applications.submittedAt} <= ${bind('to', endOfDay(query.submittedTo).toISOString())}` : undefined,
  ].filter((c): c is SQL => c !== undefined);
}

/** Every filter, status included. */
const allFilters = (query: AdminApplicationQuery, bind: Bind, scope: SQL) =>
  and(...baseFilters(query, bind, scope), query.status?.length ? inArray(applications.status, query.status.map((s, i) => bind(`status${i}`, s))) : undefined);

/** The chosen order (names without case; statuses newest first within each), then the id. */
function order(query: AdminApplicationQuery): SQL[] {
  const dir = (query.sortDesc ?? true) ? desc : asc;
  switch (query.sortBy ?? 'submittedAt') {
    case 'name':
      return [dir(sql`lower(${users.fullName})`), dir(applications.id)];
    case 'status':
      return [dir(applications.status), desc(applications.submittedAt), desc(applications.id)];
    case 'updatedAt':
      return [dir(applications.updatedAt), dir(applications.id)];
    default:
      return [dir(applications.submittedAt), dir(applications.id)];
  }
}

const selection = {
  id: applications.id,
  status: applications.status,
  submittedAt: applications.submittedAt,
  updatedAt: applications.updatedAt,
  applicantId: applications.applicantId,
  jobId: jobs.id,
  department: jobs.department,
  reference: jobs.reference,
  title: jobs.title,
  fullName: users.fullName,
  email: users.email,
  userStatus: users.status,
  withheld: identityWithheld(applications.id, applications.jobId),
};
/** What a column or SQL expression of the selection holds. */
type DataOf<C> = C extends SQL<infer T> ? T : C extends { _: { data: infer D } } ? D : never;
type ListRow = { [K in keyof typeof selection]: DataOf<(typeof selection)[K]> | null };

/**
 * A row as the caller may see it: the applicant's name and e-mail only where their rule grants
 * `applicantName` and `contact`, and no name for the panel of a name-blind job before its reveal.
 */
function toItem(r: ListRow, ability: AppAbility) {
  const gone = r.applicantId === null || r.userStatus === 'deleted';
  const facts = { id: r.id!, jobId: r.jobId!, status: r.status!, applicantId: r.applicantId, department: r.department };
  const fields = blindFields(readableFields(ability, facts), r.withheld === true);
  return {
    id: r.id!,
    status: r.status!,
    job: { id: r.jobId!, reference: r.reference!, title: r.title! },
    applicant: {
      id: r.applicantId,
      ...(fields.has('applicantName') ? { fullName: gone ? 'Deleted account' : r.fullName! } : {}),
      ...(fields.has('contact') ? { email: gone ? '' : r.email! } : {}),
    },
    submittedAt: r.submittedAt?.toISOString() ?? null,
    updatedAt: r.updatedAt!.toISOString(),
  };
}

/**
 * What the filters select (every status filter included), in the chosen order. The rows are typed
 * as `selection`; with `jsonSelection` the query only serves as SQL inside the list statement.
 */
function filtered(db: Database, query: AdminApplicationQuery, scope: SQL, columns: typeof selection | typeof jsonSelection = selection, bind = inline) {
  return db
    .select(columns as typeof selection)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(users, eq(users.id, applications.applicantId))
    .where(allFilters(query, bind, scope))
    .orderBy(...order(query));
}

/** The same columns, each named after its key, for the JSON the list statement builds. */
const jsonSelection = Object.fromEntries(Object.entries(selection).map(([key, column]) => [key, sql`${column}`.as(key)])) as {
  [K in keyof typeof selection]: SQL.Aliased<DataOf<(typeof selection)[K]>>;
};
/** A row as json_agg writes it: timestamps are strings. */
type JsonRow = Omit<ListRow, 'submittedAt' | 'updatedAt'> & { submittedAt: string | null; updatedAt: string };

/** The counts per status under the given condition (which tests the applications' own columns only). */
const statusCounts = (db: Database, condition: SQL | undefined) =>
  db.select({ status: applications.status, n: count().as('n') }).from(applications).where(condition).groupBy(applications.status);

const dialect = new PgDialect();
/** Shapes of query whose SQL text is kept, at most: the oldest goes first. */
export const MAX_LIST_SHAPES = 1000;
const statements = new Map<string, { sql: string; params: unknown[] }>();

/**
 * The list's SQL text and parameters (placeholders) for one shape of query: the sort and which
 * values are bound (job, statuses, words, dates). Turning drizzle's tree into text costs as much
 * as running the statement, so it is done once per shape (sort, words, statuses, job and dates
 * make a few thousand possible shapes; recruiters use a few dozen).
 */
function listStatement(shape: string, build: () => SQL) {
  let statement = statements.get(shape);
  if (!statement) {
    setBounded(statements, shape, (statement = dialect.sqlToQuery(build())), MAX_LIST_SHAPES);
  }
  return statement;
}

/** Shapes whose SQL text is kept (tests, diagnostics). */
export const listShapesKept = () => statements.size;

/**
 * The administrators' list: filters, text, dates, sort, a page, and counts per status under the
 * other filters. One prepared statement returns both as JSON: this list is what recruiters reload
 * most, and on the embedded database parsing and planning cost more than running it.
 */
export async function listApplications(db: Database, query: AdminApplicationQuery, ability: AppAbility) {
  const page = query.page ?? 1;
  const perPage = query.perPage ?? 20;
  const values: Record<string, unknown> = {};
  const bind: Bind = (name, value) => {
    values[name] = value;
    return sql.placeholder(name);
  };
  // The caller's scope, its values bound like the filters': the statement's text depends on the rules' shape only.
  const scope = applicationCondition(ability, 'read', bind);
  const pageRows = filtered(db, query, scope.condition, jsonSelection, bind)
    .limit(bind('limit', perPage))
    .offset(bind('offset', (page - 1) * perPage));
  const counts = statusCounts(db, and(...baseFilters(query, bind, scope.condition)));
  const shape = `${query.sortBy ?? 'submittedAt'} ${query.sortDesc ?? true} ${Object.keys(values).join(' ')} | ${scope.shape}`;
  const statement = listStatement(shape, () => sql`with page as (${pageRows}), counts as (${counts})
        select (select coalesce(json_agg(page), '[]'::json) from page)::text as items,
               (select coalesce(json_object_agg(status, n), '{}'::json) from counts)::text as counts`);
  const [answer] = await runPrepared(db, statement.sql, fillPlaceholders(statement.params, values));
  // A select without FROM answers exactly one row.
  const items = JSON.parse(answer![0]!) as JsonRow[];
  const byStatus = JSON.parse(answer![1]!) as Record<string, number>;
  const wanted = new Set(query.status?.length ? query.status : APPLICATION_STATUSES);
  const statusCountsOut = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, Number(byStatus[s] ?? 0)])) as Record<ApplicationStatus, number>;
  const total = APPLICATION_STATUSES.filter((s) => wanted.has(s)).reduce((sum, s) => sum + statusCountsOut[s], 0);
  const rows = items.map((r) => ({ ...r, submittedAt: r.submittedAt === null ? null : new Date(r.submittedAt), updatedAt: new Date(r.updatedAt) }));
  return { applications: rows.map((r) => toItem(r, ability)), total, page, perPage, statusCounts: statusCountsOut };
}

const HEADER = ['Application', 'Job reference', 'Job title', 'Applicant', 'E-mail', 'Status', 'Status (applicant label)', 'Submitted', 'Updated'];

/**
 * Every application the filters select (no page) that the caller may both read and export, as CSV
 * with a header row (name and e-mail empty where their rule does not grant them); and how many rows.
 */
export async function exportApplicationsCsv(db: Database, query: AdminApplicationQuery, ability: AppAbility): Promise<{ csv: string; rows: number }> {
  const scope = and(applicationCondition(ability, 'read').condition, applicationCondition(ability, 'export').condition)!;
  const rows = ((await filtered(db, query, scope)) as ListRow[]).map((r) => toItem(r, ability));
  const csv = csvDocument(
    HEADER,
    rows.map((r) => [r.id, r.job.reference, r.job.title, r.applicant.fullName ?? '', r.applicant.email ?? '', r.status, APPLICANT_STATUS_TEXT.en[r.status], r.submittedAt, r.updatedAt]),
  );
  return { csv, rows: rows.length };
}
