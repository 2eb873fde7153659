import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { openAsAdmin, screenChecks, uniqueText } from './demo-helpers';

/** A 1×1 PNG. */
const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const panel = (page: Page, title: string) => page.getByRole('complementary').filter({ has: page.getByRole('heading', { name: title }) });
const toast = (page: Page, text: string) => page.locator('.p-toast').getByText(text, { exact: true });

test('find a user by filters, edit and save, see the change in the list, export and delete', async ({ page }) => {
  const name = uniqueText('Ada');
  const handle = name.toLowerCase().replaceAll(' ', '.');
  await openAsAdmin(page, '/apps/users/list', 'Users');

  // Add the user through the panel (the browser checks the form with the API's rules first).
  await page.getByRole('button', { name: 'Add user' }).click();
  const add = panel(page, 'Add user');
  await add.getByRole('button', { name: 'Add user' }).click();
  await expect(add.getByText('This field is required.').first()).toBeVisible();
  await add.getByLabel('Full name').fill(name);
  await add.getByLabel('Username').fill(handle);
  await add.getByLabel('E-mail').fill('not an address');
  await add.getByRole('button', { name: 'Add user' }).click();
  await expect(add.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expectAccessible(page);
  await add.getByLabel('E-mail').fill(`${handle}@example.org`);
  await add.getByLabel('Role').selectOption({ label: 'Maintainer' });
  await add.getByLabel('Plan').selectOption({ label: 'Enterprise' });
  await add.getByRole('button', { name: 'Add user' }).click();
  await expect(toast(page, 'User added')).toBeVisible();
  await expect(add).toBeHidden();

  // Find them by role, plan and search: the state is in the URL.
  await page.getByLabel('Role').selectOption({ label: 'Maintainer' });
  await page.getByLabel('Plan').selectOption({ label: 'Enterprise' });
  await page.getByLabel('Search users').fill(name);
  await expect(page).toHaveURL(/role=maintainer/);
  await expect(page).toHaveURL(/plan=enterprise/);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(name).replaceAll('%20', '\\+')}`));
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(page.getByText('Showing 1 to 1 of 1')).toBeVisible();
  await expect(table.getByRole('link', { name, exact: true })).toBeVisible();

  // Edit: Account and Information tabs save.
  await table.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible();
  await page.getByLabel('Full name').fill(`${name} Renamed`);
  await page.getByLabel('Status').selectOption({ label: 'Inactive' });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Saved')).toBeVisible();
  await page.getByRole('tab', { name: 'Information' }).click();
  await page.getByLabel('City').fill('Porto');
  await page.getByLabel('Website').fill('not a link');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('This value contains characters that are not allowed.')).toBeVisible();
  await page.getByLabel('Website').fill('https://porto.example');
  await page.getByRole('checkbox', { name: 'Phone' }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Saved').last()).toBeVisible();

  // The picture: checked by its content on the server (a renamed text file is refused), then removed.
  const picture = page.getByLabel('Upload a picture');
  await picture.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
  await expect(page.locator('.p-toast').getByText('Only PNG and JPEG pictures are accepted.')).toBeVisible();
  await picture.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(TINY_PNG, 'base64') });
  await expect(toast(page, 'Picture uploaded')).toBeVisible();
  await expect(page.locator('.user-avatar img[src^="data:image/png;base64,"]')).toBeVisible();
  await page.getByRole('button', { name: 'Remove the picture' }).click();
  await expect(toast(page, 'Picture removed')).toBeVisible();
  await expect(page.locator('.user-avatar img')).toHaveCount(0);

  // Back in the list with the same filters: the new name and status show.
  await page.goBack();
  await expect(page).toHaveURL(/role=maintainer/);
  await expect(table.getByRole('link', { name: `${name} Renamed`, exact: true })).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(`${name} Renamed`) }).getByText('Inactive')).toBeVisible();

  // The user's page has the saved details and the activity.
  await table.getByRole('link', { name: `${name} Renamed`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} Renamed` })).toBeVisible();
  await expect(page.getByText('Porto', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'https://porto.example' })).toBeVisible();
  await expect(page.getByText('Status changed from Active to Inactive')).toBeVisible();
  await expect(page.getByText(`No invoices are addressed to ${handle}@example.org.`)).toBeVisible();
  await page.goBack();

  // CSV of exactly what the filters select.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8').replace(/^\ufeff/, '').trimEnd().split('\r\n');
  expect(csv[0]).toBe('ID,Full name,Username,E-mail,Role,Plan,Status,Company,Country,Contact');
  expect(csv.slice(1)).toEqual([expect.stringContaining(`,${name} Renamed,${handle},${handle}@example.org,maintainer,enterprise,inactive,`)]);

  // Delete with confirmation.
  await table.getByRole('button', { name: `Delete ${name} Renamed` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this user?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'User deleted')).toBeVisible();
  await expect(page.getByText('No users match these filters.')).toBeVisible();
});

test('a user that does not exist is the 404 page', async ({ page }) => {
  await openAsAdmin(page, '/apps/users/view/999999', 'Page not found');
  await page.goto('/apps/users/edit/abc');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

screenChecks([
  ['/apps/users/list?sortBy=fullName&page=2', async (p) => expect(p.getByRole('table', { name: 'Users' }).getByRole('row').nth(10)).toBeVisible()],
  ['/apps/users/view/1', async (p) => expect(p.getByRole('heading', { level: 2, name: 'Activity' })).toBeVisible()],
  ['/apps/users/edit/1', async (p) => expect(p.getByRole('tab', { name: 'Social' })).toBeVisible()],
]);
