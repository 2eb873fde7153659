/** "Jane Cooper" → "JC", "jane.cooper@example.com" → "JC", "Jane" → "J"; "?" when there is nothing to show. */
export function initials(name: string): string {
  const words = name.replace(/@.*/, '').split(/[\s._-]+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}
