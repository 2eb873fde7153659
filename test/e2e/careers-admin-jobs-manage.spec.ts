import type { Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, signInAs, test, useSkin } from './fixtures';
import { animationsDone, pageReady } from './auth-helpers';

/** Job management in the browser: the form with its checks, publishing, the status actions, access. */

let counter = 0;
/** A job title no other test uses (the e2e database is shared). */
const uniqueTitle = (what: string) => `${what} ${Date.now().toString(36)}${process.pid.toString(36)}${++counter}`;

const inDays = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

async function fillComplete(page: Page, title: string) {
  await page.getByLabel('Job title').fill(title);
  await page.getByLabel('Department (required to publish)').selectOption('laboratory');
  await page.getByLabel('Site (required to publish)').selectOption({ label: 'Main Campus' });
  await page.getByLabel('Employment type (required to publish)').selectOption('contract');
  await page.getByLabel('Working pattern (required to publish)').selectOption('part-time');
  await page.getByLabel('Grade').fill('Technologist II');
  await page.getByLabel('Number of posts').fill('2');
  await page.getByLabel('Minimum monthly salary (required to publish)').fill('45000');
  await page.getByLabel('Maximum monthly salary (required to publish)').fill('60000');
  await page.getByLabel('Closing date (required to publish)').fill(inDays(20));
  await page.getByLabel('Summary (required to publish)').fill('Run blood-bank tests for the hospital laboratory.');
  await page.getByLabel('Description (required to publish)').fill('You will work in the blood bank.\n\nShifts include weekends.');
  await page.getByLabel('Main duties').fill('Group and cross-match blood\nKeep the cold chain records');
  await page.getByLabel('Essential criteria').fill('Diploma in medical laboratory science');
  await page.getByRole('checkbox', { name: 'Academic and professional certificates' }).check();
}

test('an administrator creates a job, is told what is missing, publishes it, and it is on the board', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/careers/admin/jobs');
  await pageReady(page, 'Manage jobs');
  await page.getByRole('link', { name: 'New job' }).click();
  await expect(page).toHaveURL(/\/careers\/admin\/jobs\?new=1$/);
  await pageReady(page, 'New job');

  // Publishing an almost empty job: every problem listed, linked to its field.
  const title = uniqueTitle('Blood Bank Technologist');
  await page.getByLabel('Job title').fill(title);
  await page.getByLabel('Minimum monthly salary (required to publish)').fill('70000');
  await page.getByLabel('Maximum monthly salary (required to publish)').fill('50000');
  await page.getByLabel('Closing date (required to publish)').fill(inDays(-2));
  await page.getByRole('button', { name: 'Save and publish' }).click();
  const summary = page.locator('.form-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Choose a department.' })).toHaveAttribute('href', '#job-department');
  await expect(summary.getByRole('link', { name: 'The maximum salary must be at least the minimum salary.' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'To publish the job, the closing date must be today or later.' })).toBeVisible();
  await expect(page.getByLabel('Department (required to publish)')).toHaveAttribute('aria-invalid', 'true');
  await summary.getByRole('link', { name: 'Enter a summary.' }).click();
  await expect(page.getByLabel('Summary (required to publish)')).toBeFocused();

  await fillComplete(page, title);
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page).toHaveURL(/\/careers\/admin\/jobs$/);
  await expect(page.getByText('Job published')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Open', { exact: true })).toBeVisible();

  // On the public board, found by its title.
  await page.goto(`/careers/jobs?q=${encodeURIComponent(title)}`);
  await expect(page.getByText('1 job found')).toBeVisible();
  await page.getByRole('link', { name: title }).click();
  await pageReady(page, title);
  await expect(page.getByText(/KES\s45,000\s?–\s?60,000 a month/)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Group and cross-match blood' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit job' })).toBeVisible();
});

