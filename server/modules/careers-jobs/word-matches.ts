import type { Database } from '../../db/connection.js';
import { ByteBoundedCache } from '../../lib/byte-bounded-cache.js';
import type { BoardSnapshot, WordMatches } from './public-search.js';
import { isWordCharacter, MAX_WORDS, queryWordGroups, usesSearchSyntax, type WordGroup } from './query-words.js';
import { openJobsMatching, searchQueriesOf, type SearchLanguage } from './repo.js';

/**
 * Which open jobs a search's words match, asked word by word and kept per board snapshot, so that a
 * search made of words the board has met before (in any combination, order, filter, sort or page:
 * a person typing, a crawler) costs no database work and no scan of the jobs' text; only a word
 * never searched since the last change of the board does, and only its reading (a cheap statement)
 * when another word or language read alike was.
 *
 * The answer is the one the whole query gives (repo.ts wordFormsMatch, then every job's text):
 * the jobs that have every word in some form in one of the readings (English, the search's
 * language), or every word in their text: as typed (a part of a word), or one of its synonyms as a
 * whole word (query-words.ts). A search written in the web-search syntax (quotes, `or`, `-word`)
 * or with more than MAX_WORDS words is asked whole.
 */

/** Bytes of lists of jobs kept per snapshot (4 bytes a job, by its position on the board): every word's matches, at 2,000 jobs, in well under this. */
export const WORD_MATCH_BYTES = 4 * 1024 * 1024;
/** Word lists kept at most per snapshot. */
export const WORD_MATCH_ENTRIES = 8_192;

interface Kept {
  /** How many times the database was asked for the jobs of a reading, for this snapshot (the rest were answered from `lists`). */
  asked: number;
  /** How many statements asked them (the readings a search needs and are not kept are asked in one). */
  statements: number;
  /** The lists of jobs (positions) by question: by the text-search query, by word as typed, by search. */
  lists: ByteBoundedCache;
}
const kept = new WeakMap<BoardSnapshot, Kept>();

function keptFor(snapshot: BoardSnapshot): Kept {
  let found = kept.get(snapshot);
  if (!found) kept.set(snapshot, (found = { asked: 0, statements: 0, lists: new ByteBoundedCache(WORD_MATCH_ENTRIES, WORD_MATCH_BYTES) }));
  return found;
}

/** A list of positions as the bytes it is kept as (and back). */
const toBytes = (positions: readonly number[] | Int32Array) => Buffer.from((positions instanceof Int32Array ? positions : Int32Array.from(positions)).buffer);
const fromBytes = (bytes: Buffer) => new Int32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);

/** How each text reads in each language (websearch_to_tsquery), by database: at most this many kept. */
export const READINGS_KEPT = 20_000;
const readings = new WeakMap<Database, ByteBoundedCache>();

function readingsKept(db: Database): ByteBoundedCache {
  let kept = readings.get(db);
  if (!kept) readings.set(db, (kept = new ByteBoundedCache(READINGS_KEPT, 4 * 1024 * 1024)));
  return kept;
}
const readingKey = (lang: SearchLanguage, text: string) => `${lang}\u0000${text}`;

/**
 * Each text read by its language's rules (repo.ts searchQueriesOf): those not kept yet asked in one
 * statement, then kept (how a text reads does not depend on the board).
 */
async function readingsOf(db: Database, questions: { lang: SearchLanguage; text: string }[]): Promise<string[]> {
  const kept = readingsKept(db);
  const found = questions.map(({ lang, text }) => kept.get(readingKey(lang, text))?.toString('utf8'));
  const missing = questions.filter((_, i) => found[i] === undefined);
  const asked = await searchQueriesOf(db, missing);
  missing.forEach(({ lang, text }, i) => kept.set(readingKey(lang, text), Buffer.from(asked[i]!, 'utf8')));
  let next = 0;
  return found.map((reading) => reading ?? asked[next++]!);
}

