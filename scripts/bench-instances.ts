/**
 * npm run bench:instances (needs TEST_DATABASE_URL): one portal process against two on one
 * PostgreSQL database, the same total load (10 connections) spread over both, for the public job
 * page, the administrators' application list and an applicant's autosave. Prints requests/s and
 * the ratio two/one. On a 2-core machine both processes and PostgreSQL share the same cores, so
 * the ratio says what a second instance costs or gains here, not on a larger host.
 *
 *   TEST_DATABASE_URL=postgres://… npm run bench:instances
 *   BENCH_SECONDS=10 …   # longer runs (default 5 s per measurement)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../server/app.js';
import { postgresProcesses, startCpuWatch, type CpuGroups } from './cpu-usage.js';
import { loadConfig } from '../server/config.js';
import { createTestDatabase } from '../test/helpers/database.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const PORTS = [Number(process.env.BENCH_PORT ?? 3311), Number(process.env.BENCH_PORT ?? 3311) + 1];
const SERVER = process.env.BENCH_SERVER ?? 'dist/server/main.js';
const JOBS = 2000;
const APPLICATIONS = 100_000;

const url = (port: number, path: string) => `http://127.0.0.1:${port}${path}`;

async function waitFor(address: string) {
  for (let i = 0; i < 300; i++) {
    if (await fetch(address).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${address} did not come up`);
}

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function signIn(port: number, email: string, password: string) {
  const res = await fetch(url(port, '/api/jwt/login'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  return (await json<{ accessToken: string }>(res)).accessToken;
}

/** One draft per connection (each on its own job), so that concurrent autosaves never wait for one another's row. */
async function drafts(port: number, token: string, count: number): Promise<Draft[]> {
  const { jobs } = await json<{ jobs: { id: number }[] }>(await fetch(url(port, `/api/careers/jobs?perPage=${count}`)));
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const made = [];
  for (const job of jobs.slice(0, count)) {
    const res = await fetch(url(port, '/api/careers/applications'), { method: 'POST', headers, body: JSON.stringify({ jobId: job.id }) });
    made.push(await json<{ id: number; version: number }>(res));
  }
  if (made.length < count) throw new Error(`only ${made.length} open jobs for ${count} drafts`);
  return made;
}

interface Load {
  name: string;
  /** The autocannon options of the connections sent to `port`. */
  options(port: number, connections: number): autocannon.Options;
}

function getLoad(name: string, path: string, headers: Record<string, string> = {}): Load {
  return { name, options: (port, connections) => ({ url: url(port, path), connections, headers }) };
}

interface Draft {
  id: number;
  version: number;
}

/**
 * Autosaves: one loop per draft, each saving its own draft again and again with the version its
 * last save returned. (A fetch loop rather than autocannon, which builds a connection's next
 * request before the previous answer arrives, so it would always send a stale version.)
 */
async function autosaves(port: number, token: string, own: Draft[]) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const until = Date.now() + DURATION * 1000;
  let saved = 0;
  let bad = 0;
  const loop = async (draft: Draft) => {
    while (Date.now() < until) {
      const res = await fetch(url(port, `/api/careers/applications/${draft.id}`), {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ version: draft.version, coverLetter: `Autosaved at version ${draft.version}.` }),
      });
      if (res.status === 200) {
        draft.version = ((await res.json()) as Draft).version;
        saved++;
      } else {
        await res.arrayBuffer();
        bad++;
      }
    }
  };
  const started = Date.now();
  await Promise.all(own.map(loop));
  if (bad > 0) throw new Error(`${bad} autosaves were not 2xx`);
  return saved / ((Date.now() - started) / 1000);
}

async function measure(options: autocannon.Options[]) {
  const results = await Promise.all(options.map((o) => autocannon({ ...o, duration: DURATION })));
  const bad = results.reduce((n, r) => n + r.non2xx + r.errors, 0);
  if (bad > 0) throw new Error(`${bad} answers were not 2xx: ${JSON.stringify(results.map((r) => r.statusCodeStats))}`);
  return results.reduce((n, r) => n + r.requests.total / r.duration, 0);
}

