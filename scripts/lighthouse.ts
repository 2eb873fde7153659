/**
 * Lighthouse of the public careers pages (`npm run lighthouse`, after `npm run build`): starts the
 * built server (dist/server/main.js) on a free port with a fresh data directory and the demo seed
 * (so there are open jobs), then measures `/careers`, `/careers/jobs` and the first open job's
 * page in Lighthouse's default mode (mobile: Moto G Power screen, simulated slow 4G, 4× CPU
 * slowdown) in Debian's Chromium, RUNS times each, and prints the median performance,
 * accessibility and SEO scores, largest contentful paint, cumulative layout shift and total
 * blocking time per page. Not run in CI: the figures depend on the machine's load.
 *
 * Environment: CHROMIUM_PATH (default /usr/lib/chromium/chromium), LIGHTHOUSE_RUNS (default 3).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) => existsSync(p));
if (!chromePath) throw new Error('Chromium not found: apt-get install -y chromium, or set CHROMIUM_PATH');
if (!existsSync('dist/server/main.js')) throw new Error('dist/server/main.js is missing: npm run build first');

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base: string, server: { exitCode: number | null }): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not answer /api/health within 3 minutes');
}

interface Figures {
  performance: number;
  accessibility: number;
  seo: number;
  lcp: number;
  cls: number;
  tbt: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** One Lighthouse run; a run whose trace failed (NO_NAVSTART happens now and then) is done again, once. */
async function measure(chromePort: number, url: string, retry = true): Promise<RunnerLhr> {
  const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo'] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { runtimeError } = result.lhr;
  if (!runtimeError) return result.lhr;
  if (retry) {
    console.error(`${url}: ${runtimeError.code}, measured again`);
    return measure(chromePort, url, false);
  }
  throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
}
type RunnerLhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'careers-lighthouse-'));
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
    // Lighthouse's requests must not be slowed or refused by the limiter.
    RATE_LIMIT_PER_MINUTE: '100000',
  },
});
let chrome: Awaited<ReturnType<typeof launch>> | null = null;

/** The elements each layout shift moved, as Lighthouse's `layout-shifts` audit names them (score, selector, snippet). */
function layoutShifts(audits: Record<string, { details?: unknown } | undefined>): string[] {
  const details = audits['layout-shifts']?.details as { items?: { score?: number; node?: { selector?: string; snippet?: string } }[] } | undefined;
  return (details?.items ?? []).map((item) => `${(item.score ?? 0).toFixed(3)} ${item.node?.selector ?? '?'} ${item.node?.snippet?.slice(0, 120) ?? ''}`);
}

try {
  await waitForHealth(base, server);
  // The public list holds open jobs only.
  const job = ((await (await fetch(`${base}/api/careers/jobs`)).json()) as { jobs?: { id: string }[] }).jobs?.[0];
  if (!job) throw new Error('no open job in /api/careers/jobs: is SEED_DEMO honoured?');
  const pages = ['/careers', '/careers/jobs', `/careers/job/${job.id}`];

  chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const rows: { page: string; figures: Figures }[] = [];
  for (const page of pages) {
    const runs: Figures[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const { categories, audits } = await measure(chrome.port, `${base}${page}`);
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const figures: Figures = {
        performance: score('performance'),
        accessibility: score('accessibility'),
        seo: score('seo'),
        lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      };
      console.error(`${page} run ${run}: performance ${figures.performance}, LCP ${Math.round(figures.lcp)} ms, CLS ${figures.cls.toFixed(3)}, TBT ${Math.round(figures.tbt)} ms`);
      for (const shift of layoutShifts(audits)) console.error(`  layout shift ${shift}`);
      runs.push(figures);
    }
    const pick = (key: keyof Figures) => median(runs.map((r) => r[key]));
    rows.push({ page, figures: { performance: pick('performance'), accessibility: pick('accessibility'), seo: pick('seo'), lcp: pick('lcp'), cls: pick('cls'), tbt: pick('tbt') } });
  }

  console.log(`\nLighthouse mobile (default throttling), median of ${RUNS} runs`);
  console.log('| page | performance | accessibility | SEO | LCP | CLS | TBT |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const { page, figures: f } of rows) {
    const shown = page.startsWith('/careers/job/') ? '/careers/job/<id>' : page;
    console.log(`| ${shown} | ${f.performance} | ${f.accessibility} | ${f.seo} | ${(f.lcp / 1000).toFixed(2)} s | ${f.cls.toFixed(3)} | ${Math.round(f.tbt)} ms |`);
  }
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
