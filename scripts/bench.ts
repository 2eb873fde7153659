/**
 * npm run bench: serves the built app (node dist/server/main.js) and, for each target, a bare
 * node:http server answering the same bytes, and measures both with autocannon in the same run.
 * Prints requests/s, p99 latency and the ratio app/baseline. Targets: scripts/bench-targets.ts.
 *
 *   npm run bench                                   # embedded database (PGlite)
 *   TEST_DATABASE_URL=postgres://… npm run bench    # a fresh PostgreSQL database on that server
 *   BENCH_ONLY=applications BENCH_SECONDS=10 …      # some targets only, longer runs
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { createTestDatabase } from '../test/helpers/database.js';
import { setups, targets, type BenchContext } from './bench-targets.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
/** Measure only the targets whose name contains this text (the setups still run). */
const ONLY = process.env.BENCH_ONLY ?? '';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const APP_PORT = 3301;
const BASE_PORT = 3302;

const dataDir = mkdtempSync(join(tmpdir(), 'careers-bench-'));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  // Never the DATABASE_URL of the shell: the bench seeds 100,000 rows into its own database.
  DATABASE_URL: '',
  NODE_ENV: 'production',
  // The targets sign in as the demo accounts.
  SEED_DEMO: 'true',
  DATA_DIR: dataDir,
  PORT: String(APP_PORT),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '1000000',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
};

async function prepare() {
  const app = await buildApp(loadConfig(env), { logger: false });
  await app.ready();
  for (const setup of setups) await setup(app);
  await app.close();
}

async function waitFor(url: string) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

async function measure(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function main() {
  const database = await createTestDatabase();
  if (database.url) env.DATABASE_URL = database.url;
  try {
    await run(database.url ? 'PostgreSQL' : 'PGlite (embedded)');
  } finally {
    await database.drop();
  }
}

async function run(databaseName: string) {
  await prepare();
  const server = spawn(process.execPath, ['dist/server/main.js'], { env, stdio: 'inherit' });
  let baseline: ChildProcess | undefined;
  try {
    await waitFor(`http://127.0.0.1:${APP_PORT}/api/health`);
    const signIn = async (email: string, password: string) => {
      const res = await fetch(`http://127.0.0.1:${APP_PORT}/api/jwt/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      return ((await res.json()) as { accessToken: string }).accessToken;
    };
    const newest = (await (await fetch(`http://127.0.0.1:${APP_PORT}/api/careers/jobs?perPage=1`)).json()) as { jobs: { slug: string }[] };
    const ctx: BenchContext = {
      adminToken: await signIn('admin@demo.com', 'admin'),
      clientToken: await signIn('client@demo.com', 'client'),
      openJobSlug: newest.jobs[0]!.slug,
    };

    const plan = targets.filter((t) => t.name.includes(ONLY)).map((t) => ({ ...t, url: typeof t.path === 'function' ? t.path(ctx) : t.path, hdrs: t.headers?.(ctx) ?? {} }));
    const answers = [];
    for (const t of plan) {
      const res = await fetch(`http://127.0.0.1:${APP_PORT}${t.url}`, { headers: t.hdrs });
      if (!res.ok) throw new Error(`${t.url} answered ${res.status}`);
      const headers: Record<string, string> = { 'content-type': res.headers.get('content-type') ?? 'application/octet-stream' };
      const encoding = res.headers.get('content-encoding');
      const raw = await fetch(`http://127.0.0.1:${APP_PORT}${t.url}`, { headers: t.hdrs }).then(async (r) => Buffer.from(await r.arrayBuffer()));
      if (encoding) headers['content-encoding'] = encoding;
      // fetch decodes compressed bodies: the baseline sends them compressed again, like the app.
      const body = encoding === 'br' ? (await import('node:zlib')).brotliCompressSync(raw) : encoding === 'gzip' ? (await import('node:zlib')).gzipSync(raw) : raw;
      answers.push({ path: t.url, status: res.status, headers, body: body.toString('base64') });
    }
    const answersFile = join(dataDir, 'baseline.json');
    writeFileSync(answersFile, JSON.stringify(answers));
    baseline = fork('scripts/bench-baseline.mjs', [answersFile, String(BASE_PORT)]);
    await new Promise((resolve) => baseline!.once('message', resolve));

    console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION} s per run, app and bare node:http baseline in the same run; database: ${databaseName}\n`);
    console.log(`${'target'.padEnd(48)} ${'app req/s'.padStart(10)} ${'app p99'.padStart(8)} ${'base req/s'.padStart(11)} ${'base p99'.padStart(9)} ${'ratio'.padStart(6)}`);
    for (const t of plan) {
      const app = await measure(`http://127.0.0.1:${APP_PORT}${t.url}`, t.hdrs);
      const base = await measure(`http://127.0.0.1:${BASE_PORT}${t.url}`, t.hdrs);
      const ratio = app.rps / base.rps;
      console.log(
        `${t.name.padEnd(48)} ${app.rps.toFixed(0).padStart(10)} ${`${app.p99}ms`.padStart(8)} ${base.rps.toFixed(0).padStart(11)} ${`${base.p99}ms`.padStart(9)} ${ratio.toFixed(2).padStart(6)}`,
      );
    }
  } finally {
    baseline?.kill();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
