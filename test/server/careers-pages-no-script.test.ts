import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';

/**
 * The public careers pages for a visitor, before any script of the SPA (issue 34): the only
 * scripts run are inline and small, and every choice works as a link or a GET form the server
 * understands (language and skin by `?lang=` / `?skin=`, kept in cookies). Needs `npm run build`.
 */
const built = existsSync(resolve('dist/web/index.html')) && existsSync(resolve('dist/ssr/entry-server.js'));
let t: TestApp;

const page = async (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { 'accept-encoding': 'identity', ...headers } });
const cookiesOf = (header: string | string[] | number | undefined) => (header === undefined ? [] : [header].flat().map(String));

describe.skipIf(!built)('careers pages without scripts (needs npm run build)', () => {
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: resolve('dist/web'), SSR_DIST: resolve('dist/ssr'), PUBLIC_URL: 'https://careers.example.org' });
  });
  afterAll(async () => t?.close());

  it.each(['/careers', '/careers/jobs?q=nurse&department=nursing', '/careers/job/registered-nurse-critical-care-unit-trh-2026-001'])(
    '%s runs under 10 kB of script before an interaction: inline only, no module or preload outside the starter’s template',
    async (url) => {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      const outsideTemplate = res.body.replace(/<template id="deferred-modules">[\s\S]*?<\/template>/, '');
      expect(outsideTemplate).not.toMatch(/<script[^>]* src=|modulepreload|type="module"/);
      const run = [...outsideTemplate.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      expect(run).toHaveLength(2); // boot.js and the starter
      expect(Buffer.byteLength(run.join(''))).toBeLessThan(10_000);
      // No notice that the portal needs JavaScript: these pages do not.
      expect(res.body).not.toContain('needs JavaScript');
      // The theme is linked by the page itself: styled without scripts.
      expect(res.body).toContain('<link rel="stylesheet" id="theme-link" href="/themes/lara-light-teal/theme.css" />');
    },
  );

  it('?lang= keeps the language in the locale cookie and sends the visitor back to the page without it', async () => {
    const res = await page('/careers/jobs?department=nursing&lang=fr&sort=title');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/careers/jobs?department=nursing&sort=title');
    expect(cookiesOf(res.headers['set-cookie'])).toEqual([expect.stringMatching(/^locale=fr; Path=\/; Max-Age=\d+; SameSite=Lax$/)]);
    const french = await page(res.headers.location as string, { cookie: 'locale=fr', 'accept-language': 'de' });
    expect(french.body).toContain('<html lang="fr"');
  });

  it('?skin=dark keeps the skin in a cookie; the pages are then sent dark (attribute and theme), and light again after ?skin=light', async () => {
    const res = await page('/careers?skin=dark');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/careers');
    expect(cookiesOf(res.headers['set-cookie'])).toEqual([expect.stringMatching(/^skin=dark; Path=\//)]);
    for (const url of ['/careers', '/careers/jobs', '/careers/job/registered-nurse-critical-care-unit-trh-2026-001', '/careers/job/no-such-job']) {
      const dark = await page(url, { cookie: 'skin=dark' });
      expect(dark.body, url).toContain('data-skin="dark"');
      expect(dark.body, url).toContain('href="/themes/lara-dark-teal/theme.css"');
      expect(dark.body, url).not.toContain('href="/themes/lara-light-teal');
    }
    const light = await page('/careers', { cookie: 'skin=light' });
    expect(light.body).toContain('data-skin="light"');
    expect(cookiesOf((await page('/careers?skin=light')).headers['set-cookie'])).toEqual([expect.stringMatching(/^skin=light;/)]);
  });

  it('hostile choices set no cookie and never fail: unknown values, markup, both at once, other pages', async () => {
    for (const url of ['/careers?lang=xx', '/careers?skin=%3Cscript%3E', '/careers?lang=&skin=', `/careers/jobs?lang=${'f'.repeat(5000)}`, '/careers?skin=dark%0d%0aSet-Cookie:%20x=1']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(303);
      expect(res.headers['set-cookie'], url).toBeUndefined();
      expect(res.headers.location, url).toMatch(/^\/careers(\/jobs)?$/);
    }
    const both = await page('/careers/jobs?lang=de&skin=dark');
    expect(cookiesOf(both.headers['set-cookie']).map((c) => c.split(';')[0])).toEqual(['locale=de', 'skin=dark']);
    // Not a public careers page: the parameters mean nothing there.
    expect((await page('/login?lang=fr')).statusCode).toBe(200);
    // A cookie with another value is the light skin.
    expect((await page('/careers', { cookie: 'skin=<b>' })).body).toContain('data-skin="light"');
  });

  it('the job list is a GET form: boxes and sort carry names, and what the form sends is the filtered list', async () => {
    const form = await page('/careers/jobs');
    expect(form.body).toMatch(/<form id="jobs-form"[^>]* action="\/careers\/jobs"/);
    const box = (html: string) => /<input type="checkbox" id="facet-department-nursing"[^>]*>/.exec(html)?.[0] ?? '';
    expect(box(form.body)).toContain('name="department"');
    expect(box(form.body)).toContain('value="nursing"');
    expect(box(form.body)).toContain('form="jobs-form"');
    expect(box(form.body)).not.toContain('checked');
    expect(/<select id="jobs-sort"[^>]*>/.exec(form.body)?.[0]).toMatch(/name="sortBy".*form="jobs-form"|form="jobs-form".*name="sortBy"/);
    // What a browser sends for the form with Nursing ticked and an empty search.
    const sent = await page('/careers/jobs?q=&department=nursing&sortBy=title');
    expect(sent.statusCode).toBe(200);
    expect(box(sent.body)).toContain('checked=""');
    expect(sent.body).toContain('<option value="title" selected="">');
    expect(sent.body).toContain('Registered Nurse – Critical Care Unit');
    expect(sent.body).not.toContain('Sonographer');
  });
});
