import type { Browser, Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, signInAs, test, useSkin } from './fixtures';
import { pageReady, waitForLink } from './auth-helpers';
import { bearerOf, publishedJob, uniqueReferees } from './careers-api-helpers';
import { activatedApplicantThroughApi, readyApplicantThroughApi, submittedApplicationThroughApi } from './applicant-helpers';

/**
 * References (issue 30) through the pages: HR asks the applicant's two referees, one declines
 * through the e-mailed link, the applicant names another referee in their place, the references
 * arrive (one through the questionnaire with save-and-return), HR marks both satisfactory and the
 * offer's references check is met.
 */
const HR = { email: 'hr@demo.com', password: 'hr' };

async function refereePage(browser: Browser, email: string) {
  const link = await waitForLink(email, '/careers/reference');
  const page = await (await browser.newContext()).newPage();
  await page.goto(link);
  await pageReady(page, /A reference for/);
  return page;
}

/** The answers of the pre-offer questionnaire, through the page. */
async function answerQuestionnaire(page: Page) {
  const form = page.getByRole('form', { name: 'Reference' });
  await form.getByLabel('Your relationship to the applicant').fill('Ward manager');
  await form.getByLabel('How long have you known them?').fill('Five years');
  await form.getByLabel('Employed from').fill('2019-03-01');
  await form.getByLabel('Their job title').fill('Staff nurse');
  await form.getByRole('group', { name: 'Would you employ them again?' }).getByLabel('Yes').check();
  await form.getByRole('group', { name: /able to do the role/ }).getByLabel('Yes').check();
  await form.getByRole('group', { name: /shared with the applicant/ }).getByLabel('No').check();
  await form.getByLabel('Your full name').fill('Grace Wanjiru');
  await form.getByLabel('Your job title').fill('Ward manager');
  await form.getByLabel(/true and complete/).check();
  return form;
}

