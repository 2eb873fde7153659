/**
 * npm run bench: serves the built app (node dist/server/main.js) as users run it and, for each
 * target, a bare node:http server answering the same bytes (status, headers, body), and measures
 * both with autocannon in the same run. Prints requests/s, p99 latency and the ratio app/baseline,
 * and the ratio that Fastify alone reaches on the same answers (no plugin, no logger: the floor
 * of any Fastify app on this machine). Then each of the three serves the same fixed rate (60% of
 * what the app reached) for a few seconds, and the CPU each used per request is read from /proc:
 * throughput is capped by the load generator's core for the baselines, CPU time per request is
 * not. Targets: scripts/bench-targets.ts.
 *
 *   npm run bench                                   # embedded database (PGlite)
 *   TEST_DATABASE_URL=postgres://… npm run bench    # PGlite, then a fresh PostgreSQL database on that server
 *   BENCH_DATABASES=postgres TEST_DATABASE_URL=…    # PostgreSQL only (pglite, postgres or both)
 *   BENCH_ONLY=health,auth/me BENCH_SECONDS=10 …    # the targets whose name has one of these texts, longer runs
 *   BENCH_JOBS=20000 BENCH_ONLY="every time" …      # the job search's cache misses on a board of 20,000 jobs
 *   BENCH_ONLY="made-up,beside" …                   # searches of words nobody asked before, and the plain list with 20 clients sending them beside
 *   BENCH_PROFILE=1 BENCH_PROFILE_TOP=40 …          # the app runs under node --cpu-prof; its top costs per target are printed
 *   BENCH_SERVER=/tmp/old/dist/server/main.js …     # measure another build (an earlier commit) the same way
 *   BENCH_ONLY=alerts …                             # the job-alert digest over 100,000 alerts (scripts/bench-alerts.ts), alone
 *   BENCH_ONLY=booking …                            # the interview booking rush (scripts/bench-interview-rush.ts), alone
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { createTestDatabase } from '../test/helpers/database.js';
import { ADMIN_LIST_ALL, ADMIN_LIST_SCOPED, FAIRNESS_REPORT, SIFT_ADMIN_LIST, SIFT_QUEUE, SIFT_VIEW, targets, type BenchContext, type BenchTarget } from './bench-targets.js';
import { SIFT_BENCH_TITLE } from './seed-sift.js';
import { formatTopCosts, type Window } from './cpu-profile-top.js';
import { startCpuWatch } from './cpu-usage.js';
import { ALERTS_BENCH, benchAlerts } from './bench-alerts.js';
import { PORTAL_AS_USERS_RUN_IT, portalEnv } from './portal-env.js';
import { benchInterviewRush, INTERVIEW_RUSH, seedInterviewRush } from './bench-interview-rush.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
/** Measure only the targets whose name contains one of these texts (comma-separated); only their setups run. */
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PROFILE = Boolean(process.env.BENCH_PROFILE);
/** How many of the costliest functions the profile lists (BENCH_PROFILE_TOP). */
const PROFILE_TOP = Number(process.env.BENCH_PROFILE_TOP ?? 12);
const APP_PORT = Number(process.env.BENCH_PORT ?? 3301);
const BASE_PORT = APP_PORT + 1;
const FASTIFY_PORT = APP_PORT + 2;
/** The built server to measure (another build, e.g. of an earlier commit, to compare). */
const SERVER = process.env.BENCH_SERVER ?? 'dist/server/main.js';

const HEADER = PORTAL_AS_USERS_RUN_IT;

const plan = targets.filter((t) => ONLY.length === 0 || ONLY.some((text) => t.name.includes(text)));
/** The interview booking rush (scripts/bench-interview-rush.ts) runs against the same server after the targets. */
const withRush = ONLY.length === 0 || ONLY.some((text) => INTERVIEW_RUSH.includes(text));

async function prepare(env: NodeJS.ProcessEnv) {
  const app = await buildApp(loadConfig(env), { logger: false });
  await app.ready();
  for (const setup of new Set(plan.flatMap((t) => t.setups ?? []))) await setup(app);
  if (withRush) await seedInterviewRush(app);
  await app.close();
}

