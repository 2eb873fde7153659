import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, signInAs, test } from './fixtures';
import { animationsDone, pageReady } from './auth-helpers';
import { activatedApplicantThroughApi, readyApplicantThroughApi, submittedApplicationThroughApi } from './applicant-helpers';
import { publishedJob } from './careers-api-helpers';

/** The administrators' CSV export holds exactly the applications the filtered list shows. */

/** RFC 4180 records: quoted cells may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  if (cell !== '' || record.length) {
    record.push(cell);
    records.push(record);
  }
  return records;
}

/** A new activated applicant, ready, with a submitted application to `jobId`. */
async function applicantWhoApplied(request: APIRequestContext, jobId: number, prefix: string, fullName?: string) {
  const user = await activatedApplicantThroughApi(request, prefix, fullName);
  const { headers, cvId } = await readyApplicantThroughApi(request, user, { firstName: 'Csv', lastName: prefix });
  return { user, applicationId: await submittedApplicationThroughApi(request, headers, jobId, cvId) };
}

test('the CSV export honours the job and status filters: the same applications as the table, formula cells neutralised', async ({ page }) => {
  test.setTimeout(120_000);
  const request = page.request;
  const [jobA, jobB] = await Promise.all([publishedJob(request, 'CSV export A'), publishedJob(request, 'CSV export B')]);
  const stamp = Date.now().toString(36);
  const formulaName = `=HYPERLINK("https://evil.example/","Eve ${stamp}")`;
  const [formula, plain, reviewed, elsewhere] = await Promise.all([
    applicantWhoApplied(request, jobA.id, 'csvformula', formulaName),
    applicantWhoApplied(request, jobA.id, 'csvplain'),
    applicantWhoApplied(request, jobA.id, 'csvreviewed'),
    applicantWhoApplied(request, jobB.id, 'csvelsewhere'),
  ]);
  // Same job, other status: outside the filter.
  const moved = await request.post(`/api/careers/admin/applications/${reviewed.applicationId}/transition`, {
    headers: jobA.admin,
    data: { to: 'under_review', notifyApplicant: false },
  });
  expect(moved.status(), await moved.text()).toBe(200);

  await signInAs(page, 'admin');
  await page.goto('/careers/admin/applications');
  await pageReady(page, 'Applications');
  await page.getByLabel('Job', { exact: true }).selectOption(String(jobA.id));
  await expect(page.locator('.admin-jobs__count')).toContainText('3 applications');
  const submittedChip = page.getByRole('button', { name: /^Submitted\s*2$/ });
  await submittedChip.click();
  await expect(submittedChip).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(new RegExp(`job=${jobA.id}.*status=submitted|status=submitted.*job=${jobA.id}`));
  const count = page.locator('.admin-jobs__count');
  await expect(count).toContainText('2 applications');

  // What the filtered table shows: one row per application, its id in the review link.
  const table = page.getByRole('table', { name: 'Applications' });
  const reviewLinks = table.getByRole('link', { name: /^Review / });
  await expect(reviewLinks).toHaveCount(2);
  const shown = await table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => {
      const cells = [...row.querySelectorAll('td')].map((td) => td.querySelector('a')?.textContent?.trim() || td.textContent?.trim() || '');
      const href = row.querySelector('a[href^="/careers/single-application/"]')?.getAttribute('href') ?? '';
      return { id: href.split('/').pop()!, name: cells[0]!, title: cells[1]!, reference: cells[2]!, status: cells[3]! };
    }),
  );
  expect(shown.map((r) => r.id).sort()).toEqual([String(formula.applicationId), String(plain.applicationId)].sort());
  // Staff see their status name with the applicant's beside it.
  expect(new Set(shown.map((r) => r.status))).toEqual(new Set(['Submitted applicant sees “Received”']));
  await animationsDone(page);
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync(await file.path(), 'utf8');

  expect(text.startsWith('\ufeff'), 'starts with a byte order mark').toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replaceAll('\r\n', '')).not.toMatch(/\n/);
  const [header, ...rows] = parseCsv(text.slice(1));
  expect(header).toEqual(['Application', 'Job reference', 'Job title', 'Applicant', 'E-mail', 'Status', 'Status (applicant label)', 'Submitted', 'Updated']);
  const column = (name: string) => header!.indexOf(name);

  // Exactly what the table shows, and as many as the total it shows.
  expect(rows.map((r) => r[column('Application')]).sort()).toEqual(shown.map((r) => r.id).sort());
  expect(rows).toHaveLength(Number(/(\d+) applications?/.exec((await count.textContent()) ?? '')?.[1]));
  for (const row of rows) {
    const onScreen = shown.find((r) => r.id === row[column('Application')])!;
    expect(row[column('Job reference')]).toBe(onScreen.reference);
    expect(row[column('Job title')]).toBe(jobA.title);
    expect(row[column('Status')]).toBe('submitted');
    expect(row[column('Status (applicant label)')]).toBe('Received');
    expect(row[column('Submitted')]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  }
  const ids = rows.map((r) => r[column('Application')]);
  expect(ids).not.toContain(String(reviewed.applicationId));
  expect(ids).not.toContain(String(elsewhere.applicationId));
  expect(text).not.toContain(reviewed.user.email);
  expect(text).not.toContain(elsewhere.user.email);

  // A name a spreadsheet would run as a formula is text in the file.
  const formulaRow = rows.find((r) => r[column('Application')] === String(formula.applicationId))!;
  expect(shown.find((r) => r.id === String(formula.applicationId))!.name).toBe(formulaName);
  expect(formulaRow[column('Applicant')]).toBe(`'${formulaName}`);
  expect(formulaRow[column('E-mail')]).toBe(formula.user.email);
  const plainRow = rows.find((r) => r[column('Application')] === String(plain.applicationId))!;
  expect(plainRow[column('Applicant')]).toBe(plain.user.fullName);
});
