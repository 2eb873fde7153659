import { expect, expectAccessible, signInAs, test, useSkin } from './fixtures';
import { expectNoSidewaysScroll, PHONE } from './demo-helpers';
import { UIKIT_ROUTES, uikitReady } from './demo-uikit-helpers';

/**
 * Every UI-kit route passes axe (WCAG 2.2 AA) in the light and the dark skin, and on a 390 px
 * phone the page never scrolls sideways. One test per skin walks all fifteen routes.
 */
for (const skin of ['light', 'dark'] as const) {
  test(`the fifteen UI-kit routes pass axe in the ${skin} skin${skin === 'light' ? ' and fit a phone' : ''}`, async ({ page }) => {
    test.setTimeout(240_000);
    await useSkin(page, skin);
    await signInAs(page, 'admin');
    for (const route of UIKIT_ROUTES) {
      await test.step(route, async () => {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(route);
        await expect(page.locator('html')).toHaveAttribute('data-skin', skin);
        await uikitReady(page);
        await expectAccessible(page);
        // The phone layout does not depend on the skin: checked once, in the light one.
        if (skin !== 'light') return;
        await page.setViewportSize(PHONE);
        await page.goto(route);
        await uikitReady(page);
        await expectNoSidewaysScroll(page);
      });
    }
  });
}
