/**
 * The built server (dist/server/main.js, `npm run build` first) on a free port with a fresh data
 * directory and the demo seed (so there are open jobs), while `use` runs; then stopped and its data
 * removed. For the measurements of the public pages (`npm run size`, `npm run lighthouse`).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitForHealth } from '../test/helpers/server-process.js';

export async function withBuiltServer<T>(use: (base: string) => Promise<T>): Promise<T> {
  if (!existsSync('dist/server/main.js')) throw new Error('dist/server/main.js is missing: npm run build first');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'careers-measure-'));
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The measurements' requests must not be slowed or refused by the limiter.
      RATE_LIMIT_PER_MINUTE: '100000',
    },
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    await Promise.race([waitForHealth(`${base}/api/health`, { timeoutMs: 180_000 }), exited.then(() => Promise.reject(new Error(`the server exited with ${server.exitCode}`)))]);
    return await use(base);
  } finally {
    server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The public careers pages a visitor lands on: home, the job list (plain, searched and filtered) and the first open job. */
export async function publicPages(base: string): Promise<string[]> {
  const job = ((await (await fetch(`${base}/api/careers/jobs`)).json()) as { jobs?: { id: string }[] }).jobs?.[0];
  if (!job) throw new Error('no open job in /api/careers/jobs: is SEED_DEMO honoured?');
  return ['/careers', '/careers/jobs', '/careers/jobs?q=nurse&department=nursing&sort=closing', `/careers/job/${job.id}`];
}
