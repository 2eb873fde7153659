import { expect, signInAs, test } from './fixtures';
import { pageReady } from './auth-helpers';

test('a visitor on the careers home sees the hospital, what it offers, and sign-in and register links', async ({ page }) => {
  await page.goto('/careers');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Careers at the Teaching and Referral Hospital');
  await expect(main.getByRole('heading', { name: 'Browse open jobs' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Apply online' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Follow your application' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/careers/jobs');
  await expect(main.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  await main.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in applicant on the careers home sees their name and applications instead', async ({ page }) => {
  const user = await signInAs(page, 'client');
  await page.goto('/careers');
  const main = page.getByRole('main');
  await expect(main.getByText(`Signed in as ${user.fullName}.`)).toBeVisible();
  await expect(main.getByRole('link', { name: 'My applications' })).toHaveAttribute('href', '/careers/my-applications');
  await expect(main.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
});

test('the 404 page leads back to careers and to the jobs', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/error-404$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(main.getByRole('link', { name: 'Browse open jobs' })).toHaveAttribute('href', '/careers/jobs');
  await main.getByRole('link', { name: 'Go to the careers home' }).click();
  await expect(page).toHaveURL(/\/careers$/);
});

test('not authorized leads a signed-in user back to their landing page', async ({ page }) => {
  await signInAs(page, 'client');
  await page.goto('/pages/miscellaneous/not-authorized');
  await page.getByRole('main').getByRole('link', { name: 'Back to your home page' }).click();
  await expect(page).toHaveURL(/\/access-control$/);
});

test('coming soon: the notify-me field checks the address and says honestly that nothing is sent', async ({ page }) => {
  await page.goto('/pages/miscellaneous/coming-soon');
  await pageReady(page, 'Coming soon');
  await page.getByLabel('Email').fill('not an address');
  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.locator('#notify-email-error')).toHaveText('Please enter a valid email.');
  await page.getByLabel('Email').fill('me@example.com');
  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByRole('status')).toContainText('no e-mail will be sent');
});

test('maintenance and error pages offer a way back', async ({ page }) => {
  await page.goto('/pages/miscellaneous/under-maintenance');
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to the careers home' })).toHaveAttribute('href', '/careers');
  await page.goto('/pages/miscellaneous/error');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
  await expect(page.getByRole('main').getByRole('button', { name: 'Go back' })).toBeVisible();
});

test('access control needs a session', async ({ page }) => {
  await page.goto('/access-control');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccess-control$/);
});

test('an administrator sees every permission on access control', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/access-control');
  await pageReady(page, 'Access control');
  await expect(page.locator('.access-rules li')).toHaveText([/Manage \(any action\) · Everything in the portal/]);
  await expect(page.locator('.access-control dd').nth(1)).toHaveText('Administrator');
});
