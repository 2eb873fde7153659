import { afterEach, describe, expect, it, vi } from 'vitest';
import { type HttpError } from '../../lib/http-errors.js';
import { MAX_ATTEMPT_KEYS, MemoryAttemptStore } from './attempt-store.js';
import { LoginLimiter } from './login-limiter.js';

const WINDOW = 900_000;

describe('the sign-in counters of one process are bounded', () => {
  it(`hold at most MAX_ATTEMPT_KEYS (${MAX_ATTEMPT_KEYS}) counters, whatever the number of keys counted`, async () => {
    const store = new MemoryAttemptStore();
    for (let i = 0; i < MAX_ATTEMPT_KEYS + 500; i++) await store.add(`address:198.51.${i}`, 1, WINDOW, 1_000);
    expect(store.size).toBe(MAX_ATTEMPT_KEYS);
    expect((await store.get(`address:198.51.${MAX_ATTEMPT_KEYS + 499}`, 1_000))?.count).toBe(1);
    expect(await store.get('address:198.51.0', 1_000)).toBeUndefined();
  });

  it('keep the counter of a key that keeps counting, however many other keys pass', async () => {
    const store = new MemoryAttemptStore(100);
    for (let i = 0; i < 1_000; i++) {
      await store.add(`other:${i}`, 1, WINDOW, 1_000 + i);
      if (i % 50 === 0) await store.add('attacker', 1, WINDOW, 1_000 + i);
      expect(store.size).toBeLessThanOrEqual(100);
    }
    expect((await store.get('attacker', 2_000))?.count).toBe(20);
  });
});

describe('the sign-in limiter with its counters at the bound', () => {
  afterEach(() => vi.useRealTimers());

  it('still stops an address that keeps failing while a flood of other addresses fills the store', async () => {
    const now = 5_000_000;
    const store = new MemoryAttemptStore(300);
    const limiter = new LoginLimiter({ perAccount: 1_000, perAddress: 20, windowMs: WINDOW }, store, () => now);
    const tryOnce = async (account: string, address: string) => {
      try {
        await (await limiter.begin(account, address)).failed();
        return 'allowed';
      } catch (err) {
        expect((err as HttpError).statusCode).toBe(429);
        return 'refused';
      }
    };
    const attacker = [];
    for (let i = 0; i < 25; i++) {
      // Each failure of the flood counts three keys (address, account, pair): 40 of them per attacker attempt.
      for (let j = 0; j < 40; j++) await tryOnce(`account:${i}-${j}`, `192.0.2.${i}.${j}`);
      attacker.push(await tryOnce(`account:victim${i}`, '203.0.113.9'));
      expect(store.size).toBeLessThanOrEqual(300);
    }
    expect(attacker.slice(0, 20)).toEqual(Array(20).fill('allowed'));
    expect(attacker.slice(20)).toEqual(Array(5).fill('refused'));
  });

  it('forgets a pair once its attempt is settled, and an attempt never settled after 30 s', async () => {
    vi.useFakeTimers();
    const limiter = new LoginLimiter({ perAccount: 5, perAddress: 20, windowMs: WINDOW });
    for (let i = 0; i < 500; i++) await (await limiter.begin(`account:${i}`, `198.51.${i}`)).failed();
    await vi.advanceTimersByTimeAsync(0);
    expect(limiter.pending).toBe(0);
    await limiter.begin('account:crashed', '198.51.100.2');
    await vi.advanceTimersByTimeAsync(0);
    expect(limiter.pending).toBe(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(limiter.pending).toBe(0);
  });
});
