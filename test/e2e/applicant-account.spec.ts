import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { pageReady } from './auth-helpers';
import { newApplicant } from './applicant-helpers';

async function openSettings(page: import('@playwright/test').Page, heading: string | RegExp = 'Account Settings') {
  await page.goto('/careers/account-setting');
  await pageReady(page, heading);
}

test('changing the language saves it on the server and changes the page text', async ({ page }) => {
  await newApplicant(page, 'lang');
  await openSettings(page);
  const prefs = page.getByRole('region', { name: 'Language and notifications' });
  await expect(prefs.getByLabel('English')).toBeChecked();
  await prefs.getByLabel('Français').check();
  await prefs.getByLabel('When new vacancies are published (job alerts)').check();
  await prefs.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paramètres du compte');
  await expect(page.getByText('Vos préférences sont enregistrées.')).toBeVisible();

  // Another browser (no saved language) opens the page: the server kept both choices.
  await page.evaluate(() => localStorage.removeItem('locale'));
  await page.reload();
  await pageReady(page, 'Account Settings');
  await expect(page.getByLabel('Français')).toBeChecked();
  await expect(page.getByLabel('When new vacancies are published (job alerts)')).toBeChecked();
});

test('changing the password needs the current one and says other sessions were signed out', async ({ page }) => {
  const user = await newApplicant(page, 'pwd');
  await openSettings(page);
  const section = page.getByRole('region', { name: 'Password' });
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(page.locator('.form-summary').getByRole('link')).toHaveText(['Enter your current password.', 'Enter a new password.']);

  await section.getByLabel('Current password').fill('not my password');
  await section.getByLabel('New password', { exact: true }).fill('a new long passphrase');
  await section.getByLabel('Confirm the new password').fill('a new long passphrase');
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(page.locator('#password-currentPassword-error')).toHaveText('The password is not correct.');

  await section.getByLabel('Current password').fill(user.password);
  await section.getByLabel('New password', { exact: true }).fill('a new long passphrase');
  await section.getByLabel('Confirm the new password').fill('a new long passphrase');
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByRole('status')).toHaveText('Your password has been changed. Your other sessions have been signed out.');
  await expect(section.getByLabel('Current password')).toHaveValue('');

  expect((await page.request.post('/api/jwt/login', { data: { email: user.email, password: user.password } })).status()).toBe(400);
  expect((await page.request.post('/api/jwt/login', { data: { email: user.email, password: 'a new long passphrase' } })).status()).toBe(200);
});

test('downloads all my data as a JSON file', async ({ page }) => {
  const user = await newApplicant(page, 'data');
  await openSettings(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^my-careers-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync(await file.path(), 'utf8'));
  expect(data.account.email).toBe(user.email);
  expect(data.documents).toEqual([]);
});

test('deleting the account: the dialog says what goes, the password confirms, then signed out and unable to sign in', async ({ page }) => {
  const user = await newApplicant(page, 'del');
  await openSettings(page);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('every document you uploaded, with its file');
  await expect(dialog).toContainText('nobody can sign in to this account again');

  await dialog.getByLabel('Your password').fill('wrong password');
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(dialog.locator('#delete-account-password-error')).toHaveText('The password is not correct.');

  await dialog.getByLabel('Your password').fill(user.password);
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();

  const login = await page.request.post('/api/jwt/login', { data: { email: user.email, password: user.password } });
  expect(login.status()).toBe(400);
});
