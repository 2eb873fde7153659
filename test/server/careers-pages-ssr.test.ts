import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';

/**
 * The public careers pages rendered on the server (issue 17), read as a crawler without
 * JavaScript reads them. Needs the built SPA and server rendering (`npm run build`: dist/web and
 * dist/ssr); skipped, with that reason, when they are not there.
 */
const built = existsSync(resolve('dist/web/index.html')) && existsSync(resolve('dist/ssr/entry-server.js'));
const JOB = 'registered-nurse-critical-care-unit-trh-2026-001';
let t: TestApp;

const page = async (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe.skipIf(!built)('server-rendered careers pages (needs npm run build)', () => {
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: resolve('dist/web'), SSR_DIST: resolve('dist/ssr'), PUBLIC_URL: 'https://careers.example.org' });
  });
  afterAll(async () => t?.close());

  it('a job page has its title, details, head tags and JobPosting JSON-LD in the HTML', async () => {
    const res = await page(`/careers/job/${JOB}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toMatch(/<h1 id="job-title">Registered Nurse – Critical Care Unit<\/h1>/);
    expect(res.body).toContain('<title>Registered Nurse – Critical Care Unit · Hospital Careers</title>');
    expect(res.body).toContain(`<link rel="canonical" href="https://careers.example.org/careers/job/${JOB}" />`);
    expect(res.body).toContain('<meta property="og:title" content="Registered Nurse – Critical Care Unit · Hospital Careers" />');
    const ld = /<script type="application\/ld\+json" id="job-posting-ld">(.*?)<\/script>/.exec(res.body)?.[1];
    expect(JSON.parse(ld!)).toMatchObject({ '@type': 'JobPosting', title: 'Registered Nurse – Critical Care Unit', url: `https://careers.example.org/careers/job/${JOB}` });
    // The data the SPA hydrates with, not run (the policy allows no inline script).
    expect(res.body).toMatch(/<script type="application\/json" id="server-state">\{"locale":"en","route":"\/careers\/job\/:id","answers":\{"job registered-nurse/);
    expect(res.headers.vary).toContain('accept-language');
  });

  it('carries what blocks the first paint inline (boot script, one style) and its modules for after it, each inline part allowed by its hash', async () => {
    const res = await page(`/careers/job/${JOB}`, { 'accept-encoding': 'identity' });
    const policy = res.headers['content-security-policy'] as string;
    const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `))!;
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const script = /<script>([\s\S]*?)<\/script>/.exec(res.body)?.[1];
    const style = /<style>([\s\S]*?)<\/style>/.exec(res.body)?.[1];
    expect(script).toContain('theme-link');
    expect(style).toContain('.job-page');
    const scripts = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(2); // boot.js, and the starter of the modules
    expect(directive('script-src')).toBe(`script-src 'self' ${scripts.map(hash).join(' ')}`);
    // The modules load after the first paint: they are only in the template the starter inserts.
    const template = /<template id="deferred-modules">([\s\S]*?)<\/template>/.exec(res.body)?.[1];
    expect(template).toMatch(/<script type="module"[^>]* src="\/assets\/index-[^"]+\.js"><\/script>/);
    expect(template).toContain('<link rel="modulepreload"');
    expect(res.body.replace(template!, '')).not.toMatch(/type="module"|modulepreload/);
    expect(directive('style-src-elem')).toContain(hash(style!));
    // No request for either: boot.js is not linked, and every stylesheet link is disabled (it only tells Vite's loader the sheet is there).
    expect(res.body).not.toContain('src="/boot.js"');
    // The theme aside (linked in the page, so that it is styled without scripts: issue 34).
    const sheets = [...res.body.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]).filter((tag) => !tag.includes('id="theme-link"'));
    expect(sheets.length).toBeGreaterThan(0);
    expect(sheets.every((tag) => tag.includes(' disabled'))).toBe(true);
    // Another page's style differs, and so does its policy; the client-rendered pages keep the plain one.
    const home = await page('/careers');
    expect(home.headers['content-security-policy']).not.toBe(policy);
    const spa = await page('/login');
    expect(spa.headers['content-security-policy']).toMatch(/script-src 'self'; /);
  });

  it('the server rendering needs no package at run time (the container installs only the server’s dependencies)', () => {
    // dist/ssr, copied where no node_modules can be found, renders the three pages in a plain Node
    // (with no answers: the pages' modules and everything they import are loaded all the same).
    const copy = mkdtempSync(join(tmpdir(), 'ssr-alone-'));
    try {
      cpSync(resolve('dist/ssr'), copy, { recursive: true });
      const render = `
        const entry = await import(${JSON.stringify(pathToFileURL(join(copy, 'entry-server.js')).href)});
        for (const [path, search] of [['/careers', ''], ['/careers/jobs', 'department=nursing'], ['/careers/job/nurse', '']]) {
          const page = entry.careersPage(path, search);
          const answers = Object.fromEntries(page.needs.map((need) => [need.key, { status: 'missing' }]));
          const { html } = await entry.renderCareersPage({ page, locale: 'fr', answers, publicUrl: 'https://careers.example.org', region: 'KE' });
          if (!html.includes('<')) throw new Error(path + ' rendered nothing');
        }`;
      expect(() => execFileSync(process.execPath, ['--input-type=module', '-e', render], { cwd: copy, stdio: 'pipe' })).not.toThrow();
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('the job list has the titles of its page of jobs, with its filters in the canonical URL', async () => {
    const res = await page('/careers/jobs?department=nursing&unknown=1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('>Registered Nurse – Critical Care Unit</a>');
    expect(res.body).toContain('<link rel="canonical" href="https://careers.example.org/careers/jobs?department=nursing" />');
  });

  it('the careers home has its latest jobs and departments', async () => {
    const res = await page('/careers');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Careers at the Teaching and Referral Hospital</h1>');
    expect(res.body).toMatch(/class="home-jobs"><li>/);
    expect(res.body).toMatch(/class="home-departments"><li>/);
  });

  it('renders in French for a French browser, and in the language chosen in the portal before the browser’s', async () => {
    const fr = await page('/careers/jobs', { 'accept-language': 'fr-CH, fr;q=0.9, en;q=0.8' });
    expect(fr.body).toContain('<html lang="fr"');
    expect(fr.body).toContain('Rechercher des offres</h1>');
    expect(fr.body).toContain('<meta property="og:locale" content="fr_FR" />');
    const de = await page('/careers/jobs', { 'accept-language': 'fr', cookie: 'locale=de' });
    expect(de.body).toContain('<html lang="de"');
  });

  it('a job that is not public is a 404 page saying so; other routes stay the SPA shell', async () => {
    const missing = await page('/careers/job/no-such-job');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Job not found</h1>');
    const other = await page('/careers/my-applications');
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('<div id="root"></div>');
  });

  it('a job edit shows on the rendered page at once (the page cache is invalidated with the public board)', async () => {
    const admin = bearer(await t.token('admin'));
    expect((await page(`/careers/job/${JOB}`)).body).not.toContain('Renamed by the SSR test');
    const list = await t.app.inject({ url: `/api/careers/jobs/${JOB}` });
    const id = list.json().id as number;
    const current = await t.app.inject({ url: `/api/careers/admin/jobs/${id}`, headers: admin });
    const { id: _id, status: _s, createdAt: _c, updatedAt: _u, slug: _slug, publishedAt: _p, ...job } = current.json();
    const saved = await t.app.inject({ method: 'PUT', url: `/api/careers/admin/jobs/${id}`, headers: admin, payload: { ...job, title: 'Renamed by the SSR test' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await page(`/careers/job/${JOB}`)).body).toContain('<h1 id="job-title">Renamed by the SSR test</h1>');
  });

  it('robots.txt names the sitemap by its full address', async () => {
    const res = await page('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Sitemap: https://careers.example.org/sitemap.xml');
  });
});
