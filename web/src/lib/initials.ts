/**
 * "Jane Cooper" → "JC", "Ana Maria Lima" → "AL", "jane.cooper@example.com" → "JC", "Jane" → "J",
 * "Émile" → "É", "𝒜da" → "𝒜" (a whole character, not half of a pair); "?" when there is nothing to show.
 */
export function initials(name: string): string {
  const words = name.replace(/@.*/, '').split(/[\s._-]+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((word) => [...word][0]!.toLocaleUpperCase()).join('') || '?';
}
