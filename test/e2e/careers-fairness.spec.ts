import { readFileSync } from 'node:fs';
import { expect, expectAccessible, signInAs, test, useSkin } from './fixtures';
import { animationsDone, pageReady } from './auth-helpers';
import { activatedApplicantThroughApi } from './applicant-helpers';

/**
 * Equal-opportunities monitoring in the browser: an applicant answers the questions in their
 * account (with the keyboard), kept apart from their applications; a recruitment admin with the
 * view_diversity flag (the demo's HR) opens the fairness report from the menu, filters it in the
 * URL, sees the small demo groups shown as "fewer than 5", and downloads the CSV, hidden the same way;
 * at 390 px and in the dark skin too.
 */
test('an applicant answers the monitoring questions; HR reads the fairness report with small groups hidden and downloads its CSV', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const applicant = await activatedApplicantThroughApi(page.request, 'monitoring');
  await signInAs(page, { email: applicant.email, password: applicant.password });
  await page.goto('/careers/account-setting');
  await pageReady(page, 'Account Settings');
  const section = page.getByRole('region', { name: 'Equal opportunities' });
  await expect(section).toContainText('nobody who shortlists or interviews you can see them');
  const sex = section.getByLabel('Sex');
  await sex.focus();
  await sex.selectOption('female');
  await section.getByLabel('Age').selectOption('25_34');
  await section.getByLabel('Religion or belief').selectOption('prefer_not_to_say');
  await section.getByRole('button', { name: 'Save my answers' }).focus();
  await page.keyboard.press('Enter');
  await expect(section.getByRole('status')).toHaveText('Your answers are saved.');
  await page.reload();
  await pageReady(page, 'Account Settings');
  await expect(page.getByRole('region', { name: 'Equal opportunities' }).getByLabel('Sex')).toHaveValue('female');
  await expectAccessible(page);

  const staff = await browser.newContext({ baseURL: test.info().project.use.baseURL, acceptDownloads: true });
  const hr = await staff.newPage();
  await signInAs(hr, { email: 'hr@demo.com', password: 'hr' });
  await hr.goto('/careers/admin/jobs');
  await pageReady(hr, 'Manage jobs');
  await hr.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Fairness report' }).click();
  await expect(hr).toHaveURL(/\/careers\/admin\/fairness$/);
  await pageReady(hr, 'Fairness report');
  await hr.getByLabel('Department').selectOption('nursing');
  await expect(hr).toHaveURL(/department=nursing/);
  const sexTable = hr.getByRole('table', { name: 'Sex' });
  const women = sexTable.getByRole('row', { name: /^Female/ });
  // The demo's three women applied to the nursing jobs: a group of fewer than 5, hidden whole.
  await expect(women.getByRole('cell')).toHaveText(Array(5).fill('fewer than 5'));
  await expect(hr.getByRole('table', { name: 'All applications' }).getByRole('cell').first()).toHaveText(/^\d+/);
  await animationsDone(hr);
  await expectAccessible(hr);

  const download = hr.waitForEvent('download');
  await hr.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^fairness-report-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync(await file.path(), 'utf8').split('\r\n');
  expect(lines[0]).toBe('\ufeffQuestion,Group,Stage,Applications,Selection rate,Ratio to highest rate,Below four fifths');
  expect(lines).toContain('sex,female,applied,fewer than 5,,,no');

  // On a 390 px phone each table scrolls in its own box (reachable with the keyboard); the page does not scroll sideways.
  await hr.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => hr.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expect(hr.getByRole('region', { name: 'Sex' })).toHaveAttribute('tabindex', '0');
  await expectAccessible(hr);
  // And in the dark skin.
  await useSkin(hr, 'dark');
  await hr.reload();
  await pageReady(hr, 'Fairness report');
  await expect(hr.getByRole('table', { name: 'Sex' }).getByRole('row', { name: /^Female/ }).getByRole('cell').first()).toHaveText('fewer than 5');
  await expectAccessible(hr);
  await staff.close();
});
