import { DEPARTMENTS, EMPLOYMENT_TYPES, SITES, WORKING_PATTERNS, type Site } from './vocabulary.js';
import type { JobRow } from './model.js';
import { toPublicSummary, type PublicJobSummary } from './views.js';
import type { PublicJobQuery } from './schemas.js';
import { fold } from './query-words.js';
import { DEPARTMENT_NAMES, SITE_NAMES, siteOf } from '../../../common/careers-names.js';

/**
 * The public job board searched in memory: the open jobs are few (thousands at most) and change
 * rarely, so one snapshot serves every search, filter, facet count, sort and page. The jobs a
 * search's words match (word-matches.ts: in some form, from PostgreSQL's text search, or as typed
 * in the entries' `text`, kept per snapshot) are passed in.
 */

type FacetKey = 'department' | 'location' | 'employmentType' | 'workingPattern';
const FACETS: FacetKey[] = ['department', 'location', 'employmentType', 'workingPattern'];
type BoardSort = 'newest' | 'closing' | 'title';

export interface BoardEntry {
  summary: PublicJobSummary;
  values: Record<FacetKey, string>;
}

/**
 * The open jobs, ready to be searched: each job is known by its position in `entries` (newest
 * first), and a search walks typed arrays of positions and codes, not the entries themselves (at
 * 20,000 jobs, the walk over the entries was most of a new search's time).
 */
export interface BoardSnapshot {
  /** The open jobs, newest first. */
  entries: BoardEntry[];
  /** The positions of the entries in each sort order. */
  order: Record<BoardSort, Int32Array>;
  /** Each job's position by its id. */
  positionOf: Map<number, number>;
  /**
   * What the words of a search are looked for in: each entry's title, summary, reference,
   * department names and site, lower case and without accents, one after the other (separated by
   * a NUL, which no job's text has), the entry at position p from `starts[p]` (`starts` ends with
   * the text's length): one string search for all the jobs. `runs`: every distinct run of letters
   * and digits in it, one after the other (NUL-separated): a word that is in none of them is in no
   * job's text, which is known without reading all of it.
   */
  text: { all: string; starts: Int32Array; runs: string };
  /** Per facet, each entry's value as a code: the value's index in `codeValues`. */
  codes: Record<FacetKey, Uint32Array>;
  /** Per facet, the values the codes stand for. */
  codeValues: Record<FacetKey, string[]>;
  /** Every value each facet has among open jobs, in display order. */
  facetValues: Record<FacetKey, string[]>;
  rows: JobRow[];
  /** The distinct words (three letters or more) of the open jobs' titles, departments and sites: what a misspelling is corrected to. */
  words: string[];
}

export { fold };

