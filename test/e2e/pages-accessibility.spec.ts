import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAs, test, useSkin } from './fixtures';
import { animationsDone, pageReady } from './auth-helpers';

/** Every page of the sign-in and miscellaneous area, with the heading it shows. */
const visitorPages: [path: string, heading: string | RegExp][] = [
  ['/careers', /Careers at the Teaching and Referral Hospital/],
  ['/login', 'Sign in'],
  ['/register', 'Create an account'],
  ['/forgot-password', 'Forgot your password?'],
  ['/pages/authentication/login-v1', 'Sign in'],
  ['/pages/authentication/forgot-password-v1', 'Forgot your password?'],
  ['/pages/authentication/forgot-password-v2', 'Forgot your password?'],
  ['/pages/authentication/reset-password-v1?token=abc', 'Choose a new password'],
  ['/pages/authentication/reset-password-v2', 'Choose a new password'],
  ['/careers/activate-account', 'Activate your account'],
  ['/careers/activate-account?token=not-valid', 'Activate your account'],
  ['/pages/miscellaneous/coming-soon', 'Coming soon'],
  ['/pages/miscellaneous/not-authorized', 'You are not authorized'],
  ['/pages/miscellaneous/under-maintenance', 'Under maintenance'],
  ['/pages/miscellaneous/error', 'Something went wrong'],
  ['/error-404', 'Page not found'],
];

async function check(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await pageReady(page, heading);
  await expectAccessible(page);
}

for (const skin of ['light', 'dark'] as const) {
  test.describe(`${skin} skin`, () => {
    test.beforeEach(async ({ page }) => useSkin(page, skin));

    test('every visitor page passes axe', async ({ page }) => {
      test.setTimeout(120_000);
      for (const [path, heading] of visitorPages) {
        await test.step(path, () => check(page, path, heading));
      }
    });

    test('forms with their errors shown pass axe', async ({ page }) => {
      await page.goto('/register');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.locator('.form-summary')).toBeFocused();
      await animationsDone(page);
      await expectAccessible(page);

      await page.goto('/pages/miscellaneous/coming-soon');
      await page.getByRole('button', { name: 'Notify me' }).click();
      await expect(page.locator('.form-summary')).toBeFocused();
      await animationsDone(page);
      await expectAccessible(page);
    });

    test('signed-in pages pass axe (access control, careers home, not authorized)', async ({ page }) => {
      await signInAs(page, 'client');
      await check(page, '/access-control', /^Welcome, /);
      await check(page, '/careers', /Careers at the Teaching and Referral Hospital/);
      await check(page, '/pages/miscellaneous/not-authorized', 'You are not authorized');
    });

    test('the administration’s mail log passes axe, with its table loaded', async ({ page }) => {
      await signInAs(page, 'admin');
      await page.goto('/careers/admin/mail?status=sent');
      await pageReady(page, 'Mail log');
      await expect(page.getByRole('table', { name: 'Mail log' })).toBeVisible();
      await expect(page.getByLabel('Status')).toHaveValue('sent');
      await expectAccessible(page);
    });
  });
}
