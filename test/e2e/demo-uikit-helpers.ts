import type { Page } from '@playwright/test';
import { expect, signInAs } from './fixtures';

/**
 * What the UI-kit journeys share: the fifteen routes, and "the page is ready" for pages that keep
 * animations running on purpose (spinners, indeterminate progress), which the shared pageReady
 * would wait for forever.
 */
export const UIKIT_ROUTES = [
  '/ui/card',
  '/ui/components',
  '/ui/extensions',
  '/ui/typography',
  '/ui/colors',
  '/ui/feather-icons',
  '/ui/page-layouts',
  '/ui/charts',
  '/ui/maps',
  '/forms/elements',
  '/forms/layout',
  '/forms/wizard',
  '/forms/validation',
  '/forms/repeater',
  '/tables',
] as const;

/** The <h1> is shown, no skeleton is left, and every animation that ends has ended (the route's entrance). */
export async function uikitReady(page: Page, heading?: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) })).toBeVisible();
  await expect(page.locator('.state-skeleton')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity || !(animation.timeline instanceof DocumentTimeline)),
  );
}

/** Signs in as the demo administrator and opens `path` of the UI kit. */
export async function openUikit(page: Page, path: string, heading?: string | RegExp) {
  await signInAs(page, 'admin');
  await page.goto(path);
  await uikitReady(page, heading);
}
