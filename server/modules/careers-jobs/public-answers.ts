import type { Static } from '@sinclair/typebox';
import type { Database } from '../../db/connection.js';
import { ConcurrencyGate } from '../../lib/concurrency-gate.js';
import { HttpError } from '../../lib/http-errors.js';
import { publicBoard } from './cache.js';
import { toPublicJob, type PublicJobSummary } from './views.js';
import { departmentCounts, fold, matchingEntries, queryKey, searchBoard, type BoardSnapshot, type JobCriteria } from './public-search.js';
import { findPublicJob, isNameBlind } from './repo.js';
import { TrigramIndex } from './trigrams.js';
import { wordMatches as wordMatchesOf } from './word-matches.js';
import type { DepartmentCountListSchema, PublicJobListSchema, PublicJobQuery, PublicJobSchema } from './schemas.js';

/**
 * The public board's answers as serialized JSON bytes, cached by the board (cache.ts) and
 * invalidated with it: what the public API sends, and what the server-rendered careers pages
 * embed (server/modules/careers-pages), from the same code.
 */

/** One page of the job search (`GET /api/careers/jobs`); `url`: the request's, to find the answer by it next time (`PublicBoard.repeated`). */
export function jobListAnswer(db: Database, query: PublicJobQuery, url?: string): Promise<Buffer> {
  return publicBoard(db)
    .answer(
      `list\u0000${queryKey(query)}`,
      async (snapshot) => {
        const answer = isSearch(query) ? await searches.run(() => searchWithCorrection(db, snapshot, query), searchBusy) : (await search(db, snapshot, query)).answer;
        return JSON.stringify(answer satisfies Static<typeof PublicJobListSchema>);
      },
      url,
      { searched: isSearch(query) },
    )
    .then((body) => body!);
}

/**
 * The searches by words not answered yet (cache misses) computed at once, and waiting: one costs a
 * few milliseconds of the process's single thread, and a client cycling through new queries could
 * otherwise keep it busy for everyone. Past the queue: 503 `search_busy` with Retry-After.
 */
export const SEARCHES_AT_ONCE = 2;
export const SEARCHES_WAITING = 32;
const searches = new ConcurrencyGate(SEARCHES_AT_ONCE, SEARCHES_WAITING);
const searchBusy = () =>
  new HttpError(503, 'Too many searches are being answered at the moment. Please try again in a second.', { code: 'search_busy', headers: { 'retry-after': '1' } });

/** Whether the query searches by words (its answer is kept apart from the board's own pages: cache.ts). */
export const isSearch = (query: PublicJobQuery) => Boolean(query.q?.trim());

/** One page of the search of `q`, by its words in any form (the database's text search) and as parts of words; with the jobs its words match. */
async function search(db: Database, snapshot: BoardSnapshot, query: PublicJobQuery) {
  const q = query.q?.trim();
  const wordMatches = q ? await wordMatchesOf(db, snapshot, q, query.lang) : undefined;
  return { answer: searchBoard(snapshot, query, wordMatches), wordMatches };
}

/** Trigram similarity (pg_trgm's) a word must reach to be taken for a misspelling of another. */
const SIMILAR_ENOUGH = 0.3;
/** Each board's words by their trigrams, made at the first misspelling it is asked about. */
const misspellingIndexes = new WeakMap<BoardSnapshot, TrigramIndex>();

/**
 * For each of `terms`, the most similar of the board's words by trigrams (pg_trgm's similarity),
 * when one is similar enough: "nurce" → "nurse". Terms without a close word, shorter than three
 * letters or words of the board themselves are left out.
 */
function closestWords(snapshot: BoardSnapshot, terms: string[]): Map<string, string> {
  let index = misspellingIndexes.get(snapshot);
  if (!index) misspellingIndexes.set(snapshot, (index = new TrigramIndex(snapshot.words)));
  const closest = new Map<string, string>();
  for (const term of terms) {
    if (term.length < 3 || index.has(term)) continue;
    const word = index.closest(term, SIMILAR_ENOUGH);
    if (word) closest.set(term, word);
  }
  return closest;
}

const WITHOUT_FILTERS = { department: undefined, location: undefined, employmentType: undefined, workingPattern: undefined, page: 1, perPage: 1 };

/**
 * The search, forgiving a misspelling: when the words find nothing (on the whole board: when they
 * find jobs that the filters leave out, the filters are the reason, not the words), each word that
 * is none of the board's own is replaced by the most similar of them (trigrams), and that search is
 * answered with `correctedQuery` ("showing results for …"), unless the client asked for the exact words.
 */
async function searchWithCorrection(db: Database, snapshot: BoardSnapshot, query: PublicJobQuery) {
  const { answer, wordMatches } = await search(db, snapshot, query);
  const q = query.q?.trim();
  if (answer.total > 0 || !q || query.exact) return answer;
  if (searchBoard(snapshot, { ...query, ...WITHOUT_FILTERS }, wordMatches).total > 0) return answer;
  const terms = fold(q).split(/\s+/).filter(Boolean);
  const closest = closestWords(snapshot, terms);
  if (!closest.size) return answer;
  const correctedQuery = terms.map((t) => closest.get(t) ?? t).join(' ');
  const corrected = (await search(db, snapshot, { ...query, q: correctedQuery })).answer;
  return corrected.total > 0 ? { ...corrected, correctedQuery } : answer;
}

/** One job by id or slug, open or closed; null when it is not public (`GET /api/careers/jobs/{idOrSlug}`). */
export function jobAnswer(db: Database, idOrSlug: string, url?: string): Promise<Buffer | null> {
  return publicBoard(db).answer(`job\u0000${idOrSlug}`, async (snapshot) => {
    const open = snapshot.rows.find((row) => row.slug === idOrSlug || String(row.id) === idOrSlug);
    const row = open ?? (await findPublicJob(db, idOrSlug));
    return row ? JSON.stringify({ ...toPublicJob(row), nameBlind: await isNameBlind(db, row.id) } satisfies Static<typeof PublicJobSchema>) : null;
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
 * test (public-search.ts criteriaTest) on the same snapshot, and the words' matches it keeps (word-matches.ts).
 */
export async function boardMatcher(db: Database) {
  const snapshot = await publicBoard(db).board();
  const newest = snapshot.entries;
  const postedAt = newest.map((entry) => Date.parse(entry.summary.postedAt));
  return {
    /** How many jobs the board has open now. */
    openJobs: newest.length,
    /** Open jobs published after `since`, newest first, that the search lists for `criteria`. */
    async match(criteria: JobCriteria, since: Date): Promise<PublicJobSummary[]> {
      let fresh = 0;
      while (fresh < newest.length && postedAt[fresh]! > since.getTime()) fresh++;
      if (!fresh) return [];
      const q = criteria.q?.trim();
      const matches = q ? await wordMatchesOf(db, snapshot, q, criteria.lang) : undefined;
      return matchingEntries(snapshot, criteria, matches, fresh).map((entry) => entry.summary);
    },
  };
}
export type BoardMatcher = Awaited<ReturnType<typeof boardMatcher>>;
