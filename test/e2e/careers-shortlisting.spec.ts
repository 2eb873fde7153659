import type { Browser, Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, signInAs, test } from './fixtures';
import { pageReady } from './auth-helpers';
import { bearerOf, inDays } from './careers-api-helpers';
import { activatedApplicantThroughApi, readyApplicantThroughApi, submittedApplicationThroughApi } from './applicant-helpers';

/**
 * Shortlisting (issue 27) through the pages: on a name-blind job, two panel members score both
 * applications independently (seeing only aliases), the shortlisting lead moderates the one where
 * they differ and closes the sift by a rule after its preview; each applicant sees the new status.
 */
const PANEL = { email: 'panel@demo.com', password: 'panel' };
const HR = { email: 'hr@demo.com', password: 'hr' };
const LEAD = { email: 'manager@demo.com', password: 'manager' };

async function personPage(browser: Browser, who: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, who);
  return page;
}

/** Scores every criterion of the open application with `scores` (in the order shown) and a verdict, and confirms. */
async function score(page: Page, applicationId: number, scores: number[], verdict: 'Shortlist' | 'Do not shortlist') {
  await page.goto(`/careers/admin/sift/application/${applicationId}`);
  await pageReady(page, /^Candidate [0-9A-Z]{4}$/);
  const criteria = page.getByRole('region', { name: 'Your scores' }).getByRole('group', { name: /^(Essential|Desirable):/ });
  await expect(criteria).toHaveCount(scores.length);
  for (const [i, value] of scores.entries()) {
    const criterion = criteria.nth(i);
    await criterion.getByRole('radio', { name: new RegExp(`^${value} –`) }).check();
    await criterion.getByLabel('Evidence', { exact: true }).fill(`Evidence ${value} from the statement`);
  }
  await page.getByRole('group', { name: 'Overall verdict' }).getByRole('radio', { name: verdict, exact: true }).check();
  await page.getByRole('button', { name: 'Submit my scores' }).click();
  await page.getByRole('dialog', { name: 'Submit your scores?' }).getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('region', { name: 'All scores' })).toContainText('Scores by scorer');
}

