import { describe, expect, it } from 'vitest';
import { ByteBoundedCache } from './byte-bounded-cache.js';

const bytes = (n: number, fill = 'x') => Buffer.alloc(n, fill);

describe('ByteBoundedCache', () => {
  it('holds at most its bytes, the value used longest ago going first', () => {
    const cache = new ByteBoundedCache(100, 1000);
    for (let i = 0; i < 50; i++) {
      cache.set(`k${i}`, bytes(100 + (i % 7) * 10));
      cache.get('hot');
      if (i === 0) cache.set('hot', bytes(200));
      expect(cache.bytes).toBeLessThanOrEqual(1000);
    }
    expect(cache.get('hot')?.length).toBe(200);
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.get('k49')?.length).toBe(100 + (49 % 7) * 10);
    expect(cache.bytes).toBe([...Array(50).keys()].filter((i) => cache.get(`k${i}`)).reduce((n, i) => n + 100 + (i % 7) * 10, 200));
  });

  it('holds at most its entries, and keeps no value larger than all its bytes', () => {
    const cache = new ByteBoundedCache(10, 1000);
    for (let i = 0; i < 100; i++) cache.set(`k${i}`, bytes(1));
    expect(cache.size).toBe(10);
    cache.set('huge', bytes(1001));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(10);
  });

  it('counts a replaced value once, and nothing after clear', () => {
    const cache = new ByteBoundedCache(10, 1000);
    cache.set('a', bytes(300));
    cache.set('a', bytes(500));
    expect(cache.bytes).toBe(500);
    cache.delete('a');
    expect(cache.bytes).toBe(0);
    cache.set('b', bytes(10));
    cache.clear();
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });
});