/** The sift job the bench seeded and its first application left for the manager (its lead) to score; zeros without it. */
async function siftTargets(managerToken: string) {
  const queue = (await (await fetch(app('/api/careers/admin/sift'), { headers: { authorization: `Bearer ${managerToken}` } })).json()) as {
    jobs?: { jobId: number; title: string; toScore: { applicationId: number }[] }[];
  };
  const job = queue.jobs?.find((j) => j.title === SIFT_BENCH_TITLE);
  return { siftJobId: job?.jobId ?? 0, siftApplicationId: job?.toScore[0]?.applicationId ?? 0 };
}

async function waitFor(url: string) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

/** How many requests the rotating targets have sent: each asks `rotate(n)` with a new n, never the same URL twice. */
let rotated = 0;

/** autocannon's requests for `url`: the same one each time, or a new query string each time (`rotate`). */
function requestsOf(url: string, rotate?: (n: number) => string): { requests?: autocannon.Request[] } {
  if (!rotate) return {};
  const path = new URL(url).pathname;
  return { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: `${path}?${rotate(rotated++)}` }) }] };
}

async function load(url: string, headers: Record<string, string>, seconds: number, rotate?: (n: number) => string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers, ...requestsOf(url, rotate) });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { requests: result.requests.total, seconds: result.duration, p99: result.latency.p99 };
}

/** What the clients beside a target's turn got: answers by status (a load that is not measured, only kept up). */
const besideAnswers = new Map<string, number>();
async function flood(url: string, beside: NonNullable<BenchTarget['beside']>) {
  const result = await autocannon({ url, connections: beside.connections, duration: 1, ...requestsOf(url, beside.rotate) });
  for (const [kind, count] of [['answered (2xx)', result['2xx']], ['not 2xx (search_busy or other)', result.non2xx], ['errors', result.errors]] as const) besideAnswers.set(kind, (besideAnswers.get(kind) ?? 0) + count);
}

/**
 * App, bare baseline and Fastify baseline in turns of one second (DURATION turns each), so that a
 * change in the machine's load during the run weighs on all alike: requests/s over all turns,
 * median p99.
 */
async function measureTurns(appUrl: string, baseUrl: string, fastifyUrl: string, headers: Record<string, string>, onAppTurn: (from: number, to: number) => void, rotate?: (n: number) => string, beside?: BenchTarget['beside']) {
  const app = [];
  const base = [];
  const fastify = [];
  for (let turn = 0; turn < DURATION; turn++) {
    const from = microseconds();
    const [measured] = await Promise.all([load(appUrl, headers, 1, rotate), beside ? flood(new URL(beside.path, appUrl).href, beside) : null]);
    app.push(measured);
    onAppTurn(from, microseconds());
    base.push(await load(baseUrl, headers, 1, rotate));
    fastify.push(await load(fastifyUrl, headers, 1, rotate));
  }
  const summary = (turns: { requests: number; seconds: number; p99: number }[]) => ({
    rps: turns.reduce((n, t) => n + t.requests, 0) / turns.reduce((n, t) => n + t.seconds, 0),
    p99: turns.map((t) => t.p99).sort((a, b) => a - b)[Math.floor(turns.length / 2)]!,
  });
  return { ours: summary(app), base: summary(base), fastify: summary(fastify) };
}

const CPU_SECONDS = 3;

/** The CPU time (µs) the server `pid` spends per request while serving `rate` requests/s to `url`. */
async function cpuPerRequest(pid: number, url: string, headers: Record<string, string>, rate: number, rotate?: (n: number) => string) {
  const used = startCpuWatch({ server: () => [pid] });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: CPU_SECONDS, overallRate: rate, headers, ...requestsOf(url, rotate) });
  const cores = used().server!;
  return (cores * 1e6) / (result.requests.total / result.duration);
}

/** Now on the monotonic clock V8's profiles use, in microseconds. */
const microseconds = () => Number(process.hrtime.bigint() / 1000n);

const app = (path: string) => `http://127.0.0.1:${APP_PORT}${path}`;

