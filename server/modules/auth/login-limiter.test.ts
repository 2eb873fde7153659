import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../lib/http-errors.js';
import { MemoryAttemptStore } from './attempt-store.js';
import { LoginLimiter, pairDelayMs } from './login-limiter.js';

const WINDOW = 900_000;

function setup(perAccount = 5, perAddress = 20) {
  let now = 1_000_000;
  const limiter = new LoginLimiter({ perAccount, perAddress, windowMs: WINDOW }, new MemoryAttemptStore(), () => now);
  /** Tries once: 'allowed' (then fails or succeeds as told) or the Retry-After seconds of the 429. */
  async function attempt(account: string, address: string, outcome: 'fail' | 'succeed' = 'fail'): Promise<'allowed' | number> {
    try {
      const a = await limiter.begin(account, address);
      await (outcome === 'fail' ? a.failed() : a.succeeded());
      return 'allowed';
    } catch (err) {
      expect(err).toBeInstanceOf(HttpError);
      expect((err as HttpError).statusCode).toBe(429);
      return Number((err as HttpError).headers['retry-after']);
    }
  }
  return { limiter, attempt, advance: (ms: number) => (now += ms) };
}

describe('growing delays per account and address', () => {
  it('two failures are free, then 1 s, 2 s, 4 s… capped at the window', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => pairDelayMs(n, WINDOW))).toEqual([0, 0, 0, 1000, 2000, 4000, 8000]);
    expect(pairDelayMs(40, WINDOW)).toBe(WINDOW);
  });

  it('an address that keeps failing waits longer each time', async () => {
    const { attempt, advance } = setup(100);
    expect([await attempt('u:1', 'A'), await attempt('u:1', 'A'), await attempt('u:1', 'A')]).toEqual(['allowed', 'allowed', 'allowed']);
    expect(await attempt('u:1', 'A')).toBe(1);
    advance(1000);
    expect(await attempt('u:1', 'A')).toBe('allowed');
    expect(await attempt('u:1', 'A')).toBe(2);
    advance(2000);
    expect(await attempt('u:1', 'A')).toBe('allowed');
    advance(3999);
    expect(await attempt('u:1', 'A')).toBe(1);
    advance(1);
    expect(await attempt('u:1', 'A')).toBe('allowed');
  });
});

describe('an account under attack', () => {
  it('stops the failing address until its window ends, and lets a clean address through', async () => {
    const { attempt, advance } = setup(5);
    for (const wait of [0, 0, 0, 1000, 2000]) {
      advance(wait);
      expect(await attempt('u:victim', 'attacker')).toBe('allowed');
    }
    advance(10_000);
    // Five failures: the attacker's address waits for the end of its window, right password or not.
    const retry = await attempt('u:victim', 'attacker', 'succeed');
    expect(retry).toBeGreaterThan(800);
    expect(retry).toBeLessThanOrEqual(900);
    // The real user, on another address, signs in.
    expect(await attempt('u:victim', 'home', 'succeed')).toBe('allowed');
    // …which does not help the attacker.
    expect(await attempt('u:victim', 'attacker')).toBeGreaterThan(800);
    advance(WINDOW);
    expect(await attempt('u:victim', 'attacker')).toBe('allowed');
  });

  it('under attack, an address gets one wrong guess; spread attackers get one each', async () => {
    const { attempt } = setup(5);
    for (let i = 0; i < 5; i++) expect(await attempt('u:victim', `bot-${i}`)).toBe('allowed');
    for (let i = 0; i < 5; i++) expect(await attempt('u:victim', `bot-${i}`)).toBeGreaterThan(800);
    expect(await attempt('u:victim', 'bot-new')).toBe('allowed');
    expect(await attempt('u:victim', 'bot-new')).toBeGreaterThan(800);
  });

  it('a success forgets the failures of that address only', async () => {
    const { attempt } = setup(5);
    expect(await attempt('u:1', 'A')).toBe('allowed');
    expect(await attempt('u:1', 'A')).toBe('allowed');
    expect(await attempt('u:1', 'A', 'succeed')).toBe('allowed');
    expect([await attempt('u:1', 'A'), await attempt('u:1', 'A'), await attempt('u:1', 'A')]).toEqual(['allowed', 'allowed', 'allowed']);
  });
});

describe('per address', () => {
  it('an address spraying many accounts waits for the end of the window after perAddress failures', async () => {
    const { attempt } = setup(5, 4);
    for (let i = 0; i < 4; i++) expect(await attempt(`u:${i}`, 'sprayer')).toBe('allowed');
    expect(await attempt('u:99', 'sprayer')).toBeGreaterThan(800);
    expect(await attempt('u:99', 'elsewhere')).toBe('allowed');
  });
});

describe('concurrent attempts', () => {
  it('20 wrong guesses at once from one address: only the free ones reach the password check', async () => {
    const { attempt } = setup(5);
    const results = await Promise.all(Array.from({ length: 20 }, () => attempt('u:1', 'A')));
    expect(results.filter((r) => r === 'allowed')).toHaveLength(3);
    expect(results.filter((r) => typeof r === 'number')).toHaveLength(17);
  });

  it('the right password sent several times at once signs in every time', async () => {
    const { attempt } = setup(5);
    expect(await Promise.all(Array.from({ length: 10 }, () => attempt('u:1', 'A', 'succeed')))).toEqual(Array(10).fill('allowed'));
  });

  it('guesses at once against many accounts from one address stop at the address limit', async () => {
    const { attempt } = setup(5, 6);
    const results = await Promise.all(Array.from({ length: 15 }, (_, i) => attempt(`u:${i}`, 'A')));
    expect(results.filter((r) => r === 'allowed')).toHaveLength(6);
  });

  it('an attempt its caller never settles holds the next one of its pair only for a while', async () => {
    vi.useFakeTimers();
    try {
      const { limiter } = setup(5);
      await limiter.begin('u:1', 'A');
      let second = false;
      const next = limiter.begin('u:1', 'A').then(() => (second = true));
      await vi.advanceTimersByTimeAsync(29_000);
      expect(second).toBe(false);
      await vi.advanceTimersByTimeAsync(1_000);
      await next;
      expect(second).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an attempt in flight that succeeds is taken back', async () => {
    const { limiter, attempt } = setup(5);
    const inFlight = await Promise.all([limiter.begin('u:1', 'A'), limiter.begin('u:1', 'B')]);
    await Promise.all(inFlight.map((a) => a.succeeded()));
    for (let i = 0; i < 3; i++) expect(await attempt('u:1', 'C')).toBe('allowed');
  });
});