/**
 * The open jobs each reading's words match in some form (null: a reading with nothing to look for),
 * by position on the board; those not kept yet asked in one statement. Kept by the reading, not the
 * words as typed: the texts that read alike in any language ("nurse", "Nurse", "nurses"; most words
 * in English and in French) ask the jobs once.
 */
async function jobsOfReadings(db: Database, snapshot: BoardSnapshot, readings: string[]): Promise<(Int32Array | null)[]> {
  const kept = keptFor(snapshot);
  const keyOf = (reading: string) => `f\u0000${reading}`;
  const found = new Map<string, Buffer>();
  for (const reading of readings) {
    const bytes = reading ? kept.lists.get(keyOf(reading)) : undefined;
    if (bytes) found.set(reading, bytes);
  }
  const missing = [...new Set(readings.filter((reading) => reading && !found.has(reading)))];
  if (missing.length) {
    kept.asked += missing.length;
    kept.statements++;
    const matched = await openJobsMatching(db, missing);
    missing.forEach((reading, i) => {
      // By their positions on the board (a job opened since the snapshot was taken is not on it).
      const bytes = toBytes(matched[i]!.map((id) => snapshot.positionOf.get(id) ?? -1).filter((position) => position >= 0));
      kept.lists.set(keyOf(reading), bytes);
      found.set(reading, bytes);
    });
  }
  return readings.map((reading) => (reading ? fromBytes(found.get(reading)!) : null));
}

/** Letters and digits only. */
const WORD_ONLY = /^[\p{L}\p{N}]+$/u;

/** The positions of the entries whose text has `word`: anywhere (a part of a word), or only as a `whole` word. */
function entriesWith(snapshot: BoardSnapshot, word: string, whole: boolean): number[] {
  const { all, starts, runs } = snapshot.text;
  const found: number[] = [];
  if (!word) return whole ? found : snapshot.entries.map((_, p) => p);
  if (word.includes('\u0000')) return found;
  // A word of letters and digits alone stands within one run of them: in none, it is in no job's text.
  if (WORD_ONLY.test(word) && !runs.includes(word)) return found;
  let position = 0;
  for (let at = all.indexOf(word); at >= 0; ) {
    while (starts[position + 1]! <= at) position++;
    if (whole && (isWordCharacter(all[at - 1]) || isWordCharacter(all[at + word.length]))) {
      at = all.indexOf(word, at + 1);
      continue;
    }
    found.push(position);
    // One match is enough: on to the next entry's text.
    at = all.indexOf(word, starts[position + 1]!);
  }
  return found;
}

/**
 * The open jobs whose text has `word` (entriesWith), kept per snapshot: a word is read for in the
 * board's text once, whichever searches it is part of (a synonym is shared by several words and
 * languages; at 20,000 jobs each read of the text is a few milliseconds).
 */
function keptEntriesWith(snapshot: BoardSnapshot, word: string, whole: boolean): Int32Array {
  const { lists } = keptFor(snapshot);
  const key = `${whole ? 'w' : 'p'}\u0000${word}`;
  const found = lists.get(key);
  if (found) return fromBytes(found);
  const bytes = toBytes(entriesWith(snapshot, word, whole));
  lists.set(key, bytes);
  return fromBytes(bytes);
}

/** The open jobs whose text has the group's word as typed (part of a word) or one of its synonyms (whole word). */
function textOf(snapshot: BoardSnapshot, group: WordGroup): Int32Array {
  const matches = [keptEntriesWith(snapshot, group.typed, false), ...group.widened.map((word) => keptEntriesWith(snapshot, word, true))];
  return union(matches, snapshot.entries.length);
}

/** The positions (below `size`) in every one of `lists`, each list without repeats. */
function intersection(lists: ArrayLike<number>[], size: number): Int32Array {
  if (!lists.length) return new Int32Array(0);
  if (lists.length === 1) return Int32Array.from(lists[0]!);
  const seen = new Uint8Array(size);
  for (const list of lists) for (let i = 0; i < list.length; i++) seen[list[i]!]!++;
  const smallest = lists.reduce((a, b) => (b.length < a.length ? b : a));
  return Int32Array.from(smallest).filter((position) => seen[position] === lists.length);
}