async function signIn(email: string, password: string) {
  const res = await fetch(app('/api/jwt/login'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** Headers that belong to one connection or one moment, not to the answer: the baselines' Node sets its own. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** What the app answers on each target (status, headers, body), for the baselines to answer the same bytes. */
async function recordAnswers(resolved: (BenchTarget & { url: string; hdrs: Record<string, string> })[]) {
  const answers = [];
  for (const t of resolved) {
    const res = await fetch(app(t.url), { headers: t.hdrs });
    if (!res.ok) throw new Error(`${t.url} answered ${res.status}`);
    const headers: Record<string, string> = {};
    res.headers.forEach((value, name) => {
      if (!OWN_HEADERS.has(name)) headers[name] = value;
    });
    const encoding = res.headers.get('content-encoding');
    const raw = Buffer.from(await res.arrayBuffer());
    // fetch decodes compressed bodies: the baseline sends them compressed again, like the app.
    const body = encoding === 'br' ? brotliCompressSync(raw) : encoding === 'gzip' ? gzipSync(raw) : raw;
    // A rotating target's baseline answers each of its URLs with the bytes of the first.
    answers.push({ path: t.rotate ? `${t.url.split('?')[0]}?*` : t.url, status: res.status, headers, body: body.toString('base64') });
  }
  return answers;
}

async function run(databaseName: string, databaseUrl: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'careers-bench-'));
  const env = portalEnv({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(APP_PORT),
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  });
  await prepare(env);
  const profileDir = join(dataDir, 'profile');
  if (PROFILE) mkdirSync(profileDir);
  const logFile = join(dataDir, 'server.log');
  const logFd = openSync(logFile, 'w');
  const nodeArgs = PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const server = spawn(process.execPath, [...nodeArgs, SERVER], { env, stdio: ['ignore', logFd, 'inherit'] });
  const exited = new Promise((r) => server.once('exit', r));
  const baselines: ChildProcess[] = [];
  const windows: { name: string; turns: Window[] }[] = [];
  try {
    await waitFor(app('/api/health'));
    const newest = (await (await fetch(app('/api/careers/jobs?perPage=1'))).json()) as { jobs: { slug: string }[] };
    const managerToken = await signIn('manager@demo.com', 'manager');
    const ctx: BenchContext = {
      adminToken: await signIn('admin@demo.com', 'admin'),
      clientToken: await signIn('client@demo.com', 'client'),
      managerToken,
      openJobSlug: newest.jobs[0]?.slug ?? 'none',
      ...(await siftTargets(managerToken)),
    };
    const urlOf = (t: BenchTarget) => {
      const path = typeof t.path === 'function' ? t.path(ctx) : t.path;
      return t.rotate ? `${path}?${t.rotate(rotated++)}` : path;
    };
    const resolved = plan.map((t) => ({ ...t, url: urlOf(t), hdrs: t.headers?.(ctx) ?? {} }));
    const answersFile = join(dataDir, 'baseline.json');
    writeFileSync(answersFile, JSON.stringify(await recordAnswers(resolved)));
    for (const [port, kind] of [[BASE_PORT, 'node'], [FASTIFY_PORT, 'fastify']] as const) {
      const baseline = fork('scripts/bench-baseline.mjs', [answersFile, String(port), kind]);
      baselines.push(baseline);
      await new Promise((resolve) => baseline.once('message', resolve));
    }

    console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION} s each for the app, a bare node:http baseline and Fastify alone, in alternating 1 s turns; database: ${databaseName}`);
    console.log(`${HEADER}${PROFILE ? '; app under node --cpu-prof' : ''}\n`);
    if (resolved.length) console.log(
      `${'target'.padEnd(48)} ${'app req/s'.padStart(10)} ${'app p99'.padStart(8)} ${'base req/s'.padStart(11)} ${'base p99'.padStart(9)} ${'ratio'.padStart(6)} ${'Fastify alone'.padStart(14)}   CPU µs/request: app / bare / Fastify`,
    );
    const p99s = new Map<string, number>();
    for (const t of resolved) {
      const turns: Window[] = [];
      const at = (port: number) => `http://127.0.0.1:${port}${t.url}`;
      besideAnswers.clear();
      const { ours, base, fastify } = await measureTurns(app(t.url), at(BASE_PORT), at(FASTIFY_PORT), t.hdrs, (from, to) => turns.push({ from, to }), t.rotate, t.beside);
      windows.push({ name: t.name, turns });
      const ratio = ours.rps / base.rps;
      p99s.set(t.name, ours.p99);
      // At least 1 request/s: a slow target (the fairness report under 10 connections) must not stop the run.
      const rate = Math.max(1, Math.round(ours.rps * 0.6));
      const cpu = [];
      for (const [pid, port] of [[server.pid!, APP_PORT], [baselines[0]!.pid!, BASE_PORT], [baselines[1]!.pid!, FASTIFY_PORT]] as const) {
        cpu.push((await cpuPerRequest(pid, at(port), t.hdrs, rate, t.rotate)).toFixed(0));
      }
      console.log(
        `${t.name.padEnd(48)} ${ours.rps.toFixed(0).padStart(10)} ${`${ours.p99}ms`.padStart(8)} ${base.rps.toFixed(0).padStart(11)} ${`${base.p99}ms`.padStart(9)} ${ratio.toFixed(2).padStart(6)} ${(fastify.rps / base.rps).toFixed(2).padStart(14)}   ${cpu.join(' / ')} (at ${rate} req/s)`,
      );
      if (t.beside) console.log(`  beside its app turns, ${t.beside.connections} clients sent ${t.beside.path}?…: ${[...besideAnswers].map(([kind, n]) => `${n} ${kind}`).join(', ')}`);
    }
    const [all, scoped] = [p99s.get(ADMIN_LIST_ALL), p99s.get(ADMIN_LIST_SCOPED)];
    if (all !== undefined && scoped !== undefined) {
      const times = scoped / Math.max(all, 1);
      console.log(`\nadmin application list, p99 of the scoped manager / the super admin: ${scoped}ms / ${all}ms = ${times.toFixed(2)} (target: at most 1.5)`);
    }
    const fairness = p99s.get(FAIRNESS_REPORT);
    if (fairness !== undefined) console.log(`fairness report over 100,000 applications, p99: ${fairness}ms${all === undefined ? '' : ` (the admin application list's first page: ${all}ms)`}`);
    for (const [name, label] of [[SIFT_QUEUE, 'sift queue'], [SIFT_VIEW, 'scoring view']] as const) {
      const [view, list] = [p99s.get(name), p99s.get(SIFT_ADMIN_LIST)];
      if (view !== undefined && list !== undefined) console.log(`${label} / admin application list of the same 2,000-application job, p99: ${view}ms / ${list}ms = ${(view / Math.max(list, 1)).toFixed(2)}`);
    }
    if (withRush) await benchInterviewRush(app(''), ctx.adminToken);
  } finally {
    for (const baseline of baselines) baseline.kill();
    server.kill('SIGTERM');
    await exited;
    closeSync(logFd);
    const logLines = readFileSync(logFile, 'utf8').split('\n').filter(Boolean).length;
    console.log(`\nrequest log: ${logLines} lines written by the app`);
    if (PROFILE) {
      for (const file of readdirSync(profileDir)) {
        const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8'));
        for (const w of windows) console.log(`\nnode --cpu-prof, ${w.name}, top costs of the app while it was measured (self time):\n${formatTopCosts(profile, PROFILE_TOP, w.turns)}`);
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The job-alert digest (scripts/bench-alerts.ts) is measured in process, after the HTTP targets. */
const withAlerts = ONLY.length === 0 || ONLY.some((text) => ALERTS_BENCH.includes(text));

async function main() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const which = process.env.BENCH_DATABASES ?? (adminUrl ? 'both' : 'pglite');
  if (which !== 'postgres') {
    if (plan.length || withRush) await run('PGlite (embedded)', '');
    if (withAlerts) await benchAlerts();
  }
  if (which !== 'pglite') {
    if (!adminUrl) throw new Error('BENCH_DATABASES=postgres needs TEST_DATABASE_URL');
    const database = await createTestDatabase();
    try {
      if (plan.length || withRush) await run('PostgreSQL', database.url);
      if (withAlerts) await benchAlerts(database.url);
    } finally {
      await database.drop();
    }
  }
}

await main();
