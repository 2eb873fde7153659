import { DEMO, expect, expectAccessible, signInAs, test } from './fixtures';
import { pageReady, registerThroughApi, uniqueUser, waitForMail } from './auth-helpers';
import { bearerOf } from './careers-api-helpers';

/**
 * The mail log in the browser: an administrator finds a new applicant's activation e-mail (the e2e
 * server writes mail to its outbox folder, so it shows as sent) by status and by address; an applicant
 * is refused the page and its data. Retry needs a failed message, which only an SMTP failure makes:
 * it is covered by the page's component test (mail-log-page.test.tsx).
 */
test('an administrator finds a new applicant’s e-mail in the mail log; an applicant cannot see the log', async ({ page, browser, request }) => {
  const applicant = await registerThroughApi(page, uniqueUser('maillog'));
  await waitForMail(applicant.email, 'Activate your careers account');
  const admin = await bearerOf(request, DEMO.admin);
  await expect
    .poll(async () => (await (await request.get('/api/careers/admin/mail', { headers: admin, params: { q: applicant.email, status: 'sent' } })).json()).total, {
      message: 'the activation e-mail is marked sent',
    })
    .toBe(1);

  await signInAs(page, 'admin');
  await page.goto('/careers/admin/jobs');
  await pageReady(page, 'Manage jobs');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Mail log' }).click();
  await expect(page).toHaveURL(/\/careers\/admin\/mail$/);
  await pageReady(page, 'Mail log');

  // The status filter names each status with its count, and goes to the URL and the server.
  const status = page.getByLabel('Status');
  await expect(status.locator('option', { hasText: /^Sent \(\d[\d,]*\)$/ })).toHaveCount(1);
  await status.selectOption('sent');
  await expect(page).toHaveURL(/\/careers\/admin\/mail\?status=sent$/);
  await page.getByLabel('Search the mail log').fill(applicant.email);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(applicant.email).replace(/[.]/g, '\\.')}`));

  const table = page.getByRole('table', { name: 'Mail log' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toContainText(applicant.email);
  await expect(row).toContainText('Activate your careers account');
  await expect(row).toContainText('Account activation');
  await expect(row.locator('.demo-badge')).toHaveText('Sent');
  await expect(row.locator('time')).toHaveCount(2);
  await expect(row.getByRole('button', { name: /^Retry/ })).toHaveCount(0);
  await expect(page.getByText('Showing 1 to 1 of 1')).toBeVisible();

  // The keyboard sorts too; a reload keeps the whole list state.
  await table.getByRole('columnheader', { name: 'Recipient' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sortBy=recipient/);
  await page.reload();
  await pageReady(page, 'Mail log');
  await expect(page.getByLabel('Status')).toHaveValue('sent');
  await expect(page.getByLabel('Search the mail log')).toHaveValue(applicant.email);
  await expect(rows).toHaveCount(1);
  await expectAccessible(page);

  // On a 390 px phone the table scrolls in its own box; the page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  const wrapper = page.locator('.server-table .p-datatable-wrapper');
  expect(await wrapper.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);

  // An applicant: no menu entry, the page refused, the data refused.
  const context = await browser.newContext();
  const other = await context.newPage();
  await signInAs(other, 'client');
  await other.goto('/careers/admin/mail');
  await pageReady(other, 'You are not authorized to view this page');
  await expect(other.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Mail log' })).toHaveCount(0);
  await expect(other.getByRole('table')).toHaveCount(0);
  const refused = await request.get('/api/careers/admin/mail', { headers: await bearerOf(request, DEMO.client) });
  expect(refused.status()).toBe(403);
  await context.close();
});
