import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RATE_LIMITED_CLIENTS } from '../../server/lib/shared-rate-limit.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

/**
 * The API rate limit of one process (@fastify/rate-limit's in-memory store) counts at most
 * MAX_RATE_LIMITED_CLIENTS addresses; past that the address seen longest ago is forgotten. What a
 * client notices: an address that keeps calling is still refused at the limit however many other
 * addresses call meanwhile, and one that went quiet while more than that many others called starts
 * afresh (the proof that the store did not keep it).
 */
const LIMIT = 50;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: String(LIMIT) });
});
afterAll(async () => t?.close());

const call = (remoteAddress: string) => t.app.inject({ url: '/api/careers/departments', remoteAddress });
const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

async function untilRefused(remoteAddress: string): Promise<number> {
  for (let n = 0; n <= LIMIT; n++) if ((await call(remoteAddress)).statusCode === 429) return n;
  return Infinity;
}

// With TEST_DATABASE_URL the app counts in the shared store: its counts live in the database for the window, so a
// quiet address is never forgotten there; its in-process bound (leases) is tested in test/server/shared-counters.test.ts.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the in-memory API rate limit', () => {
  it(`keeps counting an active address and forgets a quiet one past ${MAX_RATE_LIMITED_CLIENTS} addresses`, async () => {
    const active = '203.0.113.1';
    const quiet = '203.0.113.2';
    for (let i = 0; i < LIMIT - 10; i++) {
      expect((await call(quiet)).statusCode).toBe(200);
      expect((await call(active)).statusCode).toBe(200);
    }
    const flood = MAX_RATE_LIMITED_CLIENTS + 100;
    const every = Math.floor(flood / 5);
    for (let i = 0; i < flood; i++) {
      expect((await call(address(i))).statusCode).toBe(200);
      if (i % every === 0) expect((await call(active)).statusCode).toBe(200);
    }
    // The active address had made LIMIT - 5 calls: five more go through, then 429.
    expect(await untilRefused(active)).toBe(LIMIT - (LIMIT - 10) - 5);
    expect(await untilRefused(quiet)).toBe(LIMIT);
  }, 120_000);
});
