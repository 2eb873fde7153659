import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { jobPartsText, jobScorecards, jobSearchVector, jobs, SEARCH_CONFIGS } from '../../db/schema.js';
import type { JobStatus } from './vocabulary.js';
import { formatReference, REFERENCE_PREFIX, slugFor, type JobRow, type JobValues } from './model.js';
import type { AdminJobQuery } from './schemas.js';
import { escapeLike } from '../../lib/list-query.js';
import { preparedRows } from '../../db/prepared.js';
import { siteOf } from '../../../common/careers-names.js';
import { isWidened, queryWordGroups } from './query-words.js';

/** Closes, in the database, every open job whose closing moment has passed (the lazy half of auto-close). */
export async function closeExpiredJobs(db: Database): Promise<number> {
  const closed = await db
    .update(jobs)
    .set({ status: 'closed', updatedAt: sql`now()` })
    .where(and(eq(jobs.status, 'open'), sql`${jobs.closesAt} <= now()`))
    .returning({ id: jobs.id });
  return closed.length;
}

/**
 * What changes when any open job changes (it is written, opens or closes: every write sets
 * updated_at): the number of open jobs, the sum of their ids and their latest write, in one read of
 * the status index's rows.
 */
export async function openJobsFingerprint(db: Database): Promise<string> {
  const [row] = await db
    .select({ n: count(), ids: sql<string>`coalesce(sum(${jobs.id}), 0)::text`, latest: sql<string>`coalesce(max(${jobs.updatedAt}), 'epoch')::text` })
    .from(jobs)
    .where(eq(jobs.status, 'open'));
  return `${row?.n}:${row?.ids}:${row?.latest}`;
}

/** Every job the public may see as open right now. */
export function openJobs(db: Database): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.status, 'open'), sql`${jobs.closesAt} > now()`))
    .orderBy(desc(jobs.postedAt), desc(jobs.id));
}

/** A job by id (digits) or slug, open or closed: drafts and archived jobs are not public. */
export async function findPublicJob(db: Database, idOrSlug: string): Promise<JobRow | undefined> {
  const id = /^\d+$/.test(idOrSlug) ? Number(idOrSlug) : null;
  if (id !== null && id > 2_147_483_647) return undefined;
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(id !== null ? eq(jobs.id, id) : eq(jobs.slug, idOrSlug), inArray(jobs.status, ['open', 'closed'])));
  return row;
}

/** Whether the job's shortlisting is name-blind (its scorecard says so; chosen before it opens). */
export async function isNameBlind(db: Database, jobId: number): Promise<boolean> {
  const [row] = await db.select({ nameBlind: jobScorecards.nameBlind }).from(jobScorecards).where(eq(jobScorecards.jobId, jobId));
  return row?.nameBlind ?? false;
}

export async function findJob(db: Database, id: number): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

/** The next reference of the year: `TRH/<year>/<highest number + 1>`. */
export async function nextReferenceSeq(db: Pick<Database, 'select'>, year: number): Promise<number> {
  const pattern = `^${REFERENCE_PREFIX}/${year}/[0-9]+$`;
  const [row] = await db
    .select({ max: sql<number>`coalesce(max(split_part(${jobs.reference}, '/', 3)::int), 0)` })
    .from(jobs)
    .where(sql`${jobs.reference} ~ ${pattern}`);
  return Number(row?.max ?? 0) + 1;
}

/** Key of the transaction lock that hands out job references one at a time (any constant number will do). */
const REFERENCE_LOCK = 7_310_001;

/**
 * Inserts a job with a fresh reference. Taking the next number and inserting happen under a
 * transaction lock, so jobs created at the same moment get consecutive references instead of the
 * same one (the unique index stays the last word).
 */
