import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, signInAs, test } from './fixtures';
import { animationsDone, pageReady } from './auth-helpers';
import { activatedApplicantThroughApi, readyApplicantThroughApi, submittedApplicationThroughApi } from './applicant-helpers';
import { publishedJob } from './careers-api-helpers';

/** /careers: administrators also see the figures; visitors and applicants never download them. */

const HOME = /Careers at the Teaching and Referral Hospital/;
const CHARTS = ['Applications per status', 'Applications per week', 'Applications per job'];
const STATS = '/api/careers/admin/stats';
/** A message only chart.js's code carries: a script containing it is (or holds) chart.js. */
const CHART_JS_MARK = 'Canvas is already in use';

/** A submitted application to a job of its own, so that the per-job chart has at least one bar. */
async function submittedApplication(request: APIRequestContext) {
  const job = await publishedJob(request, 'Charted ward nurse');
  const user = await activatedApplicantThroughApi(request, 'figures');
  const { headers, cvId } = await readyApplicantThroughApi(request, user, { firstName: 'Figures', lastName: 'Applicant' });
  await submittedApplicationThroughApi(request, headers, job.id, cvId);
}

/** axe on the page scrolled to the top: scrolled, the sticky header would cover part of a link (target-size). */
async function expectAccessibleFromTop(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await animationsDone(page);
  await expectAccessible(page);
}

/** What the page asks for: the API paths and every JavaScript file (entry, chunks, preloads). */
function watchRequests(page: Page) {
  const api: string[] = [];
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) api.push(url.pathname);
    if (url.pathname.endsWith('.js')) scripts.add(url.href);
  });
  return { api, scripts };
}

/** The scripts among `urls` that contain chart.js. */
async function chartJsScripts(request: APIRequestContext, urls: Iterable<string>) {
  const found: string[] = [];
  for (const url of urls) {
    if ((await (await request.get(url)).text()).includes(CHART_JS_MARK)) found.push(url);
  }
  return found;
}

test('an administrator sees the figures on /careers: three charts with their numbers, in the light and dark skins', async ({ page }) => {
  test.setTimeout(90_000);
  await submittedApplication(page.request);
  await signInAs(page, 'admin');
  const seen = watchRequests(page);
  await page.goto('/careers');
  await pageReady(page, HOME);

  const figures = page.getByRole('region', { name: 'Figures', exact: true });
  await expect(figures.getByRole('heading', { level: 2, name: 'Figures', exact: true })).toBeVisible();
  await expect(figures.getByText(/^Open jobs: \d+$/)).toBeVisible();
  for (const name of CHARTS) await expect(figures.getByRole('img', { name })).toBeVisible();
  expect(seen.api).toContain(STATS);
  expect(await chartJsScripts(page.request, seen.scripts)).not.toHaveLength(0);

  // The numbers behind each chart, as tables linked to the filtered applications list.
  const perStatus = figures.getByRole('figure', { name: 'Applications per status' });
  await perStatus.getByText('Show the numbers').click();
  const statusTable = perStatus.getByRole('table', { name: 'Applications per status' });
  await expect(statusTable.getByRole('row', { name: /^Submitted \d+$/ })).toBeVisible();
  await expect(statusTable.getByRole('link', { name: 'Submitted' })).toHaveAttribute('href', '/careers/admin/applications?status=submitted');
  const perJob = figures.getByRole('figure', { name: 'Applications per job' });
  await perJob.getByText('Show the numbers').click();
  await expect(perJob.getByRole('table', { name: 'Applications per job' }).getByRole('link').first()).toHaveAttribute('href', /^\/careers\/admin\/applications\?job=\d+$/);
  await expectAccessibleFromTop(page);

  // The dark skin: the charts are drawn again in its colours, and the page stays accessible.
  const chart = figures.getByRole('img', { name: 'Applications per status' });
  const drawn = () => chart.evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL());
  const light = await drawn();
  await page.getByRole('button', { name: 'Dark skin' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-skin', 'dark');
  await expect.poll(drawn).not.toBe(light);
  for (const name of CHARTS) await expect(figures.getByRole('img', { name })).toBeVisible();
  await expectAccessibleFromTop(page);

  // A status of the table opens the applications list filtered by it.
  await statusTable.getByRole('link', { name: 'Submitted' }).click();
  await expect(page).toHaveURL(/\/careers\/admin\/applications\?status=submitted$/);
  await pageReady(page, 'Applications');
  await expect(page.getByRole('button', { name: /^Submitted/ })).toHaveAttribute('aria-pressed', 'true');
});

test('the figures on /careers are translated: their catalog is loaded with them', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.addInitScript(() => localStorage.setItem('locale', JSON.stringify('fr')));
  await page.goto('/careers');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const figures = page.getByRole('region', { name: 'Chiffres', exact: true });
  await expect(figures.getByText(/^Offres ouvertes : \d+$/)).toBeVisible();
  for (const name of ['Candidatures par statut', 'Candidatures par semaine', 'Candidatures par offre']) {
    await expect(figures.getByRole('figure', { name })).toBeVisible();
  }
  await expect(figures.getByText('Afficher les chiffres')).toHaveCount(3);
});

for (const who of ['visitor', 'applicant'] as const) {
  test(`${who === 'visitor' ? 'a visitor' : 'an applicant'}: /careers requests neither the figures nor chart.js`, async ({ page }) => {
    if (who === 'applicant') await signInAs(page, 'client');
    const seen = watchRequests(page);
    await page.goto('/careers');
    await pageReady(page, HOME);
    await expect(page.getByRole('heading', { name: 'Latest jobs' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');

    await expect(page.getByRole('heading', { name: 'Figures', exact: true })).toHaveCount(0);
    // The page came rendered by the server with its data: the departments are not fetched again.
    expect(seen.api).not.toContain('/api/careers/departments');
    expect(seen.api).not.toContain(STATS);
    expect(seen.scripts.size).toBeGreaterThan(0);
    expect(await chartJsScripts(page.request, seen.scripts)).toEqual([]);
  });
}
