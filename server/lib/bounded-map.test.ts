import { describe, expect, it } from 'vitest';
import { setBounded } from './bounded-map.js';

describe('setBounded', () => {
  it('lets the oldest entry go for a new key past the bound, and keeps a known key in its place', () => {
    const map = new Map<string, number>();
    for (const [key, value] of [['a', 1], ['b', 2], ['c', 3]] as const) setBounded(map, key, value, 3);
    setBounded(map, 'a', 10, 3);
    expect([...map]).toEqual([['a', 10], ['b', 2], ['c', 3]]);
    setBounded(map, 'd', 4, 3);
    expect([...map]).toEqual([['b', 2], ['c', 3], ['d', 4]]);
  });
});
