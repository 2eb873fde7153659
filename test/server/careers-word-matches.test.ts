import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { jobs } from '../../server/db/schema.js';
import { publicBoard } from '../../server/modules/careers-jobs/cache.js';
import { isWordCharacter, queryWordGroups, type WordGroup } from '../../server/modules/careers-jobs/query-words.js';
import { wordFormsMatch, type SearchLanguage } from '../../server/modules/careers-jobs/repo.js';
import { databaseQuestions, databaseStatements, wordMatches } from '../../server/modules/careers-jobs/word-matches.js';
import { inDays, publishableJob } from './careers-helpers.js';

/**
 * The board asks the database word by word and keeps each word's matches (word-matches.ts); what it
 * finds must be exactly what the whole query finds (the text search of every word at once, then
 * every job's text), whatever the words: stop words, accents, synonyms, phrases, the web-search syntax.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const admin = bearer(await t.token('admin'));
  for (const [title, summary] of [
    ['Infirmier ou infirmière en soins intensifs', 'Poste à l’hôpital de jour, équipe de nuit.'],
    ['Gesundheits- und Krankenpfleger Intensivstation', 'Pflege auf der Intensivstation.'],
    ['Enfermeiro de cuidados intensivos', 'Vaga no hospital de dia.'],
    ['Part-time A&E staff nurse', 'Emergency department, nights and weekends.'],
  ]) {
    const created = await t.app.inject({ method: 'POST', url: '/api/careers/admin/jobs', headers: admin, payload: publishableJob(title!, inDays(20), { summary }) });
    expect(created.statusCode, created.body).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: `/api/careers/admin/jobs/${created.json().id}/publish`, headers: admin })).statusCode).toBe(200);
  }
});
afterAll(async () => t?.close());

const QUERIES = [
  'nurses', 'Nurses ICU', 'icu nurse', 'the nurse', 'the and of', 'infirmières', 'infirmieres nuit', 'soins intensifs',
  'Krankenpflegern Intensivstationen', 'enfermeiras', 'part-time', 'A&E', 'a&e nurse', 'critical care', 'intensive care unit',
  'pharmacists oncology', 'radiog', 'nurse" or -( !! & | :*', '"staff nurse"', 'nurse or midwife', 'nurse -night',
  'one two three four five six seven eight nine ten eleven nurse', 'théâtre', 'theatre surgery', 'HCA', 'zzzz', 'back\\slash nurse', 'nurse \u{1FA7A} "\\u0041"', '{"json": [1]} nurse',
];
const LANGUAGES: SearchLanguage[] = ['en', 'fr', 'de', 'pt'];

/** Whether `word` stands in `text` as a whole word. */
function hasWholeWord(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    if (!isWordCharacter(text[at - 1]) && !isWordCharacter(text[at + word.length])) return true;
  }
  return false;
}

/** The words' test of one job's text, read plainly: every group, by its typed word as a part of a word or a synonym as a whole word. */
const textMatcher = (groups: WordGroup[]) => (text: string) => groups.every((g) => text.includes(g.typed) || g.widened.some((word) => hasWholeWord(text, word)));

/** What the whole query finds among the board's jobs: every word's forms in one statement, then the text of every job. */
async function wholeQuery(q: string, lang: SearchLanguage): Promise<number[]> {
  const snapshot = await publicBoard(t.app.db).board();
  const inSomeForm = new Set((await t.app.db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.status, 'open'), wordFormsMatch(q, lang)))).map((r) => r.id));
  const typed = textMatcher(queryWordGroups(q, lang));
  const { all, starts } = snapshot.text;
  const textOf = (position: number) => all.slice(starts[position], starts[position + 1]! - 1);
  return snapshot.entries.filter((e, position) => inSomeForm.has(e.summary.id) || typed(textOf(position))).map((e) => e.summary.id).sort((a, b) => a - b);
}

async function wordByWord(q: string, lang: SearchLanguage): Promise<number[]> {
  const snapshot = await publicBoard(t.app.db).board();
  const { positions } = await wordMatches(t.app.db, snapshot, q, lang);
  return [...positions].map((position) => snapshot.entries[position]!.summary.id).sort((a, b) => a - b);
}

describe('the words of a search, matched word by word', () => {
  it('find exactly the jobs the whole query finds, in every language', async () => {
    let found = 0;
    for (const lang of LANGUAGES) {
      for (const q of QUERIES) {
        const expected = await wholeQuery(q, lang);
        expect(await wordByWord(q, lang), `${q} (${lang})`).toEqual(expected);
        found += expected.length;
      }
    }
    // The table is not vacuous: most queries find something.
    expect(found).toBeGreaterThan(QUERIES.length * LANGUAGES.length);
  });

  it('a search of words met before, in another order or combination, asks the database nothing', async () => {
    await wordByWord('midwife', 'en');
    await wordByWord('theatre', 'en');
    const snapshot = await publicBoard(t.app.db).board();
    const asked = databaseQuestions(snapshot);
    expect(await wordByWord('theatre midwife', 'en')).toEqual(await wordByWord('midwife theatre', 'en'));
    expect(databaseQuestions(snapshot)).toBe(asked);
    await wordByWord('radiographer', 'en');
    expect(databaseQuestions(snapshot)).toBeGreaterThan(asked);
  });

  it('words that read alike (another case, a plural, another language) ask for the jobs once', async () => {
    const snapshot = await publicBoard(t.app.db).board();
    const found = await wordByWord('phlebotomist', 'en');
    const asked = databaseQuestions(snapshot);
    expect(found.length).toBeGreaterThan(0);
    expect(await wordByWord('Phlebotomists', 'en')).toEqual(found);
    expect(await wordByWord('phlebotomist', 'fr')).toEqual(found);
    expect(databaseQuestions(snapshot)).toBe(asked);
  });

  it('a word, its synonyms and their readings in two languages ask for their jobs in one statement', async () => {
    const snapshot = await publicBoard(t.app.db).board();
    const [asked, statements] = [databaseQuestions(snapshot), databaseStatements(snapshot)];
    expect((await wordByWord('obstetrics', 'de')).length).toBeGreaterThan(0);
    expect(databaseQuestions(snapshot) - asked).toBeGreaterThan(2);
    expect(databaseStatements(snapshot) - statements).toBe(1);
  });
});
