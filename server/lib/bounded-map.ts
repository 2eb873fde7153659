/**
 * Sets `key` in a map that holds at most `max` entries: a new key past the bound makes the oldest
 * entry (the first inserted) leave first. A key already there keeps its place.
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  if (!map.has(key) && map.size >= max) map.delete(map.keys().next().value!);
  map.set(key, value);
}

/**
 * Like `setBounded`, but the key moves to the newest end: past the bound, the entry set longest
 * ago leaves first, so a key that keeps being set (a client still counting) is never the one to go.
 */
export function setRecent<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  setBounded(map, key, value, max);
}