export async function insertJob(db: Database, values: JobValues, status: JobStatus = 'draft'): Promise<JobRow> {
  const year = new Date().getFullYear();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REFERENCE_LOCK})`);
    const reference = formatReference(year, await nextReferenceSeq(tx, year));
    const [row] = await tx
      .insert(jobs)
      .values({ ...values, reference, slug: slugFor(values.title, reference), status })
      .returning();
    return row!;
  });
}

export type NewJob = Omit<typeof jobs.$inferInsert, 'id' | 'reference' | 'slug'>;

/** Inserts numbered jobs as they are (the seeders number them). */
export async function insertJobRows(db: Database, rows: (NewJob & { reference: string; slug: string })[]): Promise<void> {
  await db.insert(jobs).values(rows);
}

/** How many jobs there are, in any status. */
export async function countJobs(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobs);
  return Number(row?.n ?? 0);
}

/** Updates a job if it is still in `expected` status; undefined when it moved meanwhile. */
export async function updateJob(db: Database, id: number, expected: JobStatus, set: Partial<typeof jobs.$inferInsert>) {
  const [row] = await db
    .update(jobs)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.status, expected)))
    .returning();
  return row;
}

export type SearchLanguage = keyof typeof SEARCH_CONFIGS;

/**
 * Jobs whose title or summary has every word of `q` in some form: `q` read by the rules of its
 * language and of English (the language jobs are mostly written in), against the index of
 * jobSearchVector. Quotes, `or` and `-word` work as in a web search engine.
 */
export function wordFormsMatch(q: string, lang: SearchLanguage = 'en'): SQL {
  const configs = [...new Set(['english', SEARCH_CONFIGS[lang]])];
  const groups = queryWordGroups(q, lang);
  const words = (config: string, text: string) => sql`websearch_to_tsquery(${sql.raw(`'${config}'::regconfig`)}, ${text})`;
  // Each word, or any of its synonyms (query-words.ts), in every language's reading.
  const widened = (config: string) =>
    sql.join(
      groups.map((g) => sql`(${sql.join([g.typed, ...g.widened].map((alt) => words(config, alt)), sql` || `)})`),
      sql` && `,
    );
  const query = sql.join(
    configs.map((config) => (isWidened(groups) ? widened(config) : words(config, q))),
    sql` || `,
  );
  return sql`(${jobSearchVector(jobs.title, jobs.summary)}) @@ (${query})`;
}

/** Every word of `q` as a part of the title, summary or reference (finds "TRH/2026" and "nur"). */
function partsMatch(q: string): SQL | undefined {
  const terms = q.trim().split(/\s+/).filter(Boolean).slice(0, 10);
  if (!terms.length) return undefined;
  return and(
    ...terms.map((term) => {
      const like = `%${escapeLike(term)}%`;
      return sql`(${jobPartsText(jobs.title, jobs.summary, jobs.reference)}) ilike ${like}`;
    }),
  );
}

/**
 * Jobs matching `q` by word form or by part of word. Each way is asked on its own, through its own
 * index (the text search's, the trigrams'): an OR of both in one filter lets the planner read every
 * job and compute its text vectors row by row, which costs a hundred times more.
 */
function textMatch(q: string | undefined, lang: SearchLanguage | undefined): SQL | undefined {
  const parts = partsMatch(q ?? '');
  if (!parts) return undefined;
  return sql`${jobs.id} in (select ${jobs.id} from ${jobs} where ${wordFormsMatch(q!, lang)} union select ${jobs.id} from ${jobs} where ${parts})`;
}

/**
 * Each text read by the rules of its language as the search reads it (websearch_to_tsquery, as
 * wordFormsMatch asks), in one statement: the text-search query, as text; '' when that reading has
 * no word to look for (a stop word: "the", "les"), which the database then leaves out of a search
 * rather than matching nothing. Every reading is matched against the same vector of a job (all
 * languages' forms), so two texts read alike ("nurse" and "nurses", or "nurse" in English and in
 * French) find the same jobs.
 */
export async function searchQueriesOf(db: Database, questions: { lang: SearchLanguage; text: string }[]): Promise<string[]> {
  if (!questions.length) return [];
  const asked = JSON.stringify(questions.map(({ lang, text }) => [SEARCH_CONFIGS[lang], text]));
  // Prepared (db/prepared.ts): one statement whatever the texts, planned once.
  const [row] = await preparedRows(
    db,
    sql`select json_agg(websearch_to_tsquery((q->>0)::regconfig, q->>1)::text order by n)::text
        from json_array_elements(${asked}::json) with ordinality as x(q, n)`,
  );
  return JSON.parse(row?.[0] ?? '[]') as string[];
}

/**
 * The ids of the open jobs whose words match each of `searchQueries` (text-search queries as
 * searchQueriesOf gives them, not ''), through the index of jobSearchVector, in one statement
 * whatever their number (a word and its synonyms are asked together).
 */
export async function openJobsMatching(db: Database, searchQueries: string[]): Promise<number[][]> {
  if (!searchQueries.length) return [];
  // Prepared (db/prepared.ts): planning the index's expression cost more than running the search
  // (1.5 against 1.2 ms on PGlite). One list of ids per query, in their order.
  const [row] = await preparedRows(
    db,
    sql`select json_agg(coalesce((select string_agg(${jobs.id}::text, ',') from ${jobs}
                                  where ${jobs.status} = 'open' and (${jobSearchVector(jobs.title, jobs.summary)}) @@ x.q::tsquery), '') order by x.n)::text
        from json_array_elements_text(${JSON.stringify(searchQueries)}::json) with ordinality as x(q, n)`,
  );
  return (JSON.parse(row?.[0] ?? '[]') as string[]).map((ids) => (ids ? ids.split(',').map(Number) : []));
}

/** The administrators' order: the chosen field (title without case; jobs without a closing date last), then the id. */
function adminOrder(sortBy: AdminJobQuery['sortBy'] = 'createdAt', sortDesc = true): SQL[] {
  const dir = sortDesc ? desc : asc;
  const field = {
    createdAt: dir(jobs.createdAt),
    updatedAt: dir(jobs.updatedAt),
    closingDate: sql`${jobs.closesAt} ${sql.raw(sortDesc ? 'desc' : 'asc')} nulls last`,
    title: dir(sql`lower(${jobs.title})`),
  }[sortBy];
  return [field, dir(jobs.id)];
}

/** The administrators' list: every status, filters, text search, sort, a page, and counts per status. */
/** The administrators' list, within `scope` (the caller's ability as SQL: only the jobs they may read, counts included). */
export async function listJobs(db: Database, query: AdminJobQuery, scope: SQL) {
  const page = query.page ?? 1;
  const perPage = query.perPage ?? 20;
  const base = [
    scope,
    textMatch(query.q, query.lang),
    query.department?.length ? inArray(jobs.department, query.department) : undefined,
    query.location?.length ? inArray(jobs.location, query.location.map(siteOf)) : undefined,
    query.employmentType?.length ? inArray(jobs.employmentType, query.employmentType) : undefined,
    query.workingPattern?.length ? inArray(jobs.workingPattern, query.workingPattern) : undefined,
  ];
  const where = and(...base, query.status?.length ? inArray(jobs.status, query.status) : undefined);
  const rows = await db
    .select()
    .from(jobs)
    .where(where)
    .orderBy(...adminOrder(query.sortBy, query.sortDesc))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [total] = await db.select({ n: count() }).from(jobs).where(where);
  const byStatus = await db.select({ status: jobs.status, n: count() }).from(jobs).where(and(...base)).groupBy(jobs.status);
  const statusCounts = { draft: 0, open: 0, closed: 0, archived: 0 };
  for (const row of byStatus) statusCounts[row.status] = Number(row.n);
  return { rows, total: Number(total?.n ?? 0), page, perPage, statusCounts };
}
