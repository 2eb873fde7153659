/**
 * npm run soak: serves the built portal as users run it (node dist/server/main.js, see
 * portal-env.ts) for SOAK_MINUTES (20) of mixed loopback traffic, and follows its memory: every
 * 30 s the preload scripts/soak-memory.mjs runs a full collection and records the live heap
 * (heapUsed right after it) and the resident size. The target (issue 25): after the warm-up (the
 * first five minutes, or the first quarter of a shorter run) the live heap stays within 10 % of its
 * level at the end of the warm-up. Exits non-zero when it does not, or when the portal answered 5xx.
 *
 *   npm run soak                    # 20 minutes
 *   SOAK_MINUTES=3 npm run soak     # a quick look (warm-up: the first 45 s)
 *   SOAK_HEAP_SNAPSHOTS=1 npm run soak   # also a heap snapshot at the end of the warm-up and at the end
 *                                         # (what grew: npx tsx scripts/heap-diff.ts the two files)
 *
 * The traffic, in parallel loops that each wait a little between requests (a busy day, not a flood):
 * - visitors: the public job list with varied words, filters, sorts and pages, job pages, the
 *   server-rendered careers pages, the SPA index and a client-rendered deep link;
 * - applicants: sign in, list their applications, start one (or get the one they have), upload a
 *   document, autosave the draft several times with it, take it out again and delete it;
 * - staff: the administrators' application list with varied filters and pages, and the demo lists.
 * The embedded database (PGlite) runs inside the portal's process: its memory is part of the RSS.
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { PORTAL_AS_USERS_RUN_IT, portalEnv } from './portal-env.js';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 20);
const PORT = Number(process.env.SOAK_PORT ?? 3311);
const SAMPLE_MS = 30_000;
const HEAP_SNAPSHOTS = Boolean(process.env.SOAK_HEAP_SNAPSHOTS);
/** The live heap at the end of the warm-up is the reference; it may move this much either way after. */
const TOLERANCE = 0.1;
const WARMUP_SECONDS = Math.min(5 * 60, (MINUTES * 60) / 4);
/** Pause of each loop between two requests, and the most requests one loop makes. */
const PAUSE_MS = 15;
const MAX_REQUESTS_PER_LOOP = 1_000_000;
const REQUEST_TIMEOUT_MS = 15_000;
const APPLICANTS = 6;
const PASSWORD = 'soak passphrase long enough';

const base = `http://127.0.0.1:${PORT}`;
/** When the traffic stops (set when it starts). */
let deadline = 0;

interface Sample {
  seconds: number;
  heapUsed: number;
  rss: number;
  external: number;
  arrayBuffers: number;
  gcMs: number;
}

/** Answers by status class, and requests that failed outright, per kind of traffic. */
const tally = new Map<string, Map<string, number>>();
function count(kind: string, outcome: string) {
  let byOutcome = tally.get(kind);
  if (!byOutcome) tally.set(kind, (byOutcome = new Map()));
  byOutcome.set(outcome, (byOutcome.get(outcome) ?? 0) + 1);
}

