import { expect, signInAs, test } from './fixtures';
import { hydrated, pageReady, uniqueUser, waitForLink } from './auth-helpers';
import { activatedApplicantThroughApi, readyApplicantThroughApi, submittedApplicationThroughApi } from './applicant-helpers';
import { publishedJob } from './careers-api-helpers';
import { expectFocused, tabTo, typeInto } from './keyboard-helpers';

/**
 * The careers journeys walked with the keyboard alone (issue 35): Tab to reach a control, Enter,
 * Space and the arrow keys to use it; no click. Sign-in, the board without scripts, the profile and
 * the accessibility form have their own walks in their specs; the hiring steps after submitting
 * (interview, offer, reference) are in careers-keyboard-hiring.spec.ts.
 */

test('registration and activation with the keyboard alone', async ({ page }) => {
  const user = uniqueUser('kbreg');
  await page.goto('/register');
  await pageReady(page, 'Create an account');
  await typeInto(page, page.getByLabel('Username'), user.username);
  await typeInto(page, page.getByLabel('Email'), user.email);
  await typeInto(page, page.getByLabel('Password', { exact: true }), user.password);
  await typeInto(page, page.getByLabel('Full name (optional)'), user.fullName);
  await tabTo(page, page.getByRole('button', { name: 'Create account' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/access-control$/);
  await expect(page.getByText(`We sent an activation link to ${user.email}`)).toBeVisible();

  // The e-mailed link is opened; the page's way on is reached and followed with the keyboard.
  await page.goto(await waitForLink(user.email, '/careers/activate-account'));
  await pageReady(page, 'Activate your account');
  await expect(page.getByText('Your account is active.')).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Continue to the careers portal' }));
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/activate-account/);
});

test('finding a job, applying and submitting with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  const job = await publishedJob(page.request, 'Keyboard ward nurse');
  const user = await activatedApplicantThroughApi(page.request, 'kbapply');
  const cvName = `cv-${Date.now().toString(36)}.pdf`;
  await readyApplicantThroughApi(page.request, user, { firstName: 'Key', lastName: 'Board', cvName });
  await signInAs(page, { email: user.email, password: user.password });

  await page.goto('/careers/jobs');
  await hydrated(page, 'main h1');
  await typeInto(page, page.getByLabel('Job title, keyword or reference'), job.title);
  await page.keyboard.press('Enter');
  const link = page.getByRole('link', { name: job.title });
  await expect(link).toBeVisible();
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await pageReady(page, job.title);
  await tabTo(page, page.getByRole('link', { name: 'Apply for this job' }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/careers\/my-application\/\d+$/);
  await pageReady(page, 'Job Details');

  await typeInto(page, page.getByLabel('Your supporting statement'), 'Ten years on medical wards, and I teach students on placement.');
  await tabTo(page, page.getByLabel(new RegExp(`${cvName.replace('.', '\\.')}.*required by this job`)));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByLabel('I declare that the information in this application is true and complete.'));
  await page.keyboard.press('Space');
  await expect(page.locator('.save-status__text')).toHaveText(/^Saved at /, { timeout: 10_000 });
  await tabTo(page, page.getByRole('button', { name: 'Review my application' }));
  await page.keyboard.press('Enter');
  const review = page.getByRole('region', { name: 'Review your application' });
  await expect(review).toContainText('Ten years on medical wards');
  await tabTo(page, review.getByRole('button', { name: 'Submit my application' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Received');
});

test('account settings with the keyboard alone: the language and a notification', async ({ page }) => {
  const user = await activatedApplicantThroughApi(page.request, 'kbacct');
  await signInAs(page, { email: user.email, password: user.password });
  await page.goto('/careers/account-setting');
  await pageReady(page, 'Account Settings');
  const prefs = page.getByRole('region', { name: 'Language and notifications' });
  // The language is one radio group: Tab reaches the chosen one, an arrow key chooses the next.
  await tabTo(page, prefs.getByLabel('English'));
  await page.keyboard.press('ArrowDown');
  await expect(prefs.getByLabel('Français')).toBeChecked();
  await tabTo(page, prefs.getByLabel('When new vacancies are published (job alerts)'));
  await page.keyboard.press('Space');
  await tabTo(page, prefs.getByRole('button', { name: 'Save preferences' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paramètres du compte');
  await expect(page.getByText('Vos préférences sont enregistrées.')).toBeVisible();
  await expect(page.getByLabel('Lorsque de nouvelles offres sont publiées (alertes emploi)')).toBeChecked();
});

test('saving a search as a job alert and pausing it with the keyboard alone', async ({ page }) => {
  const word = `kbalert${Date.now().toString(36)}`;
  const user = await activatedApplicantThroughApi(page.request, 'kbalert');
  await signInAs(page, { email: user.email, password: user.password });
  await page.goto(`/careers/jobs?q=${word}`);
  await hydrated(page, 'main h1');
  const opener = page.getByRole('button', { name: 'Get alerts for this search' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Get alerts for this search' });
  await tabTo(page, dialog.getByLabel('Name of the alert'));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Night shifts');
  // The frequency is one radio group: Tab reaches the chosen one, an arrow key chooses the next.
  await tabTo(page, dialog.getByRole('radio', { name: 'Daily' }));
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'Weekly' })).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Save the alert' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toContainText('Your job alert is saved.');
  await tabTo(page, dialog.getByRole('button', { name: 'Close' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expectFocused(opener);

  await page.goto('/careers/job-alerts');
  await pageReady(page, 'My job alerts');
  await expect(page.getByRole('main')).toContainText('Weekly');
  await tabTo(page, page.getByRole('button', { name: 'Pause Night shifts' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toContainText('Paused');
  // The control changes in place, so the focus stays on it.
  await expectFocused(page.getByRole('button', { name: 'Resume Night shifts' }));
});

test('withdrawing an application, through its confirmation dialog, with the keyboard alone', async ({ page }) => {
  const job = await publishedJob(page.request, 'Keyboard withdraw nurse');
  const user = await activatedApplicantThroughApi(page.request, 'kbwithdraw');
  const { headers, cvId } = await readyApplicantThroughApi(page.request, user, { firstName: 'With', lastName: 'Drawn' });
  const applicationId = await submittedApplicationThroughApi(page.request, headers, job.id, cvId);
  await signInAs(page, { email: user.email, password: user.password });
  await page.goto(`/careers/my-application/${applicationId}`);
  await pageReady(page, 'Job Details');
  const opener = page.getByRole('button', { name: `Withdraw the application for ${job.title}` });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Withdraw this application?' });
  await expect(dialog).toBeVisible();
  // Escape closes the dialog and gives the focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocused(opener);
  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByRole('button', { name: 'Withdraw', exact: true }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Withdrawn', { exact: true }).first()).toBeVisible();
  await expect(opener).toHaveCount(0);
  // The button is gone: the new status holds the focus.
  await expectFocused(page.locator('.application-status'));
});
