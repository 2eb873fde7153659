import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { seedManyJobs } from '../../scripts/seed-jobs.js';
import { publicBoard } from '../../server/modules/careers-jobs/cache.js';
import { matchingEntries, searchBoard, type BoardEntry, type BoardSnapshot } from '../../server/modules/careers-jobs/public-search.js';
import type { PublicJobQuery } from '../../server/modules/careers-jobs/schemas.js';
import { wordMatches } from '../../server/modules/careers-jobs/word-matches.js';

/**
 * The board searches its snapshot through typed arrays of positions and codes (public-search.ts);
 * what it answers must be what a plain reading of its jobs gives: the jobs the words match that
 * pass every filter, in the sort's order, and per facet the jobs that pass every filter but its own.
 */
let t: TestApp;
let snapshot: BoardSnapshot;

beforeAll(async () => {
  t = await createTestApp();
  await seedManyJobs(t.app.db, 400);
  await publicBoard(t.app.db).invalidate();
  snapshot = await publicBoard(t.app.db).board();
});
afterAll(async () => t?.close());

type Facet = 'department' | 'location' | 'employmentType' | 'workingPattern';
const FACETS: Facet[] = ['department', 'location', 'employmentType', 'workingPattern'];

/** The answer read plainly from the entries: each filter and the words tested one job at a time. */
async function plainly(query: PublicJobQuery) {
  const words = query.q ? new Set((await wordMatches(t.app.db, snapshot, query.q, query.lang)).positions) : null;
  const inWords = snapshot.entries.filter((_, position) => !words || words.has(position));
  const passes = (entry: BoardEntry, skip: Facet | null) => FACETS.every((key) => key === skip || !query[key]?.length || (query[key] as string[]).includes(entry.values[key]));
  const matching = inWords.filter((entry) => passes(entry, null));
  const counts = Object.fromEntries(
    FACETS.map((key) => {
      const counted = new Map<string, number>();
      for (const entry of inWords) if (passes(entry, key)) counted.set(entry.values[key], (counted.get(entry.values[key]) ?? 0) + 1);
      return [key, counted];
    }),
  ) as Record<Facet, Map<string, number>>;
  return { ids: new Set(matching.map((entry) => entry.summary.id)), counts };
}

const QUERIES: PublicJobQuery[] = [
  {},
  { department: ['nursing'] },
  { department: ['nursing', 'surgery'], employmentType: ['permanent'] },
  { q: 'nurse', workingPattern: ['full-time'], sort: 'closing' },
  { q: 'theatre', department: ['surgery', 'nursing'], location: ['main-campus'], sort: 'title', page: 2, perPage: 5 },
  { q: 'oncology nurse', lang: 'fr', employmentType: ['permanent', 'contract'], workingPattern: ['part-time', 'shifts'] },
  { q: 'zzzz' },
  { department: ['pharmacy'], location: ['main-campus'], employmentType: ['permanent'], workingPattern: ['full-time'], perPage: 50 },
];

describe('the board search over its snapshot', () => {
  it('lists, counts and pages what a plain reading of its jobs gives', async () => {
    let listed = 0;
    for (const query of QUERIES) {
      const words = query.q ? await wordMatches(t.app.db, snapshot, query.q, query.lang) : undefined;
      const answer = searchBoard(snapshot, query, words);
      const expected = await plainly(query);
      const label = JSON.stringify(query);
      expect(answer.total, label).toBe(expected.ids.size);
      for (const job of answer.jobs) expect(expected.ids.has(job.id), label).toBe(true);
      const perPage = query.perPage ?? 20;
      expect(answer.jobs.length, label).toBe(Math.max(0, Math.min(perPage, expected.ids.size - ((query.page ?? 1) - 1) * perPage)));
      for (const key of FACETS) {
        for (const { value, count } of answer.facets[key]) expect(count, `${label} ${key}=${value}`).toBe(expected.counts[key].get(value) ?? 0);
        // Every value some job has is offered (with its count, 0 included).
        for (const value of new Set(snapshot.entries.map((e) => e.values[key]))) expect(answer.facets[key].some((f) => f.value === value), `${label} ${key}=${value}`).toBe(true);
      }
      listed += answer.total;
    }
    expect(listed).toBeGreaterThan(100);
  });

  it('keeps each sort order across the pages', async () => {
    const all = (sort: PublicJobQuery['sort']) => searchBoard(snapshot, { department: ['nursing', 'surgery', 'medicine'], sort, perPage: 100 }).jobs;
    const closing = all('closing').map((job) => Date.parse(job.closesAt ?? ''));
    expect(closing.length).toBeGreaterThan(10);
    expect(closing).toEqual([...closing].sort((a, b) => a - b));
    const newest = all('newest').map((job) => Date.parse(job.postedAt));
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
    const titles = all('title').map((job) => job.title);
    expect(titles).toEqual([...titles].sort(new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare));
    const pages = [1, 2, 3].flatMap((page) => searchBoard(snapshot, { department: ['nursing', 'surgery', 'medicine'], sort: 'title', page, perPage: 7 }).jobs);
    expect(pages.map((job) => job.title)).toEqual(titles.slice(0, 21));
  });

  it('gives the job alerts the newest jobs the search lists, in its order', async () => {
    const criteria: PublicJobQuery = { q: 'nurse', department: ['nursing', 'surgery'] };
    const words = await wordMatches(t.app.db, snapshot, 'nurse');
    const listed = searchBoard(snapshot, { ...criteria, perPage: 100 }, words).jobs.map((job) => job.id);
    expect(matchingEntries(snapshot, criteria, words, 60).map((entry) => entry.summary.id)).toEqual(
      listed.filter((id) => snapshot.entries.slice(0, 60).some((entry) => entry.summary.id === id)),
    );
  });
});