/** The positions (below `size`) in any of `lists`, once each. */
function union(lists: ArrayLike<number>[], size: number): Int32Array {
  if (lists.length === 1) return Int32Array.from(lists[0]!);
  const seen = new Uint8Array(size);
  const found: number[] = [];
  for (const list of lists) {
    for (let i = 0; i < list.length; i++) {
      if (seen[list[i]!]) continue;
      seen[list[i]!] = 1;
      found.push(list[i]!);
    }
  }
  return Int32Array.from(found);
}

/**
 * What the database is asked, per reading: each entry a word (or phrase), all of them required; each
 * word's alternatives (its synonyms), any of them enough. As wordFormsMatch builds the whole query.
 */
function formQuestions(q: string, groups: WordGroup[]): string[][] {
  if (groups.some((g) => g.widened.length > 0)) return groups.map((g) => [g.typed, ...g.widened]);
  const words = q.split(/\s+/).filter(Boolean);
  // The words as typed: accents and case may change what the database's stemmers find.
  return usesSearchSyntax(q) || words.length > MAX_WORDS ? [[q]] : words.map((word) => [word]);
}

/**
 * The open jobs that match every question (each its alternatives: any of them enough), given each
 * alternative's jobs in order (`lists`, as jobsOfReadings answers; null, a stop word, asks nothing).
 */
function formsMatch(questions: string[][], lists: (Int32Array | null)[], size: number): Int32Array {
  const required: Int32Array[] = [];
  let at = 0;
  for (const alternatives of questions) {
    const found = lists.slice(at, (at += alternatives.length)).filter((list): list is Int32Array => list !== null);
    if (found.length) required.push(union(found, size));
  }
  return intersection(required, size);
}

/**
 * Every open job of `snapshot` that the words `q` match, in some form or as typed (see above); the
 * answer is kept too, so the same words with another filter, sort or page (a visitor paging through
 * the results, a crawler) cost only the filters.
 */
export async function wordMatches(db: Database, snapshot: BoardSnapshot, q: string, lang: SearchLanguage = 'en'): Promise<WordMatches> {
  const { lists } = keptFor(snapshot);
  // The words as typed: accents and case may change what the database's stemmers find.
  const key = `q\u0000${lang}\u0000${q}`;
  const found = lists.get(key);
  if (found) return { positions: fromBytes(found) };
  const groups = queryWordGroups(q, lang);
  const questions = formQuestions(q, groups);
  const size = snapshot.entries.length;
  const matched = [intersection(groups.map((group) => textOf(snapshot, group)), size)];
  const languages = [...new Set<SearchLanguage>(['en', lang])];
  // Every text's reading in every language (one statement for those not kept), then the jobs of
  // every reading (one statement for those not kept), then each language's answer from them.
  const texts = questions.flat();
  const readings = await readingsOf(db, languages.flatMap((reading) => texts.map((text) => ({ lang: reading, text }))));
  const readingJobs = await jobsOfReadings(db, snapshot, readings);
  languages.forEach((_, i) => matched.push(formsMatch(questions, readingJobs.slice(i * texts.length, (i + 1) * texts.length), size)));
  const bytes = toBytes(union(matched, size));
  lists.set(key, bytes);
  return { positions: fromBytes(bytes) };
}

/** How many times the database has been asked for the jobs of a reading for `snapshot`'s word matches (what was kept answered the rest). */
export const databaseQuestions = (snapshot: BoardSnapshot) => kept.get(snapshot)?.asked ?? 0;
/** How many statements asked them. */
export const databaseStatements = (snapshot: BoardSnapshot) => kept.get(snapshot)?.statements ?? 0;
