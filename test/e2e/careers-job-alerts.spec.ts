import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO, expect, expectAccessible, test } from './fixtures';
import { pageReady, waitForMail } from './auth-helpers';
import { newApplicant } from './applicant-helpers';
import { bearerOf, publishedJob } from './careers-api-helpers';

/**
 * Job alerts from end to end: an applicant saves a search as an alert, an administrator publishes
 * a matching job and sends the digests now (the admin action of `npm run alerts:send-now`), the
 * e-mail in the outbox lists the job, its "see all" link opens the saved search on the board, and
 * its List-Unsubscribe address unsubscribes in one POST (the manage page then says so).
 */
test('save a search as an alert, get the new job by e-mail, see all, unsubscribe in one click', async ({ page }) => {
  const word = `hydro${Date.now().toString(36)}`;
  const user = await newApplicant(page, 'alert');

  // Search, and save the search as an alert.
  await page.goto(`/careers/jobs?q=${word}`);
  await pageReady(page, 'Search jobs');
  await page.getByRole('button', { name: 'Get alerts for this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get alerts for this search' });
  await expect(dialog.getByLabel('Name of the alert')).toHaveValue(word);
  await dialog.getByLabel('Name of the alert').fill('Hydrotherapy');
  await dialog.getByRole('radio', { name: 'Weekly' }).check();
  await dialog.getByRole('radio', { name: 'Daily' }).check();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save the alert' }).click();
  await expect(dialog.getByRole('status')).toContainText('Your job alert is saved.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // An administrator publishes a matching job and sends the alerts now.
  const job = await publishedJob(page.request, `Hydrotherapist ${word}`, true);
  const sent = await page.request.post('/api/careers/admin/job-alerts/send-now', { headers: await bearerOf(page.request, DEMO.admin) });
  expect(sent.status()).toBe(200);

  // The e-mail: the job, why it was sent, and "see all" opening the saved search.
  const mail = await waitForMail(user.email, '1 new job · Hydrotherapy');
  expect(mail.body).toContain(job.title);
  expect(mail.body).toContain(`You receive this e-mail because ${user.email} subscribed to the job alert`);
  const seeAll = new URL(/See all 1 jobs of this search: (\S+)/.exec(mail.body)![1]!);
  await page.goto(seeAll.pathname + seeAll.search);
  await pageReady(page, 'Search jobs');
  await expect(page.getByRole('link', { name: job.title })).toBeVisible();

  // One click: the List-Unsubscribe address, posted as a mail client does; no sign-in, no redirect.
  const raw = readFileSync(join(process.env.E2E_DATA_DIR!, 'outbox', mail.file), 'utf8').split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/im);
  const unsubscribe = new URL(/^List-Unsubscribe: <([^>]+)>/im.exec(raw)![1]!);
  const posted = await page.request.post(unsubscribe.pathname + unsubscribe.search, {
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: '' },
    data: 'List-Unsubscribe=One-Click',
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(200);

  // The e-mail's manage link opens a page that shows it: unsubscribed.
  const manage = new URL(/Change the search or frequency, pause or unsubscribe: (\S+)/.exec(mail.body)![1]!);
  await page.goto(manage.pathname + manage.search);
  await pageReady(page, 'Your job alert');
  await expect(page.getByText('Unsubscribed', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
  await expectAccessible(page);

  // "Edit the search" changes this alert's search on the board, in place: no second alert.
  await page.getByRole('link', { name: 'Edit the search' }).click();
  await pageReady(page, 'Search jobs');
  await page.getByLabel('Job title, keyword or reference').fill(`${word} pool`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/q=hydro\w+\+pool/);
  await page.getByRole('button', { name: 'Update your alert with this search' }).click();
  const update = page.getByRole('dialog', { name: 'Update your job alert' });
  await expect(update.getByLabel('Name of the alert')).toHaveValue('Hydrotherapy');
  await update.getByRole('button', { name: 'Update the alert' }).click();
  await expect(update.getByRole('status')).toContainText('Your job alert now follows this search.');
  // The same alert (its e-mail's manage page) now holds the changed search.
  await page.goto(manage.pathname + manage.search);
  await pageReady(page, 'Your job alert');
  await expect(page.getByRole('main')).toContainText(`${word} pool`);
});
