import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app.js';
import { loadConfig, type AppConfig } from '../../server/config.js';
import { createTestDatabase } from './database.js';
import { pgliteTemplate } from './pglite-template.js';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  dataDir: string;
  /** Access token of a demo account (cached per app). */
  token(who: 'admin' | 'client'): Promise<string>;
  /** Signs in and returns the whole session answer. */
  login(email: string, password: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const DEMO = {
  admin: { email: 'admin@demo.com', password: 'admin' },
  client: { email: 'client@demo.com', password: 'client' },
} as const;

/**
 * A real app on a fresh database (PGlite in a temporary directory, or a PostgreSQL database of its
 * own when TEST_DATABASE_URL is set), with the demo accounts seeded and no SPA.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  configOverrides: Partial<AppConfig> = {},
  options: { /** Receives every log line (JSON) at `LOG_LEVEL`, with the app's redaction; no logging without it. */ log?: (line: string) => void } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'careers-test-'));
  const database = await createTestDatabase();
  const config: AppConfig = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long',
      WEB_DIST: join(dataDir, 'no-web'),
      RATE_LIMIT_PER_MINUTE: '100000',
      ...overrides,
    }),
    ...configOverrides,
  };
  const logger = options.log ? { stream: { write: options.log } } : false;
  const app = await buildApp(config, { logger, pgliteTemplate: database.url ? undefined : await pgliteTemplate() });
  await app.ready();
  const tokens = new Map<string, string>();
  const login = (email: string, password: string) => app.inject({ method: 'POST', url: '/api/jwt/login', payload: { email, password } });
  return {
    app,
    config,
    dataDir,
    login,
    async token(who) {
      if (!tokens.has(who)) {
        const res = await login(DEMO[who].email, DEMO[who].password);
        if (res.statusCode !== 200) throw new Error(`demo login failed for ${who}: ${res.body}`);
        tokens.set(who, res.json().accessToken);
      }
      return tokens.get(who)!;
    },
    async close() {
      await app.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
