import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { STALE_AFTER_MS } from '../../server/modules/health/database-state.js';

/** /api/health answers from the database state the process last saw, and sees a database go away. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  // The database is already gone: only the rest of the app is left to close.
  await t?.close().catch(() => {});
});

const health = () => t.app.inject({ url: '/api/health' });

describe('GET /api/health', () => {
  it('reports a reachable database', async () => {
    const res = await health();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('a process held up longer than the probes may be old still reports the database it can reach', async () => {
    // A busy machine or a long synchronous task keeps the background probe from running too.
    const heldUntil = Date.now() + STALE_AFTER_MS + 300;
    while (Date.now() < heldUntil);
    const res = await health();
    expect(res.statusCode, res.body).toBe(200);
  });

  it('reports a database that went away within a few seconds, with 503 and database_unreachable', async () => {
    // The connection (PGlite) or the pool (PostgreSQL) is closed behind the app's back.
    const client = (t.app.db as unknown as { $client: { close?: () => Promise<void>; end?: () => Promise<void> } }).$client;
    const goneAt = Date.now();
    await (client.close ?? client.end)!.call(client);
    let res = await health();
    while (res.statusCode === 200 && Date.now() - goneAt < 10_000) {
      await new Promise((r) => setTimeout(r, 100));
      res = await health();
    }
    expect(res.statusCode).toBe(503);
    expect(Date.now() - goneAt).toBeLessThan(5000);
    expect(res.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'The database is unreachable', code: 'database_unreachable' });
  });
});
