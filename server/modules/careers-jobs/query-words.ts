import { SYNONYMS } from './search-words.js';

/**
 * A search's words, each with the synonyms that widen it (search-words.ts): "icu nurse" asks for
 * (icu, or intensive care, or critical care…) and nurse. What the user typed matches as a part of a
 * word, as the board always did ("nur" finds nurse); a synonym matches as a whole word or phrase, so
 * that a widening never turns into a part-of-word match of everything ("ed" inside "needed").
 * A query written in the web-search syntax (quotes, `or`, `-word`) is taken as it is.
 */

export interface WordGroup {
  /** The word or phrase as typed (folded). */
  typed: string;
  /** Its synonyms (folded), three letters or more. */
  widened: string[];
}

export const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** At most this many words of a query are matched (the rest are ignored, as before). */
export const MAX_WORDS = 10;
/** The longest synonym phrase, in words. */
const MAX_PHRASE = 4;
/** Shorter synonyms only widen when typed themselves ("IT", "A&E" finds… but never is found by a two-letter part). */
const MIN_WIDENING = 3;

type Language = keyof typeof SYNONYMS;

const groupsByLanguage = new Map<Language, Map<string, string[]>>();

/** For `lang`, each synonym (folded) and everything it widens to: English groups plus the language's own. */
function synonymsFor(lang: Language): Map<string, string[]> {
  let map = groupsByLanguage.get(lang);
  if (map) return map;
  map = new Map();
  const groups = lang === 'en' ? SYNONYMS.en : [...SYNONYMS.en, ...SYNONYMS[lang]];
  for (const group of groups) {
    const folded = group.map(fold);
    for (const word of folded) map.set(word, [...new Set([...(map.get(word) ?? []), ...folded])]);
  }
  groupsByLanguage.set(lang, map);
  return map;
}

export const usesSearchSyntax = (q: string) => /["]|(^|\s)-\S|(^|\s)or(\s|$)/i.test(q);

/** The word groups of `q` for a search in `lang`. */
export function queryWordGroups(q: string, lang: Language = 'en'): WordGroup[] {
  const words = fold(q).split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  if (usesSearchSyntax(q)) return words.map((typed) => ({ typed, widened: [] }));
  const synonyms = synonymsFor(lang);
  const groups: WordGroup[] = [];
  for (let i = 0; i < words.length; ) {
    let matched = 0;
    for (let n = Math.min(MAX_PHRASE, words.length - i); n >= 1 && !matched; n--) if (synonyms.has(words.slice(i, i + n).join(' '))) matched = n;
    const typed = words.slice(i, i + Math.max(matched, 1)).join(' ');
    const widened = matched ? synonyms.get(typed)!.filter((w) => w !== typed && w.length >= MIN_WIDENING) : [];
    groups.push({ typed, widened });
    i += Math.max(matched, 1);
  }
  return groups;
}

/** Whether any group widens its word (the SQL then asks each alternative). */
export const isWidened = (groups: WordGroup[]) => groups.some((g) => g.widened.length > 0);

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** Whether `c` is part of a word (a letter or a digit; not the text's start or end). */
export const isWordCharacter = (c: string | undefined) => c !== undefined && LETTER_OR_DIGIT.test(c);
