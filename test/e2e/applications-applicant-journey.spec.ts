import type { APIRequestContext } from '@playwright/test';
import { DEMO, expect, expectAccessible, signInAs, test } from './fixtures';
import { pageReady } from './auth-helpers';
import { newApplicant, readyApplicantThroughApi } from './applicant-helpers';
import { bearerOf, publishedJob } from './careers-api-helpers';

/** The demo client applies for an open job, submits, sees "Received", then withdraws. */

/** A new open job (the e2e database is shared: the demo client has never applied to it), listed on the board. */
async function openJob(request: APIRequestContext) {
  const { id, title } = await publishedJob(request, 'Applicant journey');
  const board = await request.get(`/api/careers/jobs?q=${encodeURIComponent(title)}`);
  expect(board.status()).toBe(200);
  expect(JSON.stringify(await board.json())).toContain(title);
  return { id, title };
}

/** The demo client's applicant details complete, and a CV of its own. */
const readyClient = (request: APIRequestContext, cvName: string) => readyApplicantThroughApi(request, DEMO.client, { firstName: 'Demo', lastName: 'Client', cvName });

test('applies for an open job: statement, CV, declaration, review, submit; then withdraws from My applications', async ({ page }) => {
  test.setTimeout(120_000);
  const job = await openJob(page.request);
  const cvName = `cv-${Date.now().toString(36)}.pdf`;
  await readyClient(page.request, cvName);
  await signInAs(page, 'client');

  // The job page's Apply button links here.
  await page.goto(`/careers/my-applications?apply=${job.id}`);
  await expect(page).toHaveURL(/\/careers\/my-application\/\d+$/);
  await pageReady(page, 'Job Details');
  const url = page.url();
  await expect(page.getByRole('heading', { name: job.title })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  // The form's sections stand on their own: no frame around them all.
  await expect(page.getByRole('form', { name: 'Your application' }).locator('> fieldset')).toHaveCSS('border-top-width', '0px');

  await page.getByLabel('Your supporting statement').fill('I would like to join the medical ward team: I bring ten years of experience.');
  await page.getByLabel(new RegExp(`${cvName.replace('.', '\\.')}.*required by this job`)).check();
  await page.getByLabel('I declare that the information in this application is true and complete.').check();
  await expect(page.locator('.save-status__text')).toHaveText(/^Saved at /, { timeout: 10_000 });
  await expectAccessible(page);

  // A second attempt opens the same application.
  await page.goto(`/careers/my-applications?apply=${job.id}`);
  await expect(page).toHaveURL(url);
  await pageReady(page, 'Job Details');
  await expect(page.getByLabel('Your supporting statement')).toHaveValue(/ten years of experience/);

  await page.getByRole('button', { name: 'Review my application' }).click();
  const review = page.getByRole('region', { name: 'Review your application' });
  await expect(review).toContainText('ten years of experience');
  await expect(review).toContainText(cvName);
  await review.getByRole('button', { name: 'Submit my application' }).click();
  await expect(page.getByText('Received', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Received');
  await expect(page.getByRole('region', { name: 'What you submitted' })).toContainText(cvName);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Back to my applications' }).click();
  await pageReady(page, 'My applications');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: job.title }) });
  await expect(card).toContainText('Received');
  await expect(card).toContainText('We have received your application.');
  await expectAccessible(page);
  await card.getByRole('button', { name: `Withdraw the application for ${job.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw this application?' });
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Withdrawn');
  await expect(card.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);
});

test('a change made elsewhere is never overwritten, and a refusal shows next to its field', async ({ page }) => {
  test.setTimeout(120_000);
  const job = await openJob(page.request);
  const cvName = `cv-${Date.now().toString(36)}.pdf`;
  await readyClient(page.request, cvName);
  await signInAs(page, 'client');
  await page.goto(`/careers/my-applications?apply=${job.id}`);
  await expect(page).toHaveURL(/\/careers\/my-application\/\d+$/);
  await pageReady(page, 'Job Details');
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  // Another tab saves first.
  const headers = await bearerOf(page.request, DEMO.client);
  const current = await (await page.request.get(`/api/careers/applications/${id}`, { headers })).json();
  const other = await page.request.patch(`/api/careers/applications/${id}`, { headers, data: { version: current.version, coverLetter: 'Written in the other tab.' } });
  expect(other.status()).toBe(200);

  await page.getByLabel('Your supporting statement').fill('Written in this tab.');
  await expect(page.getByRole('alert').filter({ hasText: 'This application was changed in another tab or window. Reload to see the latest version.' })).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Reload', exact: true }).click();
  await expect(page.getByLabel('Your supporting statement')).toHaveValue('Written in the other tab.');
  await page.waitForTimeout(1500);
  const after = await (await page.request.get(`/api/careers/applications/${id}`, { headers })).json();
  expect(after.form.coverLetter).toBe('Written in the other tab.');

  // Submitted without the declaration: the reason is shown at the declaration.
  await page.getByLabel(new RegExp(`${cvName.replace('.', '\\.')}.*required by this job`)).check();
  await page.getByRole('button', { name: 'Review my application' }).click();
  await page.getByRole('button', { name: 'Submit my application' }).click();
  await expect(page.getByRole('heading', { name: 'Your application was not submitted' })).toBeVisible();
  await expect(page.locator('#application-declaration-error')).toHaveText('Accept the declaration before submitting.');
  await expectAccessible(page);
});

test('an account not activated yet is told so when the application starts, and can ask for the link again there', async ({ page }) => {
  test.setTimeout(60_000);
  const job = await openJob(page.request);
  const user = await newApplicant(page, 'notyet');
  await page.goto(`/careers/my-applications?apply=${job.id}`);
  await expect(page).toHaveURL(/\/careers\/my-application\/\d+$/);
  await pageReady(page, 'Job Details');
  const notice = page.getByRole('heading', { name: 'Your account is not activated yet' });
  await expect(notice).toBeVisible();
  await expect(page.getByText(`To submit it, first open the activation link we e-mailed to ${user.email}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Resend the link' }).click();
  await expect(page.getByText(`A new link is on its way to ${user.email}. It is valid for 48 hours.`)).toBeVisible();
  await expectAccessible(page);
});
