import { expect, expectAccessible, signInAs, test } from './fixtures';
import { animationsDone, pageReady, signInThroughForm, uniqueUser, waitForLink, waitForMail } from './auth-helpers';
import { expectSaved, fillApplicantDetails, openProfile, tinyPdf, uploadDocument } from './applicant-helpers';
import { publishedJob } from './careers-api-helpers';

/**
 * The whole journey through the pages, in two browsers: a new applicant registers, activates through
 * the e-mailed link, signs in, completes Applicant Details, uploads a CV, applies and sees "Received";
 * an administrator shortlists with a note and invites to interview; the applicant sees "Interview"
 * on the timeline (never the note) and has the e-mail.
 */
test('register → activate → details and CV → apply → Received → shortlisted with a note → interview, seen by the applicant and e-mailed', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const job = await publishedJob(page.request, 'Full journey');
  const jobRes = await page.request.get(`/api/careers/jobs/${job.id}`);
  expect(jobRes.status()).toBe(200);
  const { reference } = (await jobRes.json()) as { reference: string };
  const user = uniqueUser('journey');
  const cvName = `cv-${user.username}.pdf`;
  const note = `Staff only: strong ward experience, ask ${user.username} about night shifts.`;
  let applicationUrl = '';

  await test.step('registers through /register, signs out', async () => {
    await page.goto('/register');
    await pageReady(page, 'Create an account');
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Full name (optional)').fill(user.fullName);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/access-control$/);
    await expect(page.getByText(`We sent an activation link to ${user.email}`)).toBeVisible();
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('activates through the link in the e-mail written to the outbox, then signs in', async () => {
    await page.goto(await waitForLink(user.email, '/careers/activate-account'));
    await pageReady(page, 'Activate your account');
    await expect(page.getByText('Your account is active. You can now submit applications.')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signInThroughForm(page, user.email, user.password);
    await expect(page).toHaveURL(/\/access-control$/);
    await expect(page.getByRole('button', { name: /Account menu/ })).toContainText(user.fullName);
  });

  await test.step('completes Applicant Details and uploads a CV', async () => {
    await openProfile(page);
    await fillApplicantDetails(page);
    await expectSaved(page);
    const progress = page.getByRole('navigation', { name: 'Your progress' });
    await expect(progress).toContainText('Your details have everything an application needs.');
    const documents = await uploadDocument(page, 'cv', { name: cvName, mimeType: 'application/pdf', buffer: tinyPdf() });
    await expect(documents.getByRole('table', { name: 'Your documents' }).getByRole('row', { name: new RegExp(cvName.replaceAll('.', '\\.')) })).toContainText('CV');
  });

  await test.step('finds the job, starts an application from the job page, fills it, reviews and submits: Received', async () => {
    await page.goto(`/careers/jobs?q=${encodeURIComponent(job.title)}`);
    await page.getByRole('link', { name: job.title }).click();
    await pageReady(page, job.title);
    await animationsDone(page);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Apply for this job' }).first().click();
    await expect(page).toHaveURL(/\/careers\/my-application\/\d+$/);
    await pageReady(page, 'Job Details');
    applicationUrl = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { name: job.title })).toBeVisible();
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();

    await page.getByLabel('Your supporting statement').fill('I would like to join your nursing team: ten years on medical wards.');
    await page.getByLabel(new RegExp(`${cvName.replaceAll('.', '\\.')}.*required by this job`)).check();
    await page.getByLabel('I declare that the information in this application is true and complete.').check();
    await expectSaved(page);
    await page.getByRole('button', { name: 'Review my application' }).click();
    const review = page.getByRole('region', { name: 'Review your application' });
    await expect(review).toContainText('ten years on medical wards');
    await expect(review).toContainText(cvName);
    await review.getByRole('button', { name: 'Submit my application' }).click();
    await expect(page.getByText('Received', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Received');
    await expect(page.getByRole('region', { name: 'What you submitted' })).toContainText(cvName);
  });

  const adminContext = await browser.newContext({ baseURL });
  try {
    const admin = await adminContext.newPage();
    await test.step('the administrator finds the application, shortlists it with a note, then invites to interview', async () => {
      await signInAs(admin, 'admin');
      await admin.goto('/careers/admin/applications');
      await pageReady(admin, 'Applications');
      await admin.getByLabel('Applicant name, e-mail or job reference').fill(user.email);
      await admin.getByRole('button', { name: 'Search' }).click();
      await expect(admin.locator('.admin-jobs__count')).toContainText('1 application');
      const row = admin.getByRole('row').filter({ has: admin.getByRole('link', { name: user.fullName, exact: true }) });
      await expect(row).toContainText(job.title);
      await expect(row).toContainText('Submitted');
      await row.getByRole('link', { name: user.fullName, exact: true }).click();
      await expect(admin).toHaveURL(new RegExp(`/careers/single-application/${applicationUrl.split('/').pop()}$`));
      await pageReady(admin, new RegExp(job.title));
      await expect(admin.getByRole('link', { name: cvName })).toBeVisible();

      await admin.getByRole('radio', { name: 'Start review' }).check();
      await admin.getByRole('button', { name: 'Start review' }).click();
      await expect(admin.getByText('The application is now: Under review.')).toBeVisible();

      await admin.getByRole('radio', { name: 'Shortlist' }).check();
      await admin.getByLabel('Note (shown on the timeline)').fill(note);
      await admin.getByRole('button', { name: 'Shortlist' }).click();
      await expect(admin.getByText('The application is now: Shortlisted.')).toBeVisible();

      await admin.getByRole('radio', { name: 'Invite to interview' }).check();
      await expect(admin.getByLabel('Notify the applicant by e-mail')).toBeChecked();
      await admin.getByRole('button', { name: 'Invite to interview' }).click();
      await expect(admin.getByText('The application is now: Interview.')).toBeVisible();
      // With the success message showing (its colours once failed contrast).
      await expectAccessible(admin);
      const timeline = admin.locator('.application-timeline');
      await expect(timeline).toContainText('Under review → Shortlisted');
      await expect(timeline).toContainText(note);
      await expect(timeline).toContainText('Shortlisted → Interview');
    });
  } finally {
    await adminContext.close();
  }

  await test.step('the applicant reloads: "Interview" on the timeline, and never the note', async () => {
    const loaded = page.waitForResponse((res) => res.url().endsWith(`/api/careers/applications/${applicationUrl.split('/').pop()}`) && res.request().method() === 'GET');
    await page.reload();
    await pageReady(page, 'Job Details');
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await expect(timeline.getByRole('listitem')).toHaveCount(4);
    await expect(timeline.getByRole('listitem').last()).toContainText('Interview');
    await expect(timeline).toContainText('Shortlisted');
    await expect(page.getByText('Interview', { exact: true }).first()).toBeVisible();
    await expect(page.locator('body')).not.toContainText(note);
    await expect(page.locator('body')).not.toContainText('strong ward experience');
    // Not in what the page was sent either.
    expect(await (await loaded).text()).not.toContain(note);
    await animationsDone(page);
    await expectAccessible(page);
  });

  await test.step('the applicant has the interview e-mail, without the note', async () => {
    const mail = await waitForMail(user.email, `Your application: ${reference} - Interview`);
    expect(mail.to).toContain(user.email);
    expect(mail.body).toContain(`The status of your application for ${job.title} (${reference}) is now: Interview.`);
    expect(mail.body).toContain(applicationUrl);
    expect(mail.body).not.toContain(note);
  });
});
