import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp, runStartupWork } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { rawRows } from '../../server/db/raw-rows.js';
import { createTestDatabase } from '../helpers/database.js';

/**
 * Two portal processes starting at the same moment on one empty PostgreSQL database: the demo data
 * is there once. The seeds check and then insert; the start-up lock makes the instances take turns
 * (the database's unique constraints would catch most doubles on their own: this asserts the result).
 */
const apps: FastifyInstance[] = [];
let drop = async () => {};
afterAll(async () => {
  for (const app of apps) await app.close();
  await drop();
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances starting together on one database', () => {
  it('seed the demo data once', async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    const configOf = async (i: number, seed: boolean) => {
      const dataDir = await mkdtemp(join(tmpdir(), `careers-seed-race-${i}-`));
      return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: database.url, JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long', WEB_DIST: join(dataDir, 'no-web'), SEED_DEMO: String(seed), PORT: '0' });
    };
    // Two processes, up and migrated; then both run their start-up work at the very same moment.
    for (const i of [0, 1]) {
      const app = await buildApp(await configOf(i, false), { logger: false });
      apps.push(app);
      await app.ready();
    }
    const seeding = await Promise.all([configOf(0, true), configOf(1, true)]);
    await Promise.all(apps.map((app, i) => runStartupWork(app, seeding[i]!)));
    const [counts] = await rawRows<{ admins: string; offers: string; rounds: string; jobs: string; references: string }>(
      apps[0]!.db,
      sql`select (select count(*) from users where email = 'admin@demo.com') as admins,
                 (select count(*) from offers) as offers,
                 (select count(*) from interview_rounds) as rounds,
                 (select count(*) from jobs) as jobs,
                 (select count(distinct reference) from jobs) as references`,
    );
    expect(Number(counts!.admins)).toBe(1);
    expect(Number(counts!.offers)).toBe(1);
    expect(Number(counts!.rounds)).toBe(1);
    expect(Number(counts!.jobs)).toBeGreaterThan(0);
    expect(Number(counts!.jobs)).toBe(Number(counts!.references));
  });
});
