import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, signInAs, test } from './fixtures';
import { pageReady } from './auth-helpers';
import { activatedApplicantThroughApi, readyApplicantThroughApi, submittedApplicationThroughApi } from './applicant-helpers';
import { publishedJob } from './careers-api-helpers';

/** Administrators review applications: the list filtered by job, the review page, status moves with notes. */

/** An open job of its own, and a submitted application to it from a new, activated applicant. */
async function submittedApplication(request: APIRequestContext) {
  const job = await publishedJob(request, 'Review journey');
  const user = await activatedApplicantThroughApi(request, 'review');
  const { headers, cvId } = await readyApplicantThroughApi(request, user, { firstName: 'Amina', lastName: 'Reviewed', cvName: 'cv.pdf' });
  const applicationId = await submittedApplicationThroughApi(request, headers, job.id, cvId);
  return { job, applicationId, user };
}

test('an administrator filters by job, opens the application, shortlists it with a note and invites to interview', async ({ page }) => {
  const { job, applicationId, user } = await submittedApplication(page.request);
  await signInAs(page, 'admin');

  await page.goto('/careers/admin/applications');
  await pageReady(page, 'Applications');
  await page.getByLabel('Job', { exact: true }).selectOption(String(job.id));
  await expect(page).toHaveURL(new RegExp(`job=${job.id}`));
  await expect(page.locator('.admin-jobs__count')).toContainText('1 application');
  await expect(page.getByRole('button', { name: /^Submitted\s*1$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Figures' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: user.fullName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/careers/single-application/${applicationId}$`));
  await pageReady(page, new RegExp(job.title));
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'cv.pdf' })).toBeVisible();
  await expectAccessible(page);

  // Submitted → under review (the only move from there), then shortlist with a note.
  await page.getByRole('radio', { name: 'Start review' }).check();
  await expect(page.getByLabel('Notify the applicant by e-mail')).toBeChecked();
  await page.getByRole('button', { name: 'Start review' }).click();
  await expect(page.getByText('The application is now: Under review.')).toBeVisible();

  await page.getByRole('radio', { name: 'Shortlist' }).check();
  await page.getByLabel('Note (shown on the timeline)').fill('Strong ward experience.');
  await page.getByRole('button', { name: 'Shortlist' }).click();
  await expect(page.getByText('The application is now: Shortlisted.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Invite to interview' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Start review' })).toHaveCount(0);

  // An internal note, then the interview invitation.
  await page.getByLabel('Internal note').fill('Check the registration expiry.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('The note is on the timeline.')).toBeVisible();

  await page.getByRole('radio', { name: 'Invite to interview' }).check();
  await page.getByRole('button', { name: 'Invite to interview' }).click();
  await expect(page.getByText('The application is now: Interview.')).toBeVisible();

  const timeline = page.locator('.application-timeline');
  await expect(timeline).toContainText('Under review → Shortlisted');
  await expect(timeline).toContainText('Strong ward experience.');
  await expect(timeline).toContainText('Shortlisted → Interview');
  await expect(timeline.locator('.application-event--internal')).toContainText('Check the registration expiry.');
  await expect(timeline.locator('.application-event--internal')).toContainText('Internal');

  // Reject asks for a reason first.
  await page.getByRole('radio', { name: 'Reject' }).check();
  await page.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Give a reason.')).toBeVisible();
  await expect(page.getByLabel('Reason (required)')).toBeFocused();
});
