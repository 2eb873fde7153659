import { readFileSync } from 'node:fs';
import { DEMO, expect, expectAccessible, signInAs, test, useSkin } from './fixtures';
import { animationsDone, pageReady } from './auth-helpers';
import { activatedApplicantThroughApi, readyApplicantThroughApi, submittedApplicationThroughApi } from './applicant-helpers';
import { bearerOf, publishedJob } from './careers-api-helpers';

/**
 * The audit log in the browser: an applicant's refused attempt at the log is itself in the log,
 * where an administrator finds it with the filters (kept in the URL), keeps only that person, sorts
 * with the keyboard, exports the CSV (which the log then records), and reaches the log of one
 * application from its review page. An applicant gets neither the page nor its menu entry.
 * Deactivated actors (struck through) are covered by the page's component test and the API test.
 */
test('the audit log: filters in the URL, one person, keyboard sort, CSV export recorded, an application’s trail', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const request = page.request;
  const stamp = Date.now().toString(36);
  const job = await publishedJob(request, 'Audit trail');
  const user = await activatedApplicantThroughApi(request, 'audittrail', `Audrey ${stamp}`);
  const { headers, cvId } = await readyApplicantThroughApi(request, user, { firstName: 'Audrey', lastName: stamp });
  const applicationId = await submittedApplicationThroughApi(request, headers, job.id, cvId);
  // The applicant tries to read the audit log: refused, and recorded.
  const refused = await request.get('/api/careers/admin/audit', { headers });
  expect(refused.status()).toBe(403);

  await signInAs(page, 'admin');
  await page.goto('/careers/admin/jobs');
  await pageReady(page, 'Manage jobs');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/careers\/admin\/audit$/);
  await pageReady(page, 'Audit log');

  await page.getByLabel('Action').selectOption('audit_log.read_denied');
  await expect(page).toHaveURL(/action=audit_log\.read_denied/);
  await page.getByLabel('Outcome').selectOption('denied');
  await expect(page).toHaveURL(/outcome=denied/);
  await page.getByLabel('Person’s name').fill(`Audrey ${stamp}`);
  await expect(page).toHaveURL(/q=Audrey/);
  const table = page.getByRole('table', { name: 'Audit log' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toContainText(`Audrey ${stamp}`);
  await expect(row).toContainText('Applicant');
  await expect(row).toContainText('Audit log refused');
  await expect(row.locator('.demo-badge')).toHaveText('Refused');

  // Only this person: the filter goes to the URL; a reload keeps every filter.
  await row.getByRole('button', { name: `Only this person Audrey ${stamp}` }).click();
  await expect(page).toHaveURL(/person=\d+/);
  await expect(page.getByText(`Only what Audrey ${stamp} did.`)).toBeVisible();
  await page.reload();
  await pageReady(page, 'Audit log');
  await expect(page.getByLabel('Action')).toHaveValue('audit_log.read_denied');
  await expect(page.getByLabel('Outcome')).toHaveValue('denied');
  await expect(rows).toHaveCount(1);

  // The keyboard sorts.
  await table.getByRole('columnheader', { name: 'Who' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sortBy=actor/);
  await animationsDone(page);
  await expectAccessible(page);

  // The CSV of these filters; the export is itself recorded.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync(await file.path(), 'utf8');
  expect(text.startsWith('\ufeffEvent,At,Actor ID,Actor,')).toBe(true);
  const lines = text.split('\r\n').filter(Boolean);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`Audrey ${stamp}`);
  const admin = await bearerOf(request, DEMO.admin);
  const exported = await (await request.get('/api/careers/admin/audit', { headers: admin, params: { action: 'audit_log.exported', perPage: '1' } })).json();
  expect(exported.items[0]).toMatchObject({ action: 'audit_log.exported', outcome: 'allowed', detail: { filters: { action: 'audit_log.read_denied', outcome: 'denied' }, rows: 1 } });

  // On a 390 px phone the table scrolls in its own box; the page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

  // The dark skin passes axe too.
  await useSkin(page, 'dark');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await pageReady(page, 'Audit log');
  await expect(rows).toHaveCount(1);
  await animationsDone(page);
  await expectAccessible(page);

  // From an application's review page to its trail.
  await page.goto(`/careers/single-application/${applicationId}`);
  await page.getByRole('link', { name: 'See this application’s audit trail' }).click();
  await expect(page).toHaveURL(new RegExp(`/careers/admin/audit\\?application=${applicationId}$`));
  await pageReady(page, 'Audit log');
  await expect(page.getByLabel('Application number')).toHaveValue(String(applicationId));

  // An applicant: no menu entry, the page refused.
  const context = await browser.newContext();
  const other = await context.newPage();
  await signInAs(other, 'client');
  await other.goto('/careers/admin/audit');
  await pageReady(other, 'You are not authorized to view this page');
  await expect(other.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await expect(other.getByRole('table')).toHaveCount(0);
  await context.close();
});
