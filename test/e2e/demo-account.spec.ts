import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessibleInBothSkins, expectNoSidewaysScroll, openAsAdmin, PHONE, uniqueText } from './demo-helpers';

const PAGE = '/pages/account-settings';
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** The journey leaves the page's password as one of these (it starts as the sign-in password). */
const PASSWORDS = ['admin', 'Journey pass-1', 'Journey pass-2'];

/** A control by its label (a required one's label ends with a star). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));

const formReady = (page: Page) => expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
const saved = (page: Page, text = 'Your changes have been saved.') => expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();

test.describe('demo account settings', () => {
  test('general and password: validated, saved, and shown saved after a reload', async ({ page }) => {
    await openAsAdmin(page, PAGE, 'Account settings');

    // General: a refusal, then a save, the picture uploaded and removed.
    const name = uniqueText('Grace');
    await field(page, 'Username').fill('x');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Enter at least 3 characters.')).toBeVisible();
    await field(page, 'Username').fill('grace.journey');
    await field(page, 'Name').fill(name);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await saved(page);
    await field(page, 'Upload a new picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('status').filter({ hasText: 'Your new picture has been saved.' })).toBeVisible();
    await page.reload();
    await expect(field(page, 'Name')).toHaveValue(name);
    await expect(page.locator('.settings-avatar img')).toHaveAttribute('src', /^data:image\/png;base64,/);
    await page.getByRole('button', { name: 'Remove the picture' }).click();
    await expect(page.locator('.settings-avatar img')).toHaveCount(0);

    // Password: a wrong current one is refused on its field; a right one changes it.
    await page.getByRole('link', { name: 'Password', exact: true }).click();
    await formReady(page);
    await expect(page).toHaveURL(/tab=password/);
    await field(page, 'Current password').fill('certainly not it');
    await field(page, 'New password').fill('longenough');
    await field(page, 'Confirm the new password').fill('longenough');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('The new password does not meet the rules below.')).toBeVisible();
    await field(page, 'New password').fill('Journey pass-1');
    await field(page, 'Confirm the new password').fill('Journey pass-1');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('The current password is not correct.')).toBeVisible();
    await changePassword(page);
    await page.reload();
    await expect(page.getByText(/^Last changed on /)).toBeVisible();

  });

  test('information and social: validated, saved, and shown saved after a reload', async ({ page }) => {
    // Information: a foreign link is refused; the rest saved.
    await openAsAdmin(page, `${PAGE}?tab=information`, 'Account settings');
    await formReady(page);
    const bio = uniqueText('Ward sister');
    await field(page, 'Bio').fill(bio);
    await field(page, 'Birth date').fill('1990-06-15');
    await field(page, 'Country').selectOption({ label: 'Kenya' });
    await field(page, 'Web site').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Enter a web address starting with http:// or https://.')).toBeVisible();
    await field(page, 'Web site').fill('https://grace.example.org');
    await field(page, 'Phone').fill('+254 700 123 456');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await saved(page);
    await page.reload();
    await expect(field(page, 'Bio')).toHaveValue(bio);
    await expect(field(page, 'Country')).toHaveValue('KE');
    await expect(field(page, 'Birth date')).toHaveValue('1990-06-15');

    // Social: a link saved, a service connected and disconnected.
    await page.getByRole('link', { name: 'Social', exact: true }).click();
    await formReady(page);
    const linkedIn = `https://www.linkedin.com/in/${uniqueText('grace').replaceAll(' ', '-')}`;
    await field(page, 'LinkedIn').fill(linkedIn);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await saved(page);
    const github = page.getByRole('listitem').filter({ hasText: 'GitHub' });
    if (await github.getByRole('button', { name: 'Disconnect GitHub' }).isVisible()) await github.getByRole('button', { name: 'Disconnect GitHub' }).click();
    await github.getByRole('button', { name: 'Connect GitHub' }).click();
    await expect(github).toContainText('Connected as');
    await page.reload();
    await expect(field(page, 'LinkedIn')).toHaveValue(linkedIn);
    await expect(github).toContainText('Connected as');
    await github.getByRole('button', { name: 'Disconnect GitHub' }).click();
    await expect(github).toContainText('Not connected');

  });

  test('notifications: two switches flipped, saved, and kept after a reload', async ({ page }) => {
    await openAsAdmin(page, PAGE, 'Account settings');
    await page.getByRole('link', { name: 'Notifications', exact: true }).click();
    await formReady(page);
    const follow = page.getByRole('switch', { name: 'E-mail me when someone follows me' });
    const digest = page.getByRole('switch', { name: 'Weekly blog digest' });
    const [followWas, digestWas] = [await follow.isChecked(), await digest.isChecked()];
    await follow.click();
    await digest.click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await saved(page);
    await page.reload();
    await expect(follow).toBeChecked({ checked: !followWas });
    await expect(digest).toBeChecked({ checked: !digestWas });
  });

  test('in German, a section saves with its words', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('locale', '"de"'));
    await openAsAdmin(page, `${PAGE}?tab=notifications`, 'Kontoeinstellungen');
    await expect(page.getByRole('heading', { name: 'Benachrichtigungen', level: 2 })).toBeVisible();
    await page.getByRole('switch', { name: 'Wöchentliche Produktneuigkeiten' }).click();
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ihre Änderungen wurden gespeichert.' })).toBeVisible();
  });

  for (const tab of ['general', 'password']) {
    test(`${tab}: accessible in both skins`, async ({ page }) => {
      await openAsAdmin(page, PAGE);
      await expectAccessibleInBothSkins(page, `${PAGE}?tab=${tab}`, formReady);
    });
  }

  test('usable at 390 px', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openAsAdmin(page, PAGE);
    for (const tab of ['general', 'information', 'social', 'notifications']) {
      await page.goto(`${PAGE}?tab=${tab}`);
      await formReady(page);
      await expectNoSidewaysScroll(page);
    }
  });
});

/**
 * Changes the page's password from whichever of PASSWORDS it is now to another one (a repeated
 * run finds the one the last run left), and checks it is said to be changed.
 */
async function changePassword(page: Page) {
  for (const [i, current] of PASSWORDS.entries()) {
    const next = PASSWORDS[i === 1 ? 2 : 1]!;
    await field(page, 'Current password').fill(current);
    await field(page, 'New password').fill(next);
    await field(page, 'Confirm the new password').fill(next);
    const [answer] = await Promise.all([
      page.waitForResponse((res) => res.url().endsWith('/api/account-setting/password')),
      page.getByRole('button', { name: 'Save changes' }).click(),
    ]);
    if (answer.ok()) {
      await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();
      return;
    }
    await expect(page.getByText('The current password is not correct.')).toBeVisible();
  }
  throw new Error('none of the journey passwords is the current one');
}
