/**
 * The job-alert digest at volume (`BENCH_ONLY=alerts npm run bench`): 100,000 active alerts over a
 * board of 2,000 jobs, a week of them new since the alerts' last send. Runs the digest once, in
 * process, and meanwhile asks the API for searches of the board every 20 ms, as visitors would:
 * prints the digest's duration and throughput, and the latency of those requests before and while
 * it runs (the digest hands the event loop back between its batches).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app.js';
import { rawRows } from '../server/db/raw-rows.js';
import { loadConfig } from '../server/config.js';
import { runDigest } from '../server/modules/careers-alerts/index.js';
import { seedManyJobs } from './seed-jobs.js';

export const ALERTS_BENCH = 'job alerts digest (100,000 alerts, 2,000 jobs)';
/** 100,000 unless BENCH_ALERTS says otherwise (a smaller run to try a change). */
const ALERTS = Number(process.env.BENCH_ALERTS) || 100_000;
const WORDS = ['nurse', 'officer', 'pharmacist', 'clinical', 'midwife', 'radiographer', 'technologist', 'registrar', 'assistant', 'manager', 'laboratory', 'theatre'];
const DEPARTMENTS = ['nursing', 'medicine', 'surgery', 'paediatrics', 'laboratory', 'pharmacy', 'radiology', 'administration', 'ict'];

/** A spread of saved searches: words alone, a department, both, a working pattern, everything. */
function criteriaTable() {
  const table: object[] = [{}];
  for (const q of WORDS) table.push({ q }, { q, workingPattern: ['full-time'] });
  for (const department of DEPARTMENTS) table.push({ department: [department] }, { department: [department], employmentType: ['permanent'] });
  for (const [i, q] of WORDS.entries()) table.push({ q, department: [DEPARTMENTS[i % DEPARTMENTS.length]] });
  return table;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

export async function benchAlerts(databaseUrl = '') {
  const dataDir = mkdtempSync(join(tmpdir(), 'careers-bench-alerts-'));
  // The e-mails queued are not what is measured: a mail server that refuses connections keeps them queued (and off the disk).
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED_DEMO: 'true', WEB_DIST: '', SSR_DIST: '', SMTP_URL: 'smtp://127.0.0.1:1', RATE_LIMIT_PER_MINUTE: '1000000' });
  const app = await buildApp(config, { logger: false });
  await app.ready();
  try {
    await seedManyJobs(app.db, 2000);
    const table = criteriaTable();
    await app.db.execute(sql`
      insert into job_alerts (email, locale, name, criteria, frequency, status, watermark_at)
      select 'bench' || g || '@example.org', (array['en', 'fr', 'de', 'pt'])[1 + g % 4], 'Alert ' || g,
             (${JSON.stringify(table)}::jsonb) -> (g % ${table.length}), 'daily', 'active', now() - interval '7 days'
      from generate_series(1, ${ALERTS}) g`);
    const [{ fresh } = { fresh: 0 }] = await rawRows<{ fresh: number }>(app.db, sql`select count(*)::int as fresh from jobs where status = 'open' and posted_at > now() - interval '7 days'`);

    // Visitors' searches, one due every 20 ms (each a new one, so the board answers it rather than
    // its cache). A search's time counts from when it was due, not from when it was sent: while the
    // digest holds the event loop, the searches due meanwhile wait, and that wait is what a visitor sees.
    let n = 0;
    const probe = async (until: () => boolean) => {
      const latencies: number[] = [];
      let due = performance.now();
      while (!until()) {
        due += 20;
        const early = due - performance.now();
        if (early > 0) await new Promise((r) => setTimeout(r, early));
        const res = await app.inject({ url: `/api/careers/jobs?q=${WORDS[n % WORDS.length]}&page=${1 + (n++ % 40)}&perPage=10` });
        if (res.statusCode !== 200) throw new Error(`search answered ${res.statusCode}`);
        latencies.push(performance.now() - due);
      }
      return latencies;
    };
    await app.inject({ url: '/api/careers/jobs' }); // the board built once, as on a running portal
    const quietUntil = Date.now() + 3000;
    const quiet = await probe(() => Date.now() > quietUntil);

    let done = false;
    const started = performance.now();
    const [result, busy] = await Promise.all([
      runDigest(app, config, [{ frequency: 'daily', period: 'd:bench' }], { instance: 'bench' }).finally(() => (done = true)),
      probe(() => done),
    ]);
    const seconds = (performance.now() - started) / 1000;
    const line = (label: string, l: number[]) => `${label.padEnd(28)} ${String(l.length).padStart(6)} requests   p50 ${percentile(l, 50).toFixed(1)} ms   p99 ${percentile(l, 99).toFixed(1)} ms   max ${Math.max(...l).toFixed(1)} ms`;
    console.log(`\njob alerts digest (${ALERTS.toLocaleString('en')} alerts, 2,000 jobs), database: ${databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)'}; ${fresh} jobs published in the last 7 days, ${table.length} kinds of saved search`);
    console.log(`digest: ${result.alerts} alerts in ${seconds.toFixed(1)} s (${(result.alerts / seconds).toFixed(0)} alerts/s), ${result.mails} e-mails queued listing ${result.jobs} jobs`);
    console.log(line('searches before the digest', quiet));
    console.log(line('searches during the digest', busy));
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