async function call(kind: string, path: string, init: RequestInit = {}): Promise<Response | null> {
  try {
    const res = await fetch(base + path, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    count(kind, `${String(res.status)[0]}xx`);
    if (res.status >= 500) count(kind, `${res.status} ${path}`);
    return res;
  } catch (err) {
    count(kind, `failed: ${(err as Error).name}`);
    return null;
  }
}

async function json<T>(kind: string, path: string, init: RequestInit = {}): Promise<{ status: number; body: T | null }> {
  const res = await call(kind, path, init);
  if (!res) return { status: 0, body: null };
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) as T };
  } catch {
    return { status: res.status, body: null };
  }
}

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const jsonBody = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  headers: { ...headers, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Runs `step` until the deadline or MAX_REQUESTS_PER_LOOP requests (each step says how many it made). */
async function loop(step: () => Promise<number>) {
  let made = 0;
  while (Date.now() < deadline && made < MAX_REQUESTS_PER_LOOP) {
    made += await step();
    await pause(PAUSE_MS);
  }
}

async function signIn(kind: string, email: string, password: string): Promise<string | null> {
  const { body } = await json<{ accessToken?: string }>(kind, '/api/jwt/login', { method: 'POST', ...jsonBody({ email, password }) });
  return body?.accessToken ?? null;
}

const WORDS = ['nurse', 'pharmacy', 'clinical', 'officer', 'theatre', 'lab', 'paed', 'radiology', 'midwife', 'records', 'xyz'];
const DEPARTMENTS = ['nursing', 'pharmacy', 'laboratory', 'radiology', 'administration'];
const SORTS = ['newest', 'closing', 'title'];

function jobQuery() {
  const parts = [`page=${1 + Math.floor(Math.random() * 8)}`];
  if (Math.random() < 0.5) parts.push(`q=${pick(WORDS)}`);
  if (Math.random() < 0.3) parts.push(`department=${pick(DEPARTMENTS)}`);
  if (Math.random() < 0.3) parts.push(`sort=${pick(SORTS)}`);
  return parts.join('&');
}

async function visitor(slugs: string[]) {
  await loop(async () => {
    const browser = { 'accept-encoding': 'br, gzip' };
    const query = jobQuery();
    const paths = [`/api/careers/jobs?${query}`, `/api/careers/jobs/${pick(slugs)}`, `/careers/jobs?${query}`, `/careers/job/${pick(slugs)}`, '/careers', '/', '/careers/my-applications'];
    for (const path of paths) await (await call('visitor', path, { headers: browser }))?.arrayBuffer();
    return paths.length;
  });
}

/** A PDF of 20 to 290 KB: what the documents route accepts by its content. */
const pdf = (n: number) => Buffer.from(`%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n% soak ${n} ${'x'.repeat(20_000 + (n % 10) * 30_000)}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

async function applicant(email: string, jobIds: number[]) {
  let n = 0;
  await loop(async () => {
    let made = 1;
    const token = await signIn('applicant', email, PASSWORD);
    if (!token) return made;
    const auth = bearer(token);
    made++;
    await (await call('applicant', '/api/careers/applications', { headers: auth }))?.arrayBuffer();
    const started = await json<{ id: number; version: number; status: string }>('applicant', '/api/careers/applications', { method: 'POST', ...jsonBody({ jobId: pick(jobIds) }, auth) });
    made++;
    if (!started.body || started.body.status !== 'draft') return made;
    const id = started.body.id;
    let version = started.body.version;
    const form = new FormData();
    form.append('kind', 'cv');
    form.append('file', new Blob([pdf(n++)], { type: 'application/pdf' }), 'cv.pdf');
    const uploaded = await json<{ id: string }>('applicant', '/api/careers/documents', { method: 'POST', headers: auth, body: form });
    made++;
    const documentIds = uploaded.body?.id ? [uploaded.body.id] : [];
    for (let i = 0; i < 4; i++) {
      const saved = await json<{ version: number }>('applicant', `/api/careers/applications/${id}`, {
        method: 'PATCH',
        ...jsonBody({ version, coverLetter: `Autosaved draft ${n}.${i}: ${'I would like to join the team. '.repeat(1 + i)}`, documentIds: i < 3 ? documentIds : [] }, auth),
      });
      made++;
      if (saved.body?.version !== undefined) version = saved.body.version;
      await pause(PAUSE_MS);
    }
    if (documentIds[0]) {
      await (await call('applicant', `/api/careers/documents/${documentIds[0]}`, { method: 'DELETE', headers: auth }))?.arrayBuffer();
      made++;
    }
    await (await call('applicant', '/api/careers/documents', { headers: auth }))?.arrayBuffer();
    return made + 1;
  });
}

async function staff(jobIds: number[]) {
  let token: string | null = null;
  let signedInAt = 0;
  await loop(async () => {
    let made = 0;
    // Access tokens live 600 s: sign in again every five minutes, as the SPA refreshes.
    if (!token || Date.now() - signedInAt > 300_000) {
      token = await signIn('staff', 'admin@demo.com', 'admin');
      signedInAt = Date.now();
      made++;
      if (!token) return made;
    }
    const auth = { headers: bearer(token) };
    const statuses = ['submitted', 'under_review', 'shortlisted', 'draft'];
    const adminQuery = [`page=${1 + Math.floor(Math.random() * 5)}`, pick(['sortBy=submittedAt', 'sortBy=submittedAt&sortDesc=false', 'sortBy=name&sortDesc=false', 'sortBy=status&sortDesc=false', 'sortBy=updatedAt'])];
    if (Math.random() < 0.5) adminQuery.push(`status=${pick(statuses)}`);
    if (Math.random() < 0.3) adminQuery.push(`jobId=${pick(jobIds)}`);
    if (Math.random() < 0.3) adminQuery.push(`q=${pick(['soak', 'applicant', 'a'])}`);
    const paths = [
      `/api/careers/admin/applications?${adminQuery.join('&')}`,
      '/api/auth/me',
      `/api/apps/user/users?perPage=10&page=${1 + Math.floor(Math.random() * 5)}&q=${pick(['', 'a', 'jo'])}`,
      `/api/apps/invoice/invoices?perPage=10&page=${1 + Math.floor(Math.random() * 5)}`,
      `/api/apps/email/emails?folder=inbox&q=${pick(['', 'est', 'meeting'])}`,
      `/api/apps/ecommerce/products?sortBy=${pick(['price-asc', 'price-desc'])}`,
    ];
    for (const path of paths) await (await call('staff', path, auth))?.arrayBuffer();
    return made + paths.length;
  });
}

/** Before the portal starts, on its data directory: more jobs for the board, and the applicants (active, as after activation). */
async function prepare(env: NodeJS.ProcessEnv) {
  const app = await buildApp(loadConfig(env), { logger: false });
  await app.ready();
  const { seedManyJobs } = await import('./seed-jobs.js');
  await seedManyJobs(app.db, 300);
  for (let i = 0; i < APPLICANTS; i++) {
    const res = await app.inject({ method: 'POST', url: '/api/jwt/register', payload: { username: `soak${i}`, email: `soak${i}@example.org`, password: PASSWORD, fullName: `Soak Applicant ${i}` } });
    if (res.statusCode !== 200) throw new Error(`register soak${i}: ${res.body}`);
  }
  await app.db.execute(sql`update users set status = 'active', activated_at = now() where email like 'soak%@example.org'`);
  await app.close();
}

async function waitFor(url: string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await pause(100);
  }
  throw new Error(`${url} did not come up`);
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

function readSamples(file: string): Sample[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Sample);
}

function requestsSoFar() {
  let n = 0;
  for (const byOutcome of tally.values()) for (const [outcome, k] of byOutcome) if (/^\dxx$|^failed/.test(outcome)) n += k;
  return n;
}

async function main() {
  if (!existsSync('dist/server/main.js')) throw new Error('dist/server/main.js is missing: run npm run soak (it builds first)');
  const dataDir = mkdtempSync(join(tmpdir(), 'careers-soak-'));
  const memoryFile = join(dataDir, 'memory.jsonl');
  const env = portalEnv({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(PORT), JWT_SECRET: 'soak-secret-soak-secret-soak-secret-0123456' });
  console.log(`soak: ${MINUTES} min of mixed loopback traffic; ${PORTAL_AS_USERS_RUN_IT}; embedded database; data in ${dataDir}`);
  await prepare(env);
  const logFd = openSync(join(dataDir, 'server.log'), 'w');
  // With SOAK_HEAP_SNAPSHOTS, SIGUSR2 makes the portal write a heap snapshot into the data directory.
  const snapshotArgs = HEAP_SNAPSHOTS ? ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${dataDir}`] : [];
  const server = spawn(process.execPath, ['--expose-gc', ...snapshotArgs, '--import', './scripts/soak-memory.mjs', 'dist/server/main.js'], {
    env: { ...env, SOAK_MEMORY_FILE: memoryFile, SOAK_SAMPLE_MS: String(SAMPLE_MS) },
    stdio: ['ignore', logFd, 'inherit'],
  });
  const exited = new Promise((r) => server.once('exit', r));
  const spawnedAt = Date.now();
  const sinceStart = () => Math.round((Date.now() - spawnedAt) / 1000);
  let traffic = { from: 0, to: 0 };
  let printed = 0;
  const progress = setInterval(() => {
    for (const s of readSamples(memoryFile).slice(printed)) {
      console.log(`${clock(s.seconds).padStart(6)}  live heap ${mb(s.heapUsed).padStart(6)} MB  rss ${mb(s.rss).padStart(6)} MB  external ${mb(s.external).padStart(6)} MB  (gc ${s.gcMs} ms)  requests so far ${requestsSoFar()}`);
      printed++;
    }
  }, 5_000);
  try {
    await waitFor(`${base}/api/health`);
    const board = (await (await fetch(`${base}/api/careers/jobs?perPage=50`)).json()) as { jobs: { id: number; slug: string }[] };
    const slugs = board.jobs.map((j) => j.slug);
    const jobIds = board.jobs.map((j) => j.id);
    deadline = Date.now() + MINUTES * 60_000;
    traffic = { from: sinceStart(), to: 0 };
    console.log(`portal up; traffic from ${clock(traffic.from)} until ${new Date(deadline).toISOString()}\n${'time'.padStart(6)}  after a full collection (time since the portal started)`);
    const warmedUp = HEAP_SNAPSHOTS ? setTimeout(() => server.kill('SIGUSR2'), WARMUP_SECONDS * 1000) : undefined;
    await Promise.all([
      ...Array.from({ length: 3 }, () => visitor(slugs)),
      ...Array.from({ length: APPLICANTS }, (_, i) => applicant(`soak${i}@example.org`, jobIds)),
      staff(jobIds),
    ]);
    traffic.to = sinceStart();
    clearTimeout(warmedUp);
    if (HEAP_SNAPSHOTS) {
      server.kill('SIGUSR2');
      // The snapshot is written before the next signal is handled: SIGTERM below waits for it.
      await pause(15_000);
    }
  } finally {
    clearInterval(progress);
    server.kill('SIGTERM');
    await exited;
    closeSync(logFd);
  }
  report(readSamples(memoryFile), traffic, dataDir);
}