test('two panel members score a name-blind job, the lead moderates and closes the sift, the applicants see their new status', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const request = page.request;
  const admin = await bearerOf(request, DEMO.admin);
  const title = `Sift ward nurse ${Date.now().toString(36)}`;
  const created = await request.post('/api/careers/admin/jobs', {
    headers: admin,
    data: {
      title,
      department: 'nursing',
      location: 'main-campus',
      employmentType: 'permanent',
      workingPattern: 'full-time',
      salaryMin: 50000,
      salaryMax: 60000,
      summary: 'Care for patients on the surgical ward.',
      description: 'You will care for patients on the surgical ward.',
      essentialCriteria: ['Registered nurse'],
      desirableCriteria: ['Theatre experience'],
      documentsRequired: ['cv'],
      closingDate: inDays(30),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const jobId = (await created.json()).id as number;
  const card = await request.put(`/api/careers/admin/jobs/${jobId}/scorecard`, { headers: admin, data: { criteria: [], requiredScorers: 2, nameBlind: true } });
  expect(card.status(), await card.text()).toBe(200);
  expect((await request.post(`/api/careers/admin/jobs/${jobId}/publish`, { headers: admin })).status()).toBe(200);
  const ids = await Promise.all([PANEL, HR, LEAD].map(async (who) => (await (await request.post('/api/jwt/login', { data: who })).json()).userData.id as number));
  const team = await request.put(`/api/careers/admin/jobs/${jobId}/team`, {
    headers: admin,
    data: { members: [{ userId: ids[0], teamRole: 'shortlisting' }, { userId: ids[1], teamRole: 'shortlisting' }, { userId: ids[2], teamRole: 'shortlisting_lead' }] },
  });
  expect(team.status(), await team.text()).toBe(200);
  const applicants = await Promise.all(
    ['siftstrong', 'siftweak'].map(async (prefix) => {
      const user = await activatedApplicantThroughApi(request, prefix);
      const { headers, cvId } = await readyApplicantThroughApi(request, user, { firstName: 'Sift', lastName: prefix });
      return { user, applicationId: await submittedApplicationThroughApi(request, headers, jobId, cvId) };
    }),
  );
  const [strong, weak] = applicants;

  await test.step('the first panel member finds the job in their queue and scores both, under aliases only', async () => {
    await signInAs(page, PANEL);
    await page.goto('/careers/admin/sift');
    await pageReady(page, 'Shortlisting');
    const job = page.getByRole('region', { name: new RegExp(title) });
    await expect(job).toContainText('Name-blind');
    await expect(job.getByRole('link', { name: /^Candidate [0-9A-Z]{4}$/ })).toHaveCount(2);
    await expectAccessible(page);
    await score(page, strong!.applicationId, [3, 3], 'Shortlist');
    await expect(page.getByRole('main')).not.toContainText(strong!.user.email);
    await expect(page.getByRole('main')).not.toContainText(strong!.user.fullName);
    await expectAccessible(page);
    await score(page, weak!.applicationId, [1, 1], 'Do not shortlist');
  });

  await test.step('the second panel member scores: far apart on the first', async () => {
    const second = await personPage(browser, HR);
    await score(second, strong!.applicationId, [1, 3], 'Do not shortlist');
    await score(second, weak!.applicationId, [1, 0], 'Do not shortlist');
    await second.context().close();
  });

  await test.step('the lead moderates, previews the rule and closes the sift', async () => {
    const lead = await personPage(browser, LEAD);
    await lead.goto('/careers/admin/sift');
    await pageReady(lead, 'Shortlisting');
    const job = lead.getByRole('region', { name: new RegExp(title) });
    await job.getByRole('list', { name: 'To moderate' }).getByRole('link').click();
    await pageReady(lead, /^Candidate /);
    const moderation = lead.getByRole('form', { name: 'Moderation' });
    await moderation.getByLabel('Agreed score: Registered nurse').selectOption('3');
    await moderation.getByRole('radio', { name: 'Shortlist', exact: true }).check();
    await moderation.getByLabel('Reason').fill('Registration and ward experience are both in the statement.');
    await moderation.getByRole('button', { name: 'Record the moderation' }).click();
    await expect(lead.getByRole('region', { name: 'All scores' })).toContainText('Moderated by');
    await expectAccessible(lead);

    await lead.goto(`/careers/admin/sift/job/${jobId}/close`);
    await pageReady(lead, 'Close the sift');
    await lead.getByRole('radio', { name: /^Every essential criterion met/ }).check();
    await lead.getByRole('button', { name: 'Preview the outcome' }).click();
    const outcome = lead.getByRole('table');
    await expect(outcome.getByRole('row')).toHaveCount(3);
    await expect(lead.getByText('Shortlisted: 1. Not shortlisted: 1.')).toBeVisible();
    await expectAccessible(lead);
    await lead.setViewportSize({ width: 390, height: 800 });
    await lead.getByRole('button', { name: 'Close the sift' }).click();
    await lead.getByRole('dialog', { name: 'Close the sift?' }).getByRole('button', { name: 'Close the sift' }).click();
    await expect(lead.getByRole('heading', { name: 'The sift is closed' })).toBeVisible();
    await lead.context().close();
  });

  await test.step('each applicant sees their new status', async () => {
    for (const [who, status] of [
      [strong!, 'Shortlisted'],
      [weak!, 'Unsuccessful'],
    ] as const) {
      const applicant = await personPage(browser, { email: who.user.email, password: who.user.password });
      await applicant.goto(`/careers/my-application/${who.applicationId}`);
      await pageReady(applicant);
      await expect(applicant.getByRole('main')).toContainText(status);
      await applicant.context().close();
    }
  });
});