async function main() {
  if (!process.env.TEST_DATABASE_URL) throw new Error('bench:instances needs TEST_DATABASE_URL (a PostgreSQL server)');
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'careers-bench-instances-'));
  const servers: ChildProcess[] = [];
  try {
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      RATE_LIMIT_PER_MINUTE: '1000000',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    };
    const seeding = await buildApp(loadConfig({ ...env, PORT: String(PORTS[0]) }), { logger: false });
    await seeding.ready();
    await (await import('./seed-jobs.js')).seedManyJobs(seeding.db, JOBS);
    await (await import('./seed-applications.js')).seedManyApplications(seeding.db, APPLICATIONS);
    await seeding.close();
    for (const port of PORTS) {
      servers.push(spawn(process.execPath, [SERVER], { env: { ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] }));
    }
    await Promise.all(PORTS.map((port) => waitFor(url(port, '/api/health'))));

    const [one, two] = PORTS as [number, number];
    const admin = { authorization: `Bearer ${await signIn(one, 'admin@demo.com', 'admin')}` };
    const client = await signIn(one, 'client@demo.com', 'client');
    const { jobs } = await json<{ jobs: { slug: string }[] }>(await fetch(url(one, '/api/careers/jobs?perPage=1')));
    const all = await drafts(one, client, CONNECTIONS);
    const halves = [all.slice(0, CONNECTIONS / 2), all.slice(CONNECTIONS / 2)];
    const loads = [
      getLoad('GET /api/careers/jobs/{slug} (public job page)', `/api/careers/jobs/${jobs[0]!.slug}`),
      getLoad(`GET /api/careers/admin/applications (${APPLICATIONS.toLocaleString('en')} applications)`, '/api/careers/admin/applications?status=submitted&status=under_review&jobId=100', admin),
    ];

    console.log(`\n${CONNECTIONS} connections, ${DURATION} s per measurement, PostgreSQL; one instance (${CONNECTIONS} connections) against two (${CONNECTIONS / 2} each)`);
    console.log('portal as users run it: NODE_ENV=production SEED_DEMO=true RATE_LIMIT_PER_MINUTE=1000000, every other setting default\n');
    console.log(`${'target'.padEnd(62)} ${'one req/s'.padStart(10)} ${'two req/s'.padStart(10)} ${'two/one'.padStart(8)}   cores used (of ${availableParallelism()})`);
    const cpu: CpuGroups = {
      portal: () => servers.map((s) => s.pid!),
      postgres: postgresProcesses,
      load: () => [process.pid],
    };
    const cores = (used: Record<string, number>) => Object.entries(used).map(([group, n]) => `${group} ${n.toFixed(2)}`).join(', ');
    const report = (name: string, [single, usedBySingle]: Watched, [pair, usedByPair]: Watched) =>
      console.log(`${name.padEnd(62)} ${single.toFixed(0).padStart(10)} ${pair.toFixed(0).padStart(10)} ${(pair / single).toFixed(2).padStart(8)}   one: ${cores(usedBySingle)}; two: ${cores(usedByPair)}`);
    /** Runs the two-instance measurement while counting the cores each part of the machine used. */
    type Watched = readonly [number, Record<string, number>];
    const watched = async (run: () => Promise<number>): Promise<Watched> => {
      const stop = startCpuWatch(cpu);
      const rate = await run();
      return [rate, stop()];
    };
    for (const load of loads) {
      const single = await watched(() => measure([load.options(one, CONNECTIONS)]));
      const pair = await watched(() => measure([load.options(one, CONNECTIONS / 2), load.options(two, CONNECTIONS / 2)]));
      report(load.name, single, pair);
    }
    const single = await watched(() => autosaves(one, client, all));
    const pair = await watched(async () => {
      const rates = await Promise.all([autosaves(one, client, halves[0]!), autosaves(two, client, halves[1]!)]);
      return rates[0] + rates[1];
    });
    report('PATCH /api/careers/applications/{id} (autosave)', single, pair);
  } finally {
    for (const server of servers) server.kill('SIGTERM');
    await Promise.all(servers.map((s) => new Promise((r) => (s.exitCode !== null ? r(null) : s.once('exit', r)))));
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
