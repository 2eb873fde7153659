/**
 * Trigram similarity as pg_trgm computes it, in memory: the misspelling search (public-answers.ts)
 * compares every word a search did not find with every word of the board, which cost a statement
 * of about a millisecond on the embedded database at every made-up word; here it is a few lookups.
 *
 * pg_trgm's rules: each word (a run of letters and digits) lower-cased, padded with two spaces
 * before and one after, cut into overlapping threes, each three once; the similarity of two texts is
 * the trigrams they share over the trigrams of both (a single-precision number, as pg_trgm's
 * `similarity()` returns). Letters are letters in every script, as PostgreSQL reads them in a UTF-8
 * locale (the embedded database, in the C locale, would split words at every letter beyond ASCII).
 */

const WORD = /[\p{L}\p{N}]+/gu;

/** The distinct trigrams of `text`, as pg_trgm's `show_trgm` lists them. */
export function trigramsOf(text: string): Set<string> {
  const found = new Set<string>();
  for (const [word] of text.toLowerCase().matchAll(WORD)) {
    const letters = [' ', ' ', ...word, ' '];
    for (let i = 0; i + 3 <= letters.length; i++) found.add(letters[i]! + letters[i + 1]! + letters[i + 2]!);
  }
  return found;
}

/** pg_trgm's `similarity(a, b)` of two sets of trigrams: shared over all, in single precision. */
const ratio = (shared: number, a: number, b: number) => (a + b - shared > 0 ? Math.fround(Math.fround(shared) / Math.fround(a + b - shared)) : 0);

/** pg_trgm's `similarity(a, b)`. */
export function similarity(a: string, b: string): number {
  const one = trigramsOf(a);
  const other = trigramsOf(b);
  let shared = 0;
  for (const trigram of one) if (other.has(trigram)) shared++;
  return ratio(shared, one.size, other.size);
}

/** The words of a board by their trigrams: which of them is most like a given word. */
export class TrigramIndex {
  private readonly sizes: Int32Array;
  private readonly withTrigram = new Map<string, number[]>();
  private readonly known: Set<string>;

  constructor(private readonly words: readonly string[]) {
    this.sizes = new Int32Array(words.length);
    this.known = new Set(words);
    words.forEach((word, index) => {
      const trigrams = trigramsOf(word);
      this.sizes[index] = trigrams.size;
      for (const trigram of trigrams) {
        const list = this.withTrigram.get(trigram);
        if (list) list.push(index);
        else this.withTrigram.set(trigram, [index]);
      }
    });
  }

  /** Whether `word` is one of the words. */
  has(word: string): boolean {
    return this.known.has(word);
  }

  /**
   * The word most similar to `term` with a similarity of at least `atLeast` (the first in code-point
   * order among equals), as `order by similarity(w, term) desc, w limit 1` answers; none: undefined.
   */
  closest(term: string, atLeast: number): string | undefined {
    const trigrams = trigramsOf(term);
    const shared = new Map<number, number>();
    for (const trigram of trigrams) for (const index of this.withTrigram.get(trigram) ?? []) shared.set(index, (shared.get(index) ?? 0) + 1);
    let best: { word: string; score: number } | undefined;
    for (const [index, count] of shared) {
      const score = ratio(count, trigrams.size, this.sizes[index]!);
      const word = this.words[index]!;
      if (score < Math.fround(atLeast)) continue;
      if (!best || score > best.score || (score === best.score && word < best.word)) best = { word, score };
    }
    return best?.word;
  }
}
