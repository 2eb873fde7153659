import { describe, expect, it } from 'vitest';
import { setBounded, setRecent } from './bounded-map.js';

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

describe('setRecent', () => {
  it('moves a key set again to the newest end, so the one set longest ago leaves first', () => {
    const map = new Map<string, number>();
    for (const [key, value] of [['a', 1], ['b', 2], ['c', 3]] as const) setRecent(map, key, value, 3);
    setRecent(map, 'a', 10, 3);
    expect([...map]).toEqual([['b', 2], ['c', 3], ['a', 10]]);
    setRecent(map, 'd', 4, 3);
    expect([...map]).toEqual([['c', 3], ['a', 10], ['d', 4]]);
  });

  it('never holds more than the bound, however many keys come', () => {
    const map = new Map<number, number>();
    for (let i = 0; i < 1000; i++) {
      setRecent(map, i, i, 50);
      setRecent(map, -1, i, 50);
    }
    expect(map.size).toBe(50);
    expect(map.get(-1)).toBe(999);
  });
});
