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

export interface BoardEntry {
  summary: PublicJobSummary;
  /** Title, summary, reference, department names and site, lower case, without accents. */
  text: string;
  values: Record<FacetKey, string>;
}

export interface BoardSnapshot {
  /** The same entries in each sort order. */
  sorted: Record<'newest' | 'closing' | 'title', BoardEntry[]>;
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
const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}&]+/u).filter((w) => w.length >= 3);
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Builds the snapshot from the open jobs (newest first). */
export function buildSnapshot(rows: JobRow[], now = Date.now()): BoardSnapshot {
  const entries: BoardEntry[] = rows.map((row) => {
    const summary = toPublicSummary(row, now);
    return {
      summary,
      text: fold([summary.title, summary.summary, summary.reference, ...namesOf(summary)].join('\n')),
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
  const present = (key: FacetKey) => new Set(entries.map((e) => e.values[key]));
  const inOrder = (key: FacetKey, order: readonly string[]) => order.filter((v) => present(key).has(v));
  const words = new Set<string>();
  for (const { summary } of entries) for (const word of wordsOf(fold([summary.title, ...namesOf(summary)].join(' ')))) words.add(word);
  return {
    rows,
    words: [...words],
    sorted: {
      newest: [...entries].sort(byTime('postedAt', -1)),
      closing: [...entries].sort(byTime('closesAt', 1)),
      title: [...entries].sort((a, b) => collator.compare(a.summary.title, b.summary.title) || a.summary.id - b.summary.id),
    },
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

/** Every open job a search's words match, in some form or as typed (word-matches.ts); none given: the search has no words. */
export type WordMatches = { all: ReadonlySet<number> };

/**
 * The board's one test of a job against search criteria, for the search and the job alerts alike:
 * `text(entry)`, whether the job is among the words' matches (`wordMatches`, from word-matches.ts;
 * every job when the search has no words); `filters(entry, skip)`, every facet filter but `skip`'s.
 */
export function criteriaTest(criteria: JobCriteria, wordMatches?: WordMatches) {
  const selected = Object.fromEntries(
    FACETS.map((key) => [key, criteria[key]?.length ? new Set<string>(key === 'location' ? criteria[key].map(siteOf) : criteria[key]) : null]),
  ) as Record<FacetKey, Set<string> | null>;
  return {
    selected,
    text: wordMatches ? (e: BoardEntry) => wordMatches.all.has(e.summary.id) : () => true,
    filters: (e: BoardEntry, skip: FacetKey | null) => FACETS.every((key) => key === skip || !selected[key] || selected[key]!.has(e.values[key])),
  };
}

/** The entries among `entries` that match `criteria` (in their order): what the search lists for them. */
export function matchingEntries(entries: readonly BoardEntry[], criteria: JobCriteria, wordMatches?: WordMatches): BoardEntry[] {
  const test = criteriaTest(criteria, wordMatches);
  return entries.filter((e) => test.text(e) && test.filters(e, null));
}

/** Searches the snapshot: `{ jobs, total, page, perPage, facets }`; `wordMatches`: the jobs the words of `q` match (word-matches.ts). */
export function searchBoard(snapshot: BoardSnapshot, query: PublicJobQuery, wordMatches?: WordMatches) {
  const { selected, text: matchesText, filters: matchesExcept } = criteriaTest(query, wordMatches);
  const candidates = snapshot.sorted[query.sort ?? 'newest'].filter(matchesText);
  const counts = Object.fromEntries(FACETS.map((key) => [key, new Map<string, number>()])) as Record<FacetKey, Map<string, number>>;
  const matching: BoardEntry[] = [];
  for (const entry of candidates) {
    if (matchesExcept(entry, null)) matching.push(entry);
    // An entry counts for facet K when it matches every active filter but K's own.
    for (const key of FACETS) {
      if (!matchesExcept(entry, key)) continue;
      const value = entry.values[key];
      counts[key].set(value, (counts[key].get(value) ?? 0) + 1);
    }
  }
  const facetList = (key: FacetKey) => {
    const values = [...snapshot.facetValues[key]];
    for (const value of selected[key] ?? []) if (!values.includes(value)) values.push(value);
    return values.map((value) => ({ value, count: counts[key].get(value) ?? 0 }));
  };
  const page = query.page ?? 1;
  const perPage = query.perPage ?? 20;
  return {
    jobs: matching.slice((page - 1) * perPage, page * perPage).map((e) => e.summary),
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
  for (const entry of snapshot.sorted.newest) counts.set(entry.values.department, (counts.get(entry.values.department) ?? 0) + 1);
  return { departments: DEPARTMENTS.map((department) => ({ department, openJobs: counts.get(department) ?? 0 })) };
}
