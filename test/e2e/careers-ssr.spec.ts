import type { Page } from '@playwright/test';
import { expect, signInAs, test } from './fixtures';
import { hydrated } from './auth-helpers';

/**
 * The public careers pages come rendered from the server (issue 17) and are hydrated into the SPA:
 * React reports no hydration mismatch, the data is not fetched a second time, and the page works
 * as the SPA afterwards (a filter changes the list without reloading the document).
 */

const JOB = 'registered-nurse-critical-care-unit-trh-2026-001';
const PAGES = ['/careers', '/careers/jobs?department=nursing', `/careers/job/${JOB}`];

/** Console errors and warnings about hydration (React reports a mismatch with one of these). */
function hydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if ((message.type() === 'error' || message.type() === 'warning') && /hydrat|did not match|server rendered|recoverable/i.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** The public board's API requests the page makes. */
function boardRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/careers\/(jobs|departments)/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

for (const path of PAGES) {
  test(`${path} hydrates the server's HTML without a mismatch and without fetching its data again`, async ({ page }) => {
    const problems = hydrationProblems(page);
    const requests = boardRequests(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await hydrated(page, 'main h1');
    // Effects after hydration (the session's view, titles) have run by the next frames.
    await page.waitForTimeout(500);
    expect(problems).toEqual([]);
    expect(requests).toEqual([]);
    await expect(page.locator('main h1')).toBeVisible();
  });
}

test('a filter chosen on the hydrated list changes the list in place, then the data is fetched', async ({ page }) => {
  const problems = hydrationProblems(page);
  const requests = boardRequests(page);
  // Searched for the job, so that the jobs other specs create cannot push it off the first page.
  await page.goto('/careers/jobs?q=critical+care');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const nursing = page.getByRole('checkbox', { name: /^Nursing/ });
  await hydrated(page, 'input[type="checkbox"]');
  expect(requests).toEqual([]);
  await nursing.check();
  await expect(page).toHaveURL(/department=nursing/);
  await expect(page.getByRole('link', { name: 'Registered Nurse – Critical Care Unit' })).toBeVisible();
  // The same document: the SPA navigated, the browser did not load a new page.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(requests.some((url) => url.includes('department=nursing'))).toBe(true);
  expect(problems).toEqual([]);
});

/** The SPA's chunks the page fetches, by name without hash (`ability`, `workspace-routes`…). */
function chunkRequests(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const match = /\/assets\/([a-z-]+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (match) names.push(match[1]!);
  });
  return names;
}

test('a visitor’s page fetches neither CASL nor the other pages’ table, until a link to them is pointed at', async ({ page }) => {
  const chunks = chunkRequests(page);
  await page.goto(`/careers/job/${JOB}`);
  await hydrated(page, 'main h1');
  await page.waitForLoadState('networkidle');
  expect(chunks).not.toContain('ability');
  expect(chunks).not.toContain('workspace-routes');
  expect(chunks).not.toContain('account-menu');
  const signIn = page.getByRole('link', { name: 'Sign in to apply' }).first();
  await signIn.hover();
  await expect.poll(() => chunks).toEqual(expect.arrayContaining(['ability', 'workspace-routes']));
  await signIn.click();
  await expect(page.getByRole('heading', { level: 1, name: /sign in/i })).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('a French browser gets the page rendered in French, and it hydrates in French', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  const problems = hydrationProblems(page);
  await page.goto('/careers/jobs');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await hydrated(page, 'main h1');
  await expect(page.getByRole('heading', { level: 1, name: 'Rechercher des offres' })).toBeVisible();
  await expect(page).toHaveTitle(/Carrières/);
  expect(problems).toEqual([]);
  await context.close();
});

/** Records the layout shifts of the next documents the page loads (their sum: the page's CLS). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShift: number };
    record.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.layoutShift += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test('a signed-in administrator gets the same page, with their links once hydrated', async ({ page }) => {
  await signInAs(page, 'admin');
  const problems = hydrationProblems(page);
  await page.goto(`/careers/job/${JOB}`);
  await hydrated(page, 'main h1');
  await expect(page.getByRole('link', { name: 'Edit job' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to apply' })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('for a signed-in applicant on a slow phone nothing moves while the page hydrates and the session is renewed', async ({ page }) => {
  await signInAs(page, 'client');
  await recordLayoutShifts(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  for (const path of PAGES) {
    await page.goto(path);
    await hydrated(page, 'main h1');
    await page.waitForLoadState('networkidle');
    const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
    expect(shift, path).toBeLessThan(0.02);
  }
});

test('without JavaScript the pages have their content, JSON-LD and language', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto(`/careers/job/${JOB}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Registered Nurse – Critical Care Unit' })).toBeVisible();
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(ld['@type']).toBe('JobPosting');
  expect(ld.title).toBe('Registered Nurse – Critical Care Unit');
  await page.goto('/careers/jobs?department=nursing&q=critical+care');
  await expect(page.getByRole('link', { name: 'Registered Nurse – Critical Care Unit' })).toBeVisible();
  await context.close();
});
