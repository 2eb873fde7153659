import type { Browser } from '@playwright/test';
import { DEMO, expect, expectAccessible, signInAs, test } from './fixtures';
import { pageReady } from './auth-helpers';
import { bearerOf, inDays, publishedJob } from './careers-api-helpers';
import { activatedApplicantThroughApi, readyApplicantThroughApi, submittedApplicationThroughApi, tinyPdf } from './applicant-helpers';

/**
 * Offers and pre-employment checks (issue 29) through the pages: HR makes and sends an offer, the
 * applicant accepts it and uploads their identity document, HR marks the check, occupational
 * health records "fit", HR makes the offer unconditional and confirms the start: hired.
 */
const HR = { email: 'hr@demo.com', password: 'hr' };
const OH = { email: 'oh@demo.com', password: 'oh' };

async function personPage(browser: Browser, who: { email: string; password: string }) {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, who);
  return page;
}

test('an offer from conditional to a confirmed start', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const request = page.request;
  const admin = await bearerOf(request, DEMO.admin);
  const { id: jobId } = await publishedJob(request, 'Offer ward nurse');
  const profile = await request.put(`/api/careers/admin/jobs/${jobId}/check-profile`, { headers: admin, data: { checkTypeKeys: ['identity', 'health'], approvalsRequired: 0, refuseOverPosts: false } });
  expect(profile.status(), await profile.text()).toBe(200);
  const user = await activatedApplicantThroughApi(request, 'offered');
  const { headers, cvId } = await readyApplicantThroughApi(request, user, { firstName: 'Offered', lastName: 'Nurse' });
  const applicationId = await submittedApplicationThroughApi(request, headers, jobId, cvId);
  for (const to of ['under_review', 'shortlisted', 'interview']) {
    const moved = await request.post(`/api/careers/admin/applications/${applicationId}/transition`, { headers: admin, data: { to } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const hr = await personPage(browser, HR);
  const applicationPage = `/careers/single-application/${applicationId}`;

  await test.step('HR makes the offer and sends it', async () => {
    await hr.goto(applicationPage);
    await pageReady(hr);
    const form = hr.getByRole('form', { name: 'Make an offer' });
    await form.getByLabel('Grade').fill('Band 5');
    await form.getByLabel('Salary (yearly)').fill('55000');
    await form.getByLabel('Working pattern').fill('Days and nights, rota');
    await form.getByLabel('Site').fill('Main Campus');
    await form.getByLabel('Proposed start').fill(inDays(40));
    await form.getByLabel('Respond by').fill(inDays(7));
    await expectAccessible(hr);
    await form.getByRole('button', { name: 'Make the offer (draft)' }).click();
    await hr.getByRole('button', { name: 'Send to the applicant' }).click();
    await expect(hr.getByRole('region', { name: 'Offer' })).toContainText('Waiting for an answer');
  });

  await test.step('the applicant accepts and uploads their identity document', async () => {
    await signInAs(page, { email: user.email, password: user.password });
    await page.goto(`/careers/my-application/${applicationId}/offer`);
    await pageReady(page, 'Your offer');
    await expect(page.getByRole('main')).toContainText('Do not resign from your current post');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Accept the offer' }).click();
    await expect(page.getByText('Accepted, checks in progress')).toBeVisible();
    await page.getByLabel('Upload a document for: Identity').setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: tinyPdf('Passport') });
    await expect(page.getByRole('listitem').filter({ hasText: 'Identity' })).toContainText('Received');
    await page.setViewportSize({ width: 390, height: 800 });
    await expectAccessible(page);
    // With an offer accepted, the application cannot be withdrawn: the page says so instead of offering it.
    await page.goto(`/careers/my-application/${applicationId}`);
    await expect(page.getByText('While you have an offer, this application cannot be withdrawn')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);
  });

  await test.step('HR marks the identity check; make unconditional waits for health', async () => {
    await hr.reload();
    await pageReady(hr);
    const identity = hr.getByRole('group').filter({ has: hr.getByText('Identity · Received', { exact: true }) });
    await identity.getByText('Identity · Received', { exact: true }).click();
    await expect(identity).toContainText('The applicant handed in a document from their documents.');
    await expect(identity.getByRole('button', { name: 'Ask for a waiver' })).toBeDisabled();
    await expectAccessible(hr);
    await hr.getByRole('button', { name: 'Mark met: Identity' }).click();
    await expect(hr.getByRole('region', { name: 'Offer' })).toContainText('Make unconditional is blocked until these checks are met or waived: Work health assessment.');
    await expect(hr.getByRole('button', { name: 'Make unconditional' })).toBeDisabled();
  });

  await test.step('the checks board finds what is left, filtered on the server', async () => {
    await hr.goto('/careers/admin/offer-checks');
    await pageReady(hr, 'Pre-employment checks');
    await hr.getByRole('searchbox', { name: 'Search the checks' }).fill(user.fullName);
    await hr.keyboard.press('Enter');
    await expect(hr).toHaveURL(/\?q=/);
    const table = hr.getByRole('table', { name: 'Pre-employment checks' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText('Work health assessment');
    await hr.getByLabel('Owner').selectOption({ label: 'HR' });
    await expect(hr).toHaveURL(/owner=hr/);
    await expect(table).toContainText('No open check matches these filters.');
    await expectAccessible(hr);
    await hr.goto(applicationPage);
  });

  await test.step('occupational health records "fit"', async () => {
    const oh = await personPage(browser, OH);
    await oh.goto('/careers/admin/health-checks');
    await pageReady(oh, 'Occupational health');
    const form = oh.getByRole('form', { name: `Outcome for ${user.fullName}` });
    await form.getByLabel('Outcome', { exact: true }).selectOption('fit');
    await form.getByLabel('Occupational health note (never shared)').fill('Seen in clinic; no concerns.');
    await expectAccessible(oh);
    await form.getByRole('button', { name: 'Record the outcome' }).click();
    // Assessed, it leaves the queue (the demo offer's assessment may still wait there).
    await expect(form).toHaveCount(0);
    await oh.context().close();
  });

  await test.step('HR makes the offer unconditional and confirms the start', async () => {
    await hr.reload();
    await pageReady(hr);
    const panel = hr.getByRole('region', { name: 'Offer' });
    await expect(panel).not.toContainText('Seen in clinic');
    await hr.getByRole('button', { name: 'Make unconditional' }).click();
    await expect(panel).toContainText('Unconditional');
    await hr.getByRole('button', { name: 'Confirm the start' }).click();
    await expect(panel).toContainText('Start confirmed');
    await expect(hr.getByRole('main')).toContainText('Hired');
    await expectAccessible(hr);
    await hr.context().close();
  });

  await test.step('the recruitment administrator keeps the check catalogue', async () => {
    const keeper = await personPage(browser, DEMO.admin);
    await keeper.goto('/careers/admin/check-types');
    await pageReady(keeper, 'Check catalogue');
    await expect(keeper.getByRole('table', { name: 'Check types' })).toContainText('Work health assessment');
    await keeper.getByRole('button', { name: 'Add a check type' }).click();
    const form = keeper.getByRole('region', { name: 'Add a check type' });
    await form.getByRole('button', { name: 'Save the check type' }).click();
    await expect(keeper.getByRole('alert')).toContainText('Enter the name in this language.');
    // Unique, and not in use: other journeys share the database and take every active check by default.
    await form.getByLabel('Key (fixed once saved)').fill(`driving-licence-${Date.now()}`);
    for (const [language, name] of [['English', 'Driving licence'], ['French', 'Permis de conduire'], ['German', 'Führerschein'], ['Portuguese', 'Carta de condução']] as const) {
      await form.getByLabel(`Name in ${language}`).fill(name);
    }
    await form.getByLabel('Category').selectOption('qualifications');
    await form.getByLabel('Evidence', { exact: true }).selectOption('number');
    await form.getByLabel('Carried out by').selectOption('hr');
    await form.getByLabel('Valid for (days)').fill('365');
    await form.getByLabel('Use', { exact: true }).selectOption('no');
    await form.getByRole('button', { name: 'Save the check type' }).click();
    await expect(keeper.getByRole('table', { name: 'Check types' })).toContainText('Driving licence');
    await keeper.setViewportSize({ width: 390, height: 800 });
    await expectAccessible(keeper);

    // The job's own checks (set at the start) show on its page, where they can be changed.
    await keeper.goto(`/careers/admin/jobs?edit=${jobId}`);
    const profileForm = keeper.getByRole('form', { name: "Checks and approvals of this job's offers" });
    await expect(profileForm.getByLabel('Identity')).toBeChecked();
    await expect(profileForm.getByLabel('Work health assessment')).toBeChecked();
    await expect(profileForm.getByLabel('Right to work')).not.toBeChecked();
    await profileForm.getByLabel('Approvals an offer needs before it is sent').selectOption('1');
    await profileForm.getByRole('button', { name: 'Save the checks and approvals' }).click();
    await expect(profileForm.getByRole('status')).toHaveText('Saved.');
    await expectAccessible(keeper);
    await keeper.context().close();
  });
});
