/**
 * Backup and restore of a portal with 100,000 applications (the bench's data: 2,000 jobs, then
 * 100,000 applications and their applicants and events), with the portal serving meanwhile: the
 * backup command runs against the running portal while a client lists applications as an
 * administrator, whose slowest answer during the backup is reported; then the restore command
 * rebuilds it into a new data directory (PGlite) or a new database (PostgreSQL).
 *
 *   npx tsx scripts/bench-backup.ts                                        # PGlite
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres npx tsx scripts/bench-backup.ts   # PGlite, then PostgreSQL
 *   BENCH_APPLICATIONS=20000 …                                             # another volume
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { connectDatabase, pgliteDirFor } from '../server/db/connection.js';
import { migrationsFolder } from '../server/plugins/database.js';
import { createTestDatabase } from '../test/helpers/database.js';
import { freePort, startServer, waitForHealth } from '../test/helpers/server-process.js';
import { portalEnv } from './portal-env.js';
import { seedManyApplications } from './seed-applications.js';
import { seedManyJobs } from './seed-jobs.js';

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 100_000);

function run(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ ms: number; output: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d));
    child.stderr.on('data', (d: Buffer) => (output += d));
    child.on('exit', (code) => (code === 0 ? resolve({ ms: performance.now() - started, output }) : reject(new Error(`${script} exited with ${code}:\n${output}`))));
  });
}

/** Lists applications as an administrator in a loop until stopped; returns the answer times, ms. */
function probe(base: string, token: string) {
  const times: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      const res = await fetch(`${base}/api/careers/admin/applications?page=1&perPage=20&status=submitted`, { headers: { authorization: `Bearer ${token}` } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`probe: ${res.status}`);
      times.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return times.sort((a, b) => a - b);
    },
  };
}

async function measure(engine: 'pglite' | 'postgres') {
  const work = mkdtempSync(join(tmpdir(), 'careers-bench-backup-'));
  const source = await (engine === 'postgres' ? createTestDatabase() : { url: '', drop: async () => {} });
  const target = await (engine === 'postgres' ? createTestDatabase() : { url: '', drop: async () => {} });
  const sourceDir = join(work, 'source');
  const targetDir = join(work, 'restored');
  try {
    const seeding = performance.now();
    const handle = await connectDatabase({ databaseUrl: source.url, pgliteDir: pgliteDirFor(sourceDir), migrationsFolder: migrationsFolder() });
    await seedManyJobs(handle.db, 2000);
    await seedManyApplications(handle.db, APPLICATIONS);
    await handle.close();
    console.log(`${engine}: seeded 2,000 jobs and ${APPLICATIONS.toLocaleString('en')} applications in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

    const port = await freePort();
    const env = portalEnv({ PORT: String(port), DATA_DIR: sourceDir, DATABASE_URL: source.url, WEB_DIST: join(work, 'none'), LOG_LEVEL: 'warn' });
    const server = startServer(env as Record<string, string>);
    try {
      await waitForHealth(`http://127.0.0.1:${port}/api/health`);
      const login = await fetch(`http://127.0.0.1:${port}/api/jwt/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }) });
      const { accessToken } = (await login.json()) as { accessToken: string };
      const quiet = probe(`http://127.0.0.1:${port}`, accessToken);
      await new Promise((r) => setTimeout(r, 3000));
      const idle = await quiet.stop();
      const file = join(work, 'backup.tar.gz');
      const during = probe(`http://127.0.0.1:${port}`, accessToken);
      const backup = await run('server/backup.ts', [file], env);
      const busy = await during.stop();
      const held = /database was held (\d+) ms/.exec(backup.output)?.[1];
      const restore = await run('server/restore.ts', [file], portalEnv({ DATA_DIR: targetDir, DATABASE_URL: target.url }));
      const pct = (list: number[], p: number) => list[Math.min(list.length - 1, Math.floor(list.length * p))]!.toFixed(0);
      return {
        engine,
        backupSeconds: (backup.ms / 1000).toFixed(1),
        restoreSeconds: (restore.ms / 1000).toFixed(1),
        fileMB: (statSync(file).size / 1024 / 1024).toFixed(1),
        heldMs: held ?? '-',
        answers: `idle p50 ${pct(idle, 0.5)} ms, max ${pct(idle, 1)} ms; during the backup ${busy.length} answers, p50 ${pct(busy, 0.5)} ms, p99 ${pct(busy, 0.99)} ms, max ${pct(busy, 1)} ms`,
      };
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  } finally {
    await source.drop();
    await target.drop();
    rmSync(work, { recursive: true, force: true });
  }
}

const results = [await measure('pglite')];
if (process.env.TEST_DATABASE_URL) results.push(await measure('postgres'));
console.log(`\n${APPLICATIONS.toLocaleString('en')} applications (npm run backup against the running portal, npm run restore into a new target):`);
for (const r of results) {
  console.log(`  ${r.engine.padEnd(8)} backup ${r.backupSeconds} s, restore ${r.restoreSeconds} s, file ${r.fileMB} MB, database held for the snapshot ${r.heldMs} ms`);
  console.log(`           administrator's list: ${r.answers}`);
}