/** A job's department and site as people may type them: their names in each of the board's languages (a site outside the vocabulary as it is). */
function namesOf(summary: PublicJobSummary): string[] {
  const site = summary.location in SITE_NAMES ? Object.values(SITE_NAMES[summary.location as Site]) : [summary.location];
  return [...Object.values(DEPARTMENT_NAMES[summary.department]), ...site];
}
/** What separates runs of letters and digits. */
const NOT_WORD = /[^\p{L}\p{N}]+/u;
const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}&]+/u).filter((w) => w.length >= 3);
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Builds the snapshot from the open jobs (newest first). */
export function buildSnapshot(rows: JobRow[], now = Date.now()): BoardSnapshot {
  const entries: BoardEntry[] = rows.map((row) => {
    const summary = toPublicSummary(row, now);
    return {
      summary,
      values: {
        department: summary.department,
        location: summary.location,
        employmentType: summary.employmentType,
        workingPattern: summary.workingPattern,
      },
    };
  });
  const byTime = (key: 'postedAt' | 'closesAt', dir: 1 | -1) => (a: BoardEntry, b: BoardEntry) =>
    dir * (Date.parse(a.summary[key]) - Date.parse(b.summary[key])) || dir * (a.summary.id - b.summary.id);
  const newest = [...entries].sort(byTime('postedAt', -1));
  const positionOf = new Map(newest.map((entry, position) => [entry.summary.id, position]));
  const texts = newest.map(({ summary }) => fold([summary.title, summary.summary, summary.reference, ...namesOf(summary)].join('\n')));
  const starts = new Int32Array(texts.length + 1);
  texts.forEach((text, position) => (starts[position + 1] = starts[position]! + text.length + 1));
  const orderBy = (compare: (a: BoardEntry, b: BoardEntry) => number) => Int32Array.from([...newest].sort(compare), (entry) => positionOf.get(entry.summary.id)!);
  const present = (key: FacetKey) => new Set(entries.map((e) => e.values[key]));
  const inOrder = (key: FacetKey, order: readonly string[]) => order.filter((v) => present(key).has(v));
  const codeValues = Object.fromEntries(FACETS.map((key) => [key, [...present(key)]])) as Record<FacetKey, string[]>;
  const codes = Object.fromEntries(
    FACETS.map((key) => {
      const codeOf = new Map(codeValues[key].map((value, code) => [value, code]));
      return [key, Uint32Array.from(newest, (entry) => codeOf.get(entry.values[key])!)];
    }),
  ) as Record<FacetKey, Uint32Array>;
  const words = new Set<string>();
  for (const { summary } of entries) for (const word of wordsOf(fold([summary.title, ...namesOf(summary)].join(' ')))) words.add(word);
  return {
    rows,
    words: [...words],
    entries: newest,
    positionOf,
    text: { all: texts.join('\u0000'), starts, runs: [...new Set(texts.flatMap((text) => text.split(NOT_WORD)))].join('\u0000') },
    order: {
      newest: Int32Array.from(newest, (_, position) => position),
      closing: orderBy(byTime('closesAt', 1)),
      title: orderBy((a, b) => collator.compare(a.summary.title, b.summary.title) || a.summary.id - b.summary.id),
    },
    codes,
    codeValues,
    facetValues: {
      department: inOrder('department', DEPARTMENTS),
      // The sites in the vocabulary's order, then any site written before sites were a vocabulary.
      location: [...inOrder('location', SITES), ...[...present('location')].filter((v) => !(SITES as readonly string[]).includes(v)).sort(collator.compare)],
      employmentType: inOrder('employmentType', EMPLOYMENT_TYPES),
      workingPattern: inOrder('workingPattern', WORKING_PATTERNS),
    },
  };
}

/** A stable key for a query: the same search in any parameter order is one cache entry. */
export function queryKey(query: PublicJobQuery): string {
  const list = (values?: string[]) => [...new Set(values ?? [])].sort().join('\u0001');
  const q = fold((query.q ?? '').trim()).replace(/\s+/g, ' ');
  return [
    q,
    q ? (query.lang ?? 'en') : '',
    ...FACETS.map((key) => list(query[key])),
    query.sort ?? 'newest',
    query.page ?? 1,
    query.perPage ?? 20,
    q && query.exact ? 'exact' : '',
  ].join('\u0002');
}

/** What a search asks for, without its sort and page: what a job alert saves and passes back. */
export type JobCriteria = Pick<PublicJobQuery, 'q' | 'lang' | FacetKey>;

/** The positions (in the snapshot's `entries`) of every open job a search's words match, in some form or as typed (word-matches.ts); none given: the search has no words. */
export interface WordMatches {
  positions: Int32Array;
}

/** A search's filters on `snapshot`: per facet, which value codes pass (null: no filter on it), and the values selected. */
function filtersOf(snapshot: BoardSnapshot, criteria: JobCriteria) {
  const selected = Object.fromEntries(
    FACETS.map((key) => [key, criteria[key]?.length ? new Set<string>(key === 'location' ? criteria[key].map(siteOf) : criteria[key]) : null]),
  ) as Record<FacetKey, Set<string> | null>;
  const passes = FACETS.map((key) => (selected[key] ? Uint8Array.from(snapshot.codeValues[key], (value) => (selected[key]!.has(value) ? 1 : 0)) : null));
  return { selected, passes, codes: FACETS.map((key) => snapshot.codes[key]) };
}

