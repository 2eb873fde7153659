import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAs, test, useSkin } from './fixtures';
import { animationsDone, pageReady } from './auth-helpers';

/**
 * What every demo-screen journey checks besides its own story. The e2e server is shared by all
 * specs (two workers) and demo data lives in the server's memory: give what you create a unique
 * name (`uniqueText`) and never rely on counts another spec may change.
 */

let counter = 0;
/** Text no other test uses, e.g. a subject or a title. */
export function uniqueText(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

/** Signs in as the demo administrator (who may use the demo apps) and opens `path`. */
export async function openAsAdmin(page: Page, path: string, heading?: string | RegExp) {
  await signInAs(page, 'admin');
  await page.goto(path);
  await pageReady(page, heading);
}

/**
 * axe finds no violation on `path` in the light and the dark skin (the page reloaded in each,
 * after `ready` says the data is on screen).
 */
export async function expectAccessibleInBothSkins(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  for (const skin of ['light', 'dark'] as const) {
    await useSkin(page, skin);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-skin', skin);
    await ready(page);
    await expectAccessible(page);
  }
}

/** On a 390 px wide phone the page does not scroll sideways (wide tables scroll in their card). */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page scrolls sideways by this many pixels').toBeLessThanOrEqual(0);
}

export const PHONE = { width: 390, height: 844 } as const;

/** On a phone every table's paginator is one row: first, previous, the current page, next, last. */
export async function expectCompactPaginators(page: Page) {
  for (const paginator of await page.locator('.p-paginator').all()) {
    if (!(await paginator.isVisible())) continue;
    const tops = await paginator
      .locator(':is(.p-paginator-first, .p-paginator-prev, .p-paginator-page.p-highlight, .p-paginator-next, .p-paginator-last)')
      .evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
    expect(new Set(tops).size, `the paginator's buttons are on ${new Set(tops).size} rows`).toBe(1);
  }
}

/**
 * One test per screen: axe in the light and the dark skin, then no sideways scroll at 390 px.
 * `ready` waits until the screen's data is shown.
 */
export function screenChecks(screens: [path: string, ready: (page: Page) => Promise<void>][]) {
  for (const [path, ready] of screens) {
    test(`${path.split('?')[0]} passes axe in both skins and fits a phone`, async ({ page }) => {
      await openAsAdmin(page, path);
      // axe reads colours: the route's fade-in must be over, or text is checked half transparent.
      await expectAccessibleInBothSkins(page, path, async (p) => {
        await ready(p);
        await animationsDone(p);
      });
      await page.setViewportSize(PHONE);
      await page.goto(path);
      await ready(page);
      await expectNoSidewaysScroll(page);
      await expectCompactPaginators(page);
    });
  }
}