function report(samples: Sample[], traffic: { from: number; to: number }, dataDir: string) {
  const during = samples.filter((s) => s.seconds >= traffic.from && s.seconds <= traffic.to);
  console.log(`\n${'time'.padStart(6)}  ${'live heap MB'.padStart(12)}  ${'rss MB'.padStart(8)}  ${'external MB'.padStart(11)}`);
  for (const s of during) console.log(`${clock(s.seconds).padStart(6)}  ${mb(s.heapUsed).padStart(12)}  ${mb(s.rss).padStart(8)}  ${mb(s.external).padStart(11)}`);
  console.log('\nanswers:');
  for (const [kind, byOutcome] of tally) console.log(`  ${kind.padEnd(10)} ${[...byOutcome].map(([o, n]) => `${o}: ${n}`).join(', ')}`);

  const problems: string[] = [];
  const reference = during.find((s) => s.seconds >= traffic.from + WARMUP_SECONDS);
  const after = during.filter((s) => reference && s.seconds > reference.seconds);
  if (!reference || after.length === 0) problems.push(`not enough samples after the warm-up (${during.length} in all)`);
  else {
    const low = Math.min(...after.map((s) => s.heapUsed));
    const high = Math.max(...after.map((s) => s.heapUsed));
    const spread = `${(((low - reference.heapUsed) / reference.heapUsed) * 100).toFixed(1)} % to +${(((high - reference.heapUsed) / reference.heapUsed) * 100).toFixed(1)} %`;
    console.log(`\nlive heap at ${clock(reference.seconds)} (end of the warm-up): ${mb(reference.heapUsed)} MB; after it: ${mb(low)}-${mb(high)} MB (${spread}); target ±${TOLERANCE * 100} %`);
    if (high > reference.heapUsed * (1 + TOLERANCE) || low < reference.heapUsed * (1 - TOLERANCE)) problems.push(`live heap left ±${TOLERANCE * 100} % of its level at ${clock(reference.seconds)} (${spread})`);
    const rss = after.map((s) => s.rss);
    console.log(`rss after the warm-up: ${mb(Math.min(...rss))}-${mb(Math.max(...rss))} MB`);
  }
  const serverErrors = [...tally.values()].reduce((n, byOutcome) => n + (byOutcome.get('5xx') ?? 0), 0);
  if (serverErrors > 0) problems.push(`${serverErrors} answers 5xx`);
  writeFileSync(join(dataDir, 'soak-report.json'), JSON.stringify({ minutes: MINUTES, warmupSeconds: WARMUP_SECONDS, traffic, samples, answers: Object.fromEntries([...tally].map(([k, v]) => [k, Object.fromEntries(v)])), problems }, null, 2));
  console.log(`\nsamples and answers: ${join(dataDir, 'soak-report.json')}; the portal's log: ${join(dataDir, 'server.log')}`);
  if (HEAP_SNAPSHOTS) console.log(`heap snapshots (warm-up end, end): ${dataDir}/*.heapsnapshot; compare with npx tsx scripts/heap-diff.ts`);
  if (problems.length) {
    console.error(`\nsoak FAILED: ${problems.join('; ')}`);
    process.exitCode = 1;
  } else console.log('\nsoak passed: the live heap stayed within its bound');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