test('an administrator saves a draft, then closes, reopens, duplicates and archives jobs; the list follows', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'admin');
  const title = uniqueTitle('Ward Clerk');
  await page.goto('/careers/admin/jobs?new=1');
  await pageReady(page, 'New job');
  await page.getByLabel('Job title').fill(title);
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText('Job saved')).toBeVisible();

  await page.getByLabel('Title, summary or reference').fill(title);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(title).replace(/%20/g, '(\\+|%20)')}`));
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();

  // A draft without its required fields cannot be published: the server's answer is shown.
  await row.getByRole('button', { name: `Publish ${title}` }).click();
  await expect(page.getByText('Publish: not done')).toBeVisible();
  await expect(page.getByText(/^This job cannot be published: fill in the department, the site, .*the summary, and the description\.$/)).toBeVisible();

  // Complete it in the form and publish.
  await row.getByRole('link', { name: title }).click();
  await pageReady(page, /Edit job/);
  await fillComplete(page, title);
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByText('Job published')).toBeVisible();
  await expect(row.getByText('Open', { exact: true })).toBeVisible();

  // Close asks first; then the job can be reopened.
  await row.getByRole('button', { name: `Close ${title}` }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText('will leave the job board');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(row.getByText('Closed', { exact: true })).toBeVisible();
  const board = await (await page.request.get(`/api/careers/jobs?q=${encodeURIComponent(title)}`)).json();
  expect(board.total).toBe(0);
  await row.getByRole('button', { name: `Reopen ${title}` }).click();
  await expect(row.getByText('Open', { exact: true })).toBeVisible();

  // Duplicate opens the copy in the form.
  await row.getByRole('button', { name: `Duplicate ${title}` }).click();
  await expect(page).toHaveURL(/edit=\d+/);
  await pageReady(page, /Edit job/);
  await expect(page.getByText(/Status: Draft/)).toBeVisible();
  await expect(page.getByLabel('Closing date (required to publish)')).toHaveValue('');
  await page.getByRole('link', { name: 'Back to the list of jobs' }).click();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(2);

  // An open job cannot be archived (no such action); a closed one can, after confirming.
  const open = page.getByRole('row').filter({ hasText: title }).filter({ hasText: 'Open' });
  await expect(open.getByRole('button', { name: `Archive ${title}` })).toHaveCount(0);
  await open.getByRole('button', { name: `Close ${title}` }).click();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  const closed = page.getByRole('row').filter({ hasText: title }).filter({ hasText: 'Closed' });
  await closed.getByRole('button', { name: `Archive ${title}` }).click();
  await dialog.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: title }).filter({ hasText: 'Archived' })).toHaveCount(1);

  // Filters live in the URL.
  await page.getByLabel('Status').selectOption('archived');
  await expect(page).toHaveURL(/status=archived/);
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(1);
});

test('an applicant is not shown job management, and the API refuses them', async ({ page }) => {
  await signInAs(page, 'client');
  await page.goto('/careers/admin/jobs');
  await pageReady(page, 'You are not authorized to view this page');
  await expect(page.getByRole('heading', { name: 'Manage jobs' })).toHaveCount(0);

  const { accessToken } = await (await page.request.post('/api/jwt/login', { data: DEMO.client })).json();
  const headers = { authorization: `Bearer ${accessToken}` };
  expect((await page.request.get('/api/careers/admin/jobs', { headers })).status()).toBe(403);
  expect((await page.request.post('/api/careers/admin/jobs', { headers, data: { title: 'Not allowed' } })).status()).toBe(403);
  expect((await page.request.post('/api/careers/admin/jobs/1/close', { headers })).status()).toBe(403);
});

test('a visitor opening job management is sent to sign in first', async ({ page }) => {
  await page.goto('/careers/admin/jobs?status=open');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcareers%2Fadmin%2Fjobs%3Fstatus%3Dopen$/);
  expect((await page.request.get('/api/careers/admin/jobs')).status()).toBe(401);
});

for (const skin of ['light', 'dark'] as const) {
  test(`job management passes axe in the ${skin} skin`, async ({ page }) => {
    test.setTimeout(120_000);
    await useSkin(page, skin);
    await signInAs(page, 'admin');
    await page.goto('/careers/admin/jobs');
    await pageReady(page, 'Manage jobs');
    await expect(page.getByRole('row')).not.toHaveCount(1);
    await animationsDone(page);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'New job' }).click();
    await pageReady(page, 'New job');
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await expect(page.locator('.form-summary')).toBeFocused();
    await animationsDone(page);
    await expectAccessible(page);

    await page.goto('/careers/admin/jobs?status=open');
    await pageReady(page, 'Manage jobs');
    await page.getByRole('row').nth(1).getByRole('button', { name: /^Close / }).click();
    await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
    await animationsDone(page);
    await expectAccessible(page);
  });
}
