import { expect, signInAs, test } from './fixtures';

/**
 * Nothing blanks the app: a page whose code cannot be fetched shows the page's failure, inside the
 * layout, with "Reload"; it is reported to the server; and when the server now serves a newer
 * build, the page reloads itself once to get it (never in a loop).
 */
const PRICING_CHUNK = /\/assets\/pricing-page-[^/]+\.js$/;

// The page's code is made to fail on purpose: the browser says so in the console.
test.use({ expectedProblems: [/Failed to fetch dynamically imported module: .*\/assets\/pricing-page-/] });

test('a page whose code cannot be fetched shows Reload inside the layout, is reported, and comes back on reload', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.route(PRICING_CHUNK, (route) => route.abort('connectionfailed'));
  const reported = page.waitForRequest((request) => request.url().endsWith('/api/client-errors') && request.method() === 'POST');
  await page.goto('/pages/pricing');

  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible(); // the menu is still there: the way on
  await expect(page.getByRole('link', { name: 'Go to the careers home' })).toHaveAttribute('href', '/careers');
  expect((await reported).postDataJSON()).toMatchObject({ kind: 'chunk', route: '/pages/pricing' });

  await page.unroute(PRICING_CHUNK);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing plans' })).toBeVisible();
});

test('when a newer build is served, the failed page reloads itself once, and not again', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.route(PRICING_CHUNK, (route) => route.abort('connectionfailed'));
  // The server now answers the page with another build's entry script (a deploy happened).
  await page.route('**/pages/pricing', async (route) => {
    if (route.request().isNavigationRequest()) return route.continue();
    const html = await (await route.fetch()).text();
    return route.fulfill({ contentType: 'text/html', body: html.replace(/\/assets\/index-[^"]+\.js/, '/assets/index-NEWBUILD.js') });
  });
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto('/pages/pricing');

  // Reloaded once for the newer build; failing again on it, the page shows why instead of looping.
  // Two loads, each with a failed chunk and a look at the served page: more than the default wait on a busy machine.
  await expect.poll(() => loads, { timeout: 20_000 }).toBe(2);
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(1000);
  expect(loads).toBe(2);
});
