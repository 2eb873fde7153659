import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgNotifyBus } from '../../server/lib/invalidation-bus.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

/**
 * The PostgreSQL bus keeps one entry per message of this instance waiting for its echo: it leaves
 * when the echo comes back, or after the echo wait at most, so the map is bounded by the
 * publishes in flight. Needs PostgreSQL (TEST_DATABASE_URL); the embedded database has no NOTIFY.
 */
const pg = process.env.TEST_DATABASE_URL;
if (!pg) console.warn('invalidation-bus-bound.test.ts skipped: the NOTIFY bus needs PostgreSQL; set TEST_DATABASE_URL to run it');

describe.skipIf(!pg)('the NOTIFY bus', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('holds no message once its publishes are done, however many were sent at once, and still delivers', async () => {
    const bus = t.app.invalidation as PgNotifyBus;
    expect(bus).toBeInstanceOf(PgNotifyBus);
    await bus.ready;
    const received: string[] = [];
    bus.subscribe('bound-test', (payload) => received.push(payload));
    const publishing = Promise.all(Array.from({ length: 300 }, (_, i) => bus.publish('bound-test', String(i))));
    expect(bus.pending).toBeLessThanOrEqual(300);
    await publishing;
    expect(bus.pending).toBe(0);
    expect(received).toHaveLength(300);
    // With the listener gone, a publish has no echo to wait for: nothing is kept either.
    await bus.dropConnectionForTest();
    await Promise.all(Array.from({ length: 50 }, (_, i) => bus.publish('bound-test', `after ${i}`)));
    expect(bus.pending).toBe(0);
  });
});
