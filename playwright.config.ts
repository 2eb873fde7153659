import { defineConfig } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useRamTempDir } from './test/helpers/ram-temp-dir.js';

useRamTempDir();

/**
 * End-to-end tests in Debian's Chromium against the built app (npm run build first), served by the
 * real server on its own port and data directory. In CI (CI=true) a missing browser fails the run.
 */
const chromium = process.env.CHROMIUM_PATH ?? ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) => existsSync(p));
if (!chromium && process.env.CI) throw new Error('Chromium is required in CI: apt-get install -y chromium');
if (!chromium) console.warn('Chromium not found: browser tests skipped (apt-get install -y chromium, or set CHROMIUM_PATH)');

const port = Number(process.env.E2E_PORT ?? 3210);
export const e2eDataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'careers-e2e-'));
process.env.E2E_DATA_DIR = e2eDataDir;

export default defineConfig({
  testDir: 'test/e2e',
  timeout: 45_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Whatever the machine's LANG: the browser's own date fields take month-day-year when typed (careers-keyboard-staff).
    locale: 'en-US',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: chromium ? [{ name: 'chromium' }] : [],
  webServer: {
    command: 'node dist/server/main.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      NODE_ENV: 'production',
      // The browser tests sign in with the demo accounts, which production leaves out unless asked for.
      SEED_DEMO: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: e2eDataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      LOGIN_FAILURES_PER_ADDRESS: '1000',
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
