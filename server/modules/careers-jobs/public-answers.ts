import type { Static } from '@sinclair/typebox';
import type { Database } from '../../db/connection.js';
import { publicBoard } from './cache.js';
import { toPublicJob, type PublicJobSummary } from './views.js';
import { departmentCounts, matchingEntries, queryKey, searchBoard, type JobCriteria } from './public-search.js';
import { findPublicJob, openJobsMatchingWords } from './repo.js';
import type { DepartmentCountListSchema, PublicJobListSchema, PublicJobQuery, PublicJobSchema } from './schemas.js';

/**
 * The public board's answers as serialized JSON bytes, cached by the board (cache.ts) and
 * invalidated with it: what the public API sends, and what the server-rendered careers pages
 * embed (server/modules/careers-pages), from the same code.
 */

/** One page of the job search (`GET /api/careers/jobs`); `url`: the request's, to find the answer by it next time (`PublicBoard.repeated`). */
export function jobListAnswer(db: Database, query: PublicJobQuery, url?: string): Promise<Buffer> {
  return publicBoard(db)
    .answer(`list\u0000${queryKey(query)}`, async (snapshot) => {
      const q = query.q?.trim();
      const wordMatches = q ? await openJobsMatchingWords(db, q, query.lang) : undefined;
      return JSON.stringify(searchBoard(snapshot, query, wordMatches) satisfies Static<typeof PublicJobListSchema>);
    }, url)
    .then((body) => body!);
}

/** One job by id or slug, open or closed; null when it is not public (`GET /api/careers/jobs/{idOrSlug}`). */
export function jobAnswer(db: Database, idOrSlug: string, url?: string): Promise<Buffer | null> {
  return publicBoard(db).answer(`job\u0000${idOrSlug}`, async (snapshot) => {
    const open = snapshot.rows.find((row) => row.slug === idOrSlug || String(row.id) === idOrSlug);
    const row = open ?? (await findPublicJob(db, idOrSlug));
    return row ? JSON.stringify(toPublicJob(row) satisfies Static<typeof PublicJobSchema>) : null;
  }, url);
}

/** Every department with its number of open jobs (`GET /api/careers/departments`). */
export function departmentsAnswer(db: Database): Promise<Buffer> {
  return publicBoard(db)
    .answer('departments', (snapshot) => JSON.stringify(departmentCounts(snapshot) satisfies Static<typeof DepartmentCountListSchema>))
    .then((body) => body!);
}

/**
 * The search of the board for job alerts: `match(criteria, since)` answers the open jobs published
 * after `since` that the search would list for `criteria` (newest first), through the search's own
 * test (public-search.ts criteriaTest) on the same snapshot. Searches by words are asked of the
 * database once per distinct text and language for the matcher's life (one digest run).
 */
export async function boardMatcher(db: Database) {
  const snapshot = await publicBoard(db).board();
  const newest = snapshot.sorted.newest;
  const postedAt = newest.map((entry) => Date.parse(entry.summary.postedAt));
  const words = new Map<string, Promise<Set<number>>>();
  const wordMatches = (q: string, lang: JobCriteria['lang']) => {
    const key = `${lang ?? 'en'}\u0000${q}`;
    let found = words.get(key);
    if (!found) words.set(key, (found = openJobsMatchingWords(db, q, lang)));
    return found;
  };
  return {
    /** How many jobs the board has open now. */
    openJobs: newest.length,
    /** Open jobs published after `since`, newest first, that the search lists for `criteria`. */
    async match(criteria: JobCriteria, since: Date): Promise<PublicJobSummary[]> {
      let fresh = 0;
      while (fresh < newest.length && postedAt[fresh]! > since.getTime()) fresh++;
      if (!fresh) return [];
      const q = criteria.q?.trim();
      const matches = q ? await wordMatches(q, criteria.lang) : undefined;
      return matchingEntries(newest.slice(0, fresh), criteria, matches).map((entry) => entry.summary);
    },
  };
}
export type BoardMatcher = Awaited<ReturnType<typeof boardMatcher>>;
