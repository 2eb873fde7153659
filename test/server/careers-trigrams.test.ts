import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { publicBoard } from '../../server/modules/careers-jobs/cache.js';
import { similarity, TrigramIndex, trigramsOf } from '../../server/modules/careers-jobs/trigrams.js';

/**
 * The misspelling search compares words by trigrams in memory (trigrams.ts); its answers must be
 * the database's own: pg_trgm's `similarity()`, and the closest word as `order by similarity desc, w`
 * picks it. PGlite here, PostgreSQL with TEST_DATABASE_URL.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const rowsOf = async <T>(query: SQL) => ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;

async function databaseSimilarity(a: string, b: string): Promise<number> {
  const rows = await rowsOf<{ s: string }>(sql`select similarity(${a}::text, ${b}::text)::text as s`);
  return Math.fround(Number(rows[0]!.s));
}

/** The closest of `words` to `term` as the database answers it (what the board asked before). */
async function databaseClosest(term: string, words: string[]): Promise<string | undefined> {
  const rows = await rowsOf<{ w: string }>(sql`
    select w from unnest(string_to_array(${words.join('\n')}::text, E'\n')) w
    where similarity(w, ${term}::text) >= 0.3::real
    order by similarity(w, ${term}::text) desc, w limit 1`);
  return rows[0]?.w;
}

const PAIRS: [string, string][] = [
  ['nurce', 'nurse'],
  ['nurse', 'nurse'],
  ['pharmacst', 'pharmacist'],
  ['oncolgy', 'oncology'],
  ['a', 'ab'],
  ['ab', 'ba'],
  ['Nurse', 'NURSE'],
  ['staff nurse', 'nurse staff'],
  ['a&e', 'a e'],
  ['icu2', 'icu'],
  ['nurse-midwife', 'midwife'],
  ['  spaced   out  ', 'spaced out'],
  ['', 'nurse'],
  ['', ''],
  ['!!!', '???'],
  ['radiographer', 'radiology'],
  ['aaaa', 'aaa'],
];

describe('trigram similarity in memory', () => {
  it.each(PAIRS)('similarity(%j, %j) is pg_trgm’s', async (a, b) => {
    expect(similarity(a, b)).toBe(await databaseSimilarity(a, b));
  });

  it('lists the trigrams as show_trgm does', async () => {
    for (const text of ['nurse', 'A&E staff', 'icu2', '']) {
      const rows = await rowsOf<{ g: string }>(sql`select unnest(show_trgm(${text}::text)) as g`);
      expect([...trigramsOf(text)].sort(), text).toEqual(rows.map((r) => r.g).sort());
    }
  });

  it('reads letters beyond ASCII as letters, as PostgreSQL does in a UTF-8 locale', () => {
    expect([...trigramsOf('Ärzte')]).toEqual(['  ä', ' är', 'ärz', 'rzt', 'zte', 'te ']);
    expect(similarity('infirmière', 'infirmiere')).toBeGreaterThan(0.3);
  });

  it('picks the closest of the board’s words as the database does, for every misspelling', async () => {
    const words = (await publicBoard(t.app.db).board()).words;
    expect(words.length).toBeGreaterThan(20);
    const index = new TrigramIndex(words);
    const terms = ['nurce', 'pharmacst', 'oncolgy', 'midwif', 'teatre', 'radiografer', 'paediatrik', 'xqzvw', 'clinicl', 'surgry', 'nurs', 'hospitl', 'mother', 'ward', 'labor', 'anaesthetst', 'phlebotomy', 'sonographr', 'icu', 'qq'];
    for (const term of terms) expect(index.closest(term, 0.3), term).toBe(await databaseClosest(term, words));
    expect(index.closest('nurce', 0.3)).toBe('nurse');
    expect(index.closest('xqzvw', 0.3)).toBeUndefined();
  });

  it('breaks a tie as the database orders the words', async () => {
    const words = ['nurses', 'nursed', 'nurser'];
    expect(similarity('nurse', 'nurses')).toBe(similarity('nurse', 'nursed'));
    expect(new TrigramIndex(words).closest('nurse', 0.3)).toBe(await databaseClosest('nurse', words));
  });
});