test('references: requested, one declined and replaced, both received and satisfactory', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const request = page.request;
  const admin = await bearerOf(request, DEMO.admin);
  const { id: jobId } = await publishedJob(request, 'References ward nurse');
  const user = await activatedApplicantThroughApi(request, 'referenced');
  const { headers, cvId } = await readyApplicantThroughApi(request, user, { firstName: 'Referenced', lastName: 'Nurse' });
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const [grace, peter] = await uniqueReferees(request, headers, stamp);
  const applicationId = await submittedApplicationThroughApi(request, headers, jobId, cvId);
  for (const to of ['under_review', 'shortlisted', 'interview']) {
    const moved = await request.post(`/api/careers/admin/applications/${applicationId}/transition`, { headers: admin, data: { to } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const hr = await (await browser.newContext()).newPage();
  await signInAs(hr, HR);
  const panel = hr.getByRole('region', { name: 'References', exact: true });

  await test.step('HR asks both referees the applicant named', async () => {
    await hr.goto(`/careers/single-application/${applicationId}`);
    await pageReady(hr);
    const form = panel.getByRole('form', { name: 'Request references' });
    await form.getByLabel(/Grace Wanjiru/).check();
    await form.getByLabel(/Peter Otieno/).check();
    // The job takes references after the offer (the default): asking at interview is a deliberate choice.
    await expect(form.getByRole('button', { name: 'Send the requests' })).toBeDisabled();
    await form.getByLabel(/Ask now, before the offer/).check();
    await expectAccessible(hr);
    await form.getByRole('button', { name: 'Send the requests' }).click();
    await expect(panel.getByRole('listitem')).toHaveCount(2);
    await expect(panel).toContainText('Every referee the applicant named has been asked.');
  });

  await test.step('Peter declines through the e-mailed link, with a reason', async () => {
    const referee = await refereePage(browser, peter!.email);
    await expect(referee.getByRole('heading', { name: 'Can you give a reference?' })).toBeVisible();
    await expectAccessible(referee);
    await referee.getByRole('button', { name: 'No, I cannot give a reference' }).click();
    await referee.getByLabel(/Reason/).fill('I left the hospital before they joined.');
    await referee.getByRole('button', { name: 'Decline', exact: true }).click();
    await expect(referee.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
    await referee.reload();
    await pageReady(referee, 'Thank you');
    await referee.context().close();
  });

  const newReferee = { name: 'Amina Hassan', email: `amina.${stamp}@example.com` };
  await test.step('the applicant sees the decline (never a content) and names another referee', async () => {
    await signInAs(page, { email: user.email, password: user.password });
    await page.goto(`/careers/my-application/${applicationId}`);
    await pageReady(page, 'Job Details');
    const section = page.getByRole('region', { name: 'References', exact: true });
    const declined = section.getByRole('listitem').filter({ hasText: 'Peter Otieno' }).first();
    await expect(declined).toContainText('The referee declined');
    await expect(section).not.toContainText('I left the hospital');
    await declined.getByRole('button', { name: 'Replace this referee' }).click();
    const form = section.getByRole('form', { name: 'A new referee' });
    await form.getByLabel('Full name').fill(newReferee.name);
    await form.getByLabel('E-mail').fill(newReferee.email);
    await form.getByLabel('Job title').fill('Matron');
    await form.getByLabel('Organisation').fill('Coast General');
    await form.getByLabel('How they know you').fill('My supervisor on placement');
    await form.getByRole('button', { name: 'Ask this referee' }).click();
    await expect(section.getByRole('listitem').filter({ hasText: newReferee.name }).first()).toContainText('Requested');
    await page.setViewportSize({ width: 390, height: 800 });
    await expectAccessible(page);
  });

  await test.step('Grace answers, saves, comes back and sends her reference', async () => {
    const referee = await refereePage(browser, grace!.email);
    await useSkin(referee, 'dark');
    await referee.getByRole('button', { name: 'Yes, give a reference' }).click();
    const form = await answerQuestionnaire(referee);
    await expect(form).not.toContainText(/sickness|health/i);
    await form.getByRole('button', { name: 'Save and come back later' }).click();
    await expect(form.getByRole('status')).toContainText('Your answers are saved');
    await referee.reload();
    await pageReady(referee, /A reference for/);
    await expect(referee.getByLabel('Your relationship to the applicant')).toHaveValue('Ward manager');
    await referee.setViewportSize({ width: 390, height: 800 });
    await expectAccessible(referee);
    await referee.getByRole('button', { name: 'Send the reference' }).click();
    await expect(referee.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
    await referee.context().close();
  });

  await test.step('Amina, asked in Peter’s place, sends hers', async () => {
    const referee = await refereePage(browser, newReferee.email);
    await referee.getByRole('button', { name: 'Yes, give a reference' }).click();
    const form = await answerQuestionnaire(referee);
    await form.getByLabel('Your full name').fill(newReferee.name);
    await form.getByRole('button', { name: 'Send the reference' }).click();
    await expect(referee.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
    await referee.context().close();
  });

  await test.step('HR reads both (confidential) and marks them satisfactory: the references check is met', async () => {
    await hr.reload();
    await pageReady(hr);
    for (const name of ['Grace Wanjiru', newReferee.name]) {
      const item = panel.getByRole('listitem').filter({ hasText: name }).filter({ hasText: 'Received' });
      await item.getByRole('button', { name: 'Read' }).click();
      await expect(item).toContainText('Confidential: the referee asked that this reference not be shared with the candidate.');
      await expect(item).toContainText('Ward manager');
      await item.getByRole('button', { name: 'Review' }).click();
      await item.getByLabel('Outcome of the review').selectOption('satisfactory');
      await item.getByRole('button', { name: 'Save the review' }).click();
      await expect(item).toContainText('Review: Satisfactory');
    }
    await expect(panel).toContainText("The required references are satisfactory: the offer's references check is met.");
    await expectAccessible(hr);
    await hr.context().close();
  });
});