/** Which entries the words match, by position (every one when the search has no words). */
function wordMask(snapshot: BoardSnapshot, words?: WordMatches): Uint8Array | null {
  if (!words) return null;
  const mask = new Uint8Array(snapshot.entries.length);
  for (const position of words.positions) mask[position] = 1;
  return mask;
}

/**
 * The board's one test of jobs against a search's filters (`filtersOf`) and words (`wordMask`), for
 * the search and the job alerts alike: walks `positions` (a sort order), and calls `matched(position)` for each entry the words match
 * that passes every filter, and `countedFor(facet, position)` for each entry that passes every
 * filter but that facet's (what the facet's counts count).
 */
function walk(
  { passes, codes }: ReturnType<typeof filtersOf>,
  inWords: Uint8Array | null,
  positions: Int32Array,
  matched: (position: number) => void,
  countedFor?: (facet: number, position: number) => void,
) {
  for (const position of positions) {
    if (inWords && !inWords[position]) continue;
    let failed = -1;
    let fails = 0;
    for (let facet = 0; facet < FACETS.length && fails < 2; facet++) {
      const pass = passes[facet];
      if (pass && !pass[codes[facet]![position]!]) {
        fails++;
        failed = facet;
      }
    }
    if (fails === 0) {
      matched(position);
      if (countedFor) for (let facet = 0; facet < FACETS.length; facet++) countedFor(facet, position);
    } else if (fails === 1) countedFor?.(failed, position);
  }
}

/** The first `limit` entries (newest first) that match `criteria`: what the search lists for them among those (the job alerts' jobs published since). */
export function matchingEntries(snapshot: BoardSnapshot, criteria: JobCriteria, words: WordMatches | undefined, limit: number): BoardEntry[] {
  const found: BoardEntry[] = [];
  walk(filtersOf(snapshot, criteria), wordMask(snapshot, words), snapshot.order.newest.subarray(0, limit), (position) => found.push(snapshot.entries[position]!));
  return found;
}

/** Searches the snapshot: `{ jobs, total, page, perPage, facets }`; `words`: the jobs the words of `q` match (word-matches.ts). */
export function searchBoard(snapshot: BoardSnapshot, query: PublicJobQuery, words?: WordMatches) {
  const filters = filtersOf(snapshot, query);
  const { selected, codes } = filters;
  const counts = FACETS.map((key) => new Uint32Array(snapshot.codeValues[key].length));
  const matching: number[] = [];
  walk(
    filters,
    wordMask(snapshot, words),
    snapshot.order[query.sort ?? 'newest'],
    (position) => matching.push(position),
    (facet, position) => counts[facet]![codes[facet]![position]!]!++,
  );
  const facetList = (key: FacetKey) => {
    const facet = FACETS.indexOf(key);
    const values = [...snapshot.facetValues[key]];
    for (const value of selected[key] ?? []) if (!values.includes(value)) values.push(value);
    return values.map((value) => {
      const code = snapshot.codeValues[key].indexOf(value);
      return { value, count: code < 0 ? 0 : counts[facet]![code]! };
    });
  };
  const page = query.page ?? 1;
  const perPage = query.perPage ?? 20;
  return {
    jobs: matching.slice((page - 1) * perPage, page * perPage).map((position) => snapshot.entries[position]!.summary),
    total: matching.length,
    page,
    perPage,
    facets: {
      department: facetList('department'),
      location: facetList('location'),
      employmentType: facetList('employmentType'),
      workingPattern: facetList('workingPattern'),
    },
  };
}

/** Open jobs per department, every department listed in its fixed order. */
export function departmentCounts(snapshot: BoardSnapshot) {
  const counts = new Map<string, number>();
  for (const entry of snapshot.entries) counts.set(entry.values.department, (counts.get(entry.values.department) ?? 0) + 1);
  return { departments: DEPARTMENTS.map((department) => ({ department, openJobs: counts.get(department) ?? 0 })) };
}
