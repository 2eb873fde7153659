import { expect, test } from './fixtures';
import { registerThroughApi, signInThroughForm, uniqueUser, waitForLink } from './auth-helpers';

test('forgot password → the e-mailed link → a new password → sign in with it', async ({ page }) => {
  const user = await registerThroughApi(page, uniqueUser('reset'));
  await page.context().clearCookies();
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${user.email}`);

  const link = await waitForLink(user.email, '/pages/authentication/reset-password-v2');
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('my new passphrase');
  await page.getByLabel('Confirm the new password').fill('my new passphrase');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed. You can sign in now.')).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughForm(page, user.email, user.password);
  await expect(page.locator('#login-email-error')).toHaveText('Email or Password is Invalid');
  await signInThroughForm(page, user.email, 'my new passphrase');
  await expect(page).toHaveURL(/\/access-control$/);

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('another passphrase');
  await page.getByLabel('Confirm the new password').fill('another passphrase');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toContainText('This reset link is not valid, or it was used already.');
  await expect(page.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute('href', '/pages/authentication/forgot-password-v2');
});

test('forgot password answers the same for an unknown address', async ({ page }) => {
  await page.goto('/pages/authentication/forgot-password-v1');
  await page.getByLabel('Email').fill('nobody-at-all@example.com');
  await page.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for nobody-at-all@example.com');
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/pages/authentication/login-v1');
});

test('reset password checks the two passwords on the client', async ({ page }) => {
  await page.goto('/pages/authentication/reset-password-v1?token=whatever');
  await page.getByLabel('New password', { exact: true }).fill('a good passphrase');
  await page.getByLabel('Confirm the new password').fill('a different one');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.locator('#reset-confirm-error')).toHaveText('The two passwords are not the same.');
  await expect(page.locator('.form-summary')).toBeFocused();
});

test('reset password without a token says where the link comes from', async ({ page }) => {
  await page.goto('/pages/authentication/reset-password-v1');
  await expect(page.getByRole('alert')).toContainText('This page needs the link from the password reset e-mail.');
  await expect(page.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute('href', '/pages/authentication/forgot-password-v1');
});
