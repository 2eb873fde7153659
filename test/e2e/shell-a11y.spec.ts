import { expect, expectAccessible, signInAs, test, useSkin } from './fixtures';
import { hydrated } from './auth-helpers';

for (const skin of ['light', 'dark'] as const) {
  test.describe(`accessibility of the shell (${skin})`, () => {
    test.beforeEach(async ({ page }) => {
      await useSkin(page, skin);
    });

    test('full layout for a visitor', async ({ page }) => {
      await page.goto('/careers');
      await expect(page.locator('html')).toHaveAttribute('data-skin', skin);
      await expect(page.getByRole('main')).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: /Language/ }).click();
      await expectAccessible(page);
    });

    test('vertical layout with the user menu and the customizer open', async ({ page }) => {
      await signInAs(page, 'admin');
      await page.goto('/apps/invoice/list');
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: /Account menu/ }).click();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Customize the layout' }).click();
      await expect(page.getByRole('dialog', { name: 'Theme customizer' })).toBeVisible();
      await expectAccessible(page);
    });

    test('horizontal layout with a menu open', async ({ page }) => {
      await signInAs(page, 'client');
      await page.addInitScript(() => localStorage.setItem('layoutSettings', JSON.stringify({ layoutType: 'horizontal' })));
      await page.goto('/access-control');
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Pages' }).click();
      await expectAccessible(page);
    });
  });
}

test('semi-dark and bordered skins pass too', async ({ page }) => {
  await signInAs(page, 'client');
  await useSkin(page, 'semi-dark');
  await page.goto('/access-control');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expectAccessible(page);
});

test('the keyboard reaches the skip link first and it moves focus to the main content', async ({ page }) => {
  await page.goto('/careers');
  // Before hydration the browser follows the link itself (focus moves too, with #main-content in the address).
  await hydrated(page, 'main h1');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/\/careers$/);
});
