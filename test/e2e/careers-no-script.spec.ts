import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, signInAs, test } from './fixtures';
import { holdEarlyInputReplay, hydrated } from './auth-helpers';
import { tabTo } from './keyboard-helpers';

/**
 * The public careers pages for a visitor (issue 34): no module before the visitor shows intent,
 * the app then loads and what they did meanwhile is not lost; a signed-in user gets the app at
 * once; and with scripts off every visitor task works as links and GET forms.
 */

const JOB = 'registered-nurse-critical-care-unit-trh-2026-001';
const JOB_TITLE = 'Registered Nurse – Critical Care Unit';

/** Whether the page asked for the SPA's entry module. */
function entryRequested(page: Page): () => boolean {
  let asked = false;
  page.on('request', (request) => {
    if (/\/assets\/index-[\w-]+\.js$/.test(new URL(request.url()).pathname)) asked = true;
  });
  return () => asked;
}

/** The SPA's entry module answers only after `ms`: the visitor acts before the app is there. */
async function slowEntry(page: Page, ms: number) {
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test('a visitor’s page loads no module until they point at a control, and a click made before the app arrived is replayed', async ({ page }) => {
  const asked = entryRequested(page);
  await slowEntry(page, 1500);
  await page.goto('/careers/jobs');
  await page.waitForLoadState('load');
  await page.waitForTimeout(1000);
  expect(asked(), 'no module before an interaction').toBe(false);
  // The language menu needs the app: the click arrives long before it does.
  await page.getByRole('button', { name: /Language:/ }).click();
  // The browser reports the request a moment after the click returns (on a busy machine, later).
  await expect.poll(asked, { message: 'the click asks for the app', timeout: 2000 }).toBe(true);
  await expect(page.getByRole('button', { name: 'Français' })).toBeVisible();
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rechercher des offres' })).toBeVisible();
});

test('a box ticked and words typed before the app arrived are kept and acted on once it has', async ({ page }) => {
  await slowEntry(page, 1500);
  await page.goto('/careers/jobs?q=critical+care');
  await page.getByRole('checkbox', { name: /^Nursing/ }).check();
  await hydrated(page, 'main h1');
  await expect(page).toHaveURL(/department=nursing/);
  await expect(page.getByRole('checkbox', { name: /^Nursing/ })).toBeChecked();
  await expect(page.getByRole('link', { name: JOB_TITLE })).toBeVisible();
  // Searched before the words are handed to React (the replay held back, as on a slow connection):
  // the search still has them.
  const releaseReplay = await holdEarlyInputReplay(page);
  await page.goto('/careers/jobs');
  await page.getByLabel('Job title, keyword or reference').fill('pharmacist');
  await hydrated(page, 'main h1');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/q=pharmacist/);
  await expect(page.getByRole('link', { name: 'Clinical Pharmacist – Oncology' })).toBeVisible();
  await releaseReplay();
  await expect(page.getByLabel('Job title, keyword or reference')).toHaveValue('pharmacist');
});

test('an idle page fetches the app’s modules without running them; a key press then starts it at once', async ({ page }) => {
  const asked = entryRequested(page);
  await page.goto(`/careers/job/${JOB}`);
  await expect.poll(asked, { timeout: 10_000 }).toBe(true);
  await page.waitForTimeout(500);
  const inReact = () => page.locator('main h1').evaluate((h1) => Object.keys(h1).some((key) => key.startsWith('__reactFiber')));
  expect(await inReact(), 'prefetched, not run').toBe(false);
  await page.keyboard.press('Tab');
  await expect.poll(inReact).toBe(true);
});

test('a signed-in user gets the app at once, without interacting', async ({ page }) => {
  await signInAs(page, 'client');
  const asked = entryRequested(page);
  const started = Date.now();
  await page.goto('/careers');
  await hydrated(page, 'main h1');
  expect(asked()).toBe(true);
  // Well before the visitor's idle start (4 s after the load event).
  expect(Date.now() - started).toBeLessThan(3500);
});

async function withoutScripts(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  return { context, page: await context.newPage() };
}

test('without scripts a visitor searches, filters, sorts, pages, changes language and skin, opens a job and goes to sign in', async ({ browser }) => {
  const { context, page } = await withoutScripts(browser);
  await page.goto('/careers');
  await expect(page.getByText('This portal needs JavaScript')).toHaveCount(0);
  // Search from the home page.
  await page.getByRole('searchbox').first().fill('nurse');
  await page.getByRole('searchbox').first().press('Enter');
  await expect(page).toHaveURL(/\/careers\/jobs\?q=nurse/);
  // Filter (the panel is open without scripts, even at 390 px) and sort. Other tests add jobs to the
  // same database: a search keeps the job looked for on the first page.
  await page.goto('/careers/jobs?q=critical+care');
  await page.getByRole('checkbox', { name: /^Nursing/ }).check();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/department=nursing/);
  await expect(page.getByRole('link', { name: JOB_TITLE })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Nursing/ })).toBeChecked();
  await page.goto('/careers/jobs');
  await page.getByLabel('Sort by').selectOption('title');
  await page.getByRole('button', { name: 'Sort', exact: true }).click();
  await expect(page).toHaveURL(/sortBy=title/);
  await expect(page.getByLabel('Sort by')).toHaveValue('title');
  // In title order: the first letters never go down the page (whatever the database's collation does with the rest).
  const initials = (await page.locator('main h3').allTextContents()).map((title) => title.trim()[0]!.toLowerCase());
  expect(initials.length).toBeGreaterThan(1);
  expect(initials).toEqual([...initials].sort());
  // Pages.
  await page.getByRole('link', { name: /^Next/ }).click();
  await expect(page).toHaveURL(/page=2/);
  // Language, then skin: links the server keeps in cookies.
  await page.locator('summary', { hasText: 'English' }).click();
  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveURL(/\/careers\/jobs\?sortBy=title&page=2$/);
  await page.getByRole('link', { name: 'Thème sombre' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-skin', 'dark');
  await expect(page.locator('#theme-link')).toHaveAttribute('href', /lara-dark-teal/);
  await page.getByRole('link', { name: 'Thème clair' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-skin', 'light');
  await page.locator('summary', { hasText: 'Français' }).click();
  await page.getByRole('link', { name: 'English' }).click();
  // A job, then sign in and register.
  await page.goto('/careers/jobs?q=critical+care');
  await page.getByRole('link', { name: JOB_TITLE }).click();
  await expect(page.getByRole('heading', { level: 1, name: JOB_TITLE })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register' }).last()).toHaveAttribute('href', /^\/register\?redirect=/);
  await page.getByRole('link', { name: 'Sign in to apply' }).first().click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await context.close();
});

test('without scripts, the keyboard alone searches, filters, opens a job and reaches sign in', async ({ browser }) => {
  const { context, page } = await withoutScripts(browser);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/careers/jobs');
  const search = page.getByLabel('Job title, keyword or reference');
  await tabTo(page, search);
  await page.keyboard.type('critical care');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=critical\+care/);
  const nursing = page.getByRole('checkbox', { name: /^Nursing/ });
  await tabTo(page, nursing);
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Apply filters' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/department=nursing/);
  await tabTo(page, page.getByRole('link', { name: JOB_TITLE }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: JOB_TITLE })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Sign in to apply' }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await context.close();
});

/**
 * The page as a browser without scripts builds it, in a page where axe can run (it needs scripts):
 * the document with its inline scripts left out and its `<noscript>` content in place.
 */
async function asWithoutScripts(page: Page, path: string) {
  await page.route((url) => url.pathname + url.search === path, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/<script>[\s\S]*?<\/script>/g, '').replace(/<\/?noscript>/g, '');
    await route.fulfill({ response, body });
  });
  await page.goto(path);
}

for (const path of ['/careers', '/careers/jobs?department=nursing', `/careers/job/${JOB}`]) {
  test(`${path} passes axe with scripts off, at 390 px and in the dark skin too`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await asWithoutScripts(page, path);
    await expect(page.locator('html')).not.toHaveAttribute('data-js', '');
    await expect(page.getByRole('link', { name: 'Dark skin' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Dark skin' })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    await page.context().addCookies([{ name: 'skin', value: 'dark', url: page.url() }]);
    await asWithoutScripts(page, path);
    await expect(page.locator('html')).toHaveAttribute('data-skin', 'dark');
    await expectAccessible(page);
  });
}
