import { expect, expectAccessible, test } from './fixtures';
import { entry, expectSaved, fillApplicantDetails, newApplicant, openProfile, saveStatus } from './applicant-helpers';
import { bearerOf } from './careers-api-helpers';

test('an applicant fills in the details, waits for "Saved", reloads and finds everything there', async ({ page }) => {
  test.setTimeout(90_000);
  await newApplicant(page, 'prof');
  await openProfile(page);
  await expect(page.getByRole('navigation', { name: 'Your progress' })).toContainText('0 of 6 sections complete');

  const personal = page.getByRole('region', { name: 'Personal details' });
  await fillApplicantDetails(page);
  await expect(page.getByText(/^75 of 4000 characters$/)).toBeVisible();

  await expectSaved(page);
  const progress = page.getByRole('navigation', { name: 'Your progress' });
  await expect(progress).toContainText('5 of 6 sections complete');
  await expect(progress).toContainText('Your details have everything an application needs.');

  await page.reload();
  await openProfile(page);
  await expect(saveStatus(page)).toHaveText(/^Saved at /);
  await expect(personal.getByLabel('First name')).toHaveValue('Amina');
  await expect(personal.getByLabel('Date of birth')).toHaveValue('17/05/1990');
  await expect(personal.getByLabel('National ID card')).toBeChecked();
  await expect(personal.getByLabel('Country', { exact: true })).toHaveValue('Kenya');
  await expect(entry(page, 'Education 1').getByLabel('Qualification')).toHaveValue('BSc Nursing');
  await expect(entry(page, 'Education 1').getByLabel('End date')).toHaveValue('31/07/2012');
  await expect(entry(page, 'Employment 1').getByLabel('Main duties (optional)')).toHaveValue('Ward care\nNight shifts');
  await expect(entry(page, 'Referee 1').getByLabel('Full name')).toHaveValue('Dr Otieno');
  await expect(entry(page, 'Referee 2').getByLabel('E-mail address')).toHaveValue('achieng@example.org');
  await expect(page.getByLabel('Your statement')).toHaveValue(/ten years of ward experience/);
  await expect(progress).toContainText('5 of 6 sections complete');
});

test('entries are reordered and removed with the keyboard; an end date before its start is refused next to the field, the rest still saved', async ({ page, request }) => {
  test.setTimeout(90_000);
  const user = await newApplicant(page, 'order');
  await openProfile(page);

  for (const name of ['First referee', 'Second referee']) {
    await page.getByRole('button', { name: 'Add a referee' }).click();
    await page.keyboard.type(name);
  }
  await expect(entry(page, 'Referee 1').getByLabel('Full name')).toHaveValue('First referee');
  await page.getByRole('button', { name: 'Move down: Referee 1' }).focus();
  await page.keyboard.press('Enter');
  await expect(entry(page, 'Referee 1').getByLabel('Full name')).toHaveValue('Second referee');
  await expect(entry(page, 'Referee 2').getByLabel('Full name')).toHaveValue('First referee');
  // Focus follows the entry that moved: it is last, so Move down is off and Move up has focus.
  await expect(page.getByRole('button', { name: 'Move up: Referee 2' })).toBeFocused();
  await expect(page.getByText('Moved to position 2 of 2.')).toBeAttached();

  await page.getByRole('button', { name: 'Add a post' }).click();
  const job = entry(page, 'Employment 1');
  await job.getByLabel('Employer').fill('District Hospital');
  await job.getByLabel('Start date').fill('01/03/2020');
  // Inputs of one row line up, whatever the length of their labels and hints: two inputs are in
  // the same row (same top) or in different ones (far apart), never a few pixels off.
  const tops = await job.locator('input, textarea').evaluateAll((inputs) => inputs.map((i) => i.getBoundingClientRect().top));
  const offsets = tops.flatMap((a) => tops.map((b) => Math.abs(a - b))).filter((d) => d > 0.5 && d < 40);
  expect(offsets).toEqual([]);
  await job.getByLabel('End date').fill('01/03/2019');
  await expect(job.getByText('The end date must not be before the start date.')).toBeVisible();
  await expect(job.getByLabel('End date')).toHaveAttribute('aria-invalid', 'true');
  await expect(saveStatus(page)).toHaveText('Your other changes are saved. Correct the problems listed on this page to save those too.');
  // The wrong dates wait on screen; the employer and the referees are saved meanwhile.
  const stored = async () => (await (await request.get('/api/careers/profile', { headers: await bearerOf(request, user) })).json()).profile;
  await expect.poll(async () => (await stored()).employment).toEqual([expect.objectContaining({ employer: 'District Hospital', endDate: null })]);
  expect((await stored()).referees.map((r: { name: string }) => r.name)).toEqual(['Second referee', 'First referee']);
  const summaryLink = page.locator('.form-summary').getByRole('link', { name: 'Employment 1: the end date is before the start date.' });
  await summaryLink.click();
  await expect(job.getByLabel('End date')).toBeFocused();
  await job.getByLabel('End date').fill('01/03/2021');
  await expectSaved(page);
  await expect(page.locator('.form-summary')).toHaveCount(0);

  await page.getByRole('button', { name: 'Remove: Referee 1' }).click();
  await expect(page.getByRole('button', { name: 'Add a referee' })).toBeFocused();
  await expectSaved(page);
  await page.reload();
  await openProfile(page);
  await expect(entry(page, 'Referee 1').getByLabel('Full name')).toHaveValue('First referee');
  await expect(entry(page, 'Referee 2')).toHaveCount(0);
  await expect(entry(page, 'Employment 1').getByLabel('End date')).toHaveValue('01/03/2021');
});

test('an implausible date of birth is refused on the client, with the server’s rule', async ({ page }) => {
  await newApplicant(page, 'dob');
  await openProfile(page);
  const dob = page.getByRole('region', { name: 'Personal details' }).getByLabel('Date of birth');
  await dob.fill('01/01/2020');
  await expect(page.locator('#profile-dateOfBirth-error')).toHaveText('Enter a date of birth that makes you between 16 and 100 years old.');
  await dob.fill('02/03/1985');
  await expectSaved(page);
});

test('in French the date of birth is shown and typed as dd/mm/yyyy and saved as the date it is', async ({ page, request }) => {
  test.setTimeout(60_000);
  const user = await newApplicant(page, 'datefr');
  await openProfile(page);
  const personal = page.getByRole('region', { name: 'Personal details' });
  await expect(personal.getByLabel('Date of birth')).toHaveAttribute('placeholder', 'DD/MM/YYYY');
  await personal.getByLabel('Date of birth').pressSequentially('17/05/1990');
  await expectSaved(page);

  await page.evaluate(() => localStorage.setItem('locale', JSON.stringify('fr')));
  await page.reload();
  const dob = page.getByRole('region', { name: 'Informations personnelles' }).getByLabel('Date de naissance');
  await expect(dob).toHaveValue('17/05/1990');
  await expect(dob).toHaveAttribute('placeholder', 'JJ/MM/AAAA');
  await expect(dob).toHaveAccessibleDescription(/Format : JJ\/MM\/AAAA\./);

  // Typed day first, as people in France write it.
  await dob.clear();
  await dob.pressSequentially('03/02/1985');
  await dob.blur();
  await expect(dob).toHaveValue('03/02/1985');
  const stored = async () => (await (await request.get('/api/careers/profile', { headers: await bearerOf(request, user) })).json()).profile.dateOfBirth;
  await expect.poll(stored, { timeout: 10_000 }).toBe('1985-02-03');

  // A day that does not exist is kept on screen, named as wrong, and not saved.
  await dob.clear();
  await dob.pressSequentially('31/02/1985');
  await dob.blur();
  await expect(dob).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#profile-dateOfBirth-error')).toHaveText('Saisissez une date réelle, au format indiqué.');
  await expect(dob).toHaveValue('31/02/1985');
  expect(await stored()).toBe('1985-02-03');
  await dob.clear();
  await dob.pressSequentially('1.3.1985');
  await dob.blur();
  await expect(dob).toHaveValue('01/03/1985');
  await expect.poll(stored, { timeout: 10_000 }).toBe('1985-03-01');

  await page.reload();
  await expect(page.getByRole('region', { name: 'Informations personnelles' }).getByLabel('Date de naissance')).toHaveValue('01/03/1985');
});

test('two tabs of one applicant: the tab that saves on top of an older version is told so, and nothing is written over', async ({ page, request }) => {
  test.setTimeout(90_000);
  const user = await newApplicant(page, 'tabs');
  await openProfile(page);
  const tabB = await page.context().newPage();
  await openProfile(tabB);
  const personalA = page.getByRole('region', { name: 'Personal details' });
  const personalB = tabB.getByRole('region', { name: 'Personal details' });

  await personalA.getByLabel('First name').fill('Amina');
  await expectSaved(page);

  // Tab B still shows the details as they were before tab A saved.
  await personalB.getByLabel('Nationality').fill('Ugandan');
  const conflict = tabB.getByRole('alert').filter({ hasText: 'Your details were changed in another tab or window, so your latest changes here were not saved.' });
  await expect(conflict).toBeVisible();
  // What was typed stays on screen, but nothing more can be typed or sent until the reload.
  await expect(personalB.getByLabel('Nationality')).toHaveValue('Ugandan');
  await expect(personalB.getByLabel('Nationality')).toBeDisabled();
  await expect(tabB.getByRole('button', { name: 'Add a referee' })).toBeDisabled();
  await expect(saveStatus(tabB)).toHaveCount(0);
  await expectAccessible(tabB);

  const stored = await request.get('/api/careers/profile', { headers: await bearerOf(request, user) });
  expect(await stored.json()).toMatchObject({ version: 1, profile: { firstName: 'Amina', nationality: '' } });

  await conflict.getByRole('button', { name: 'Reload' }).click();
  await expect(conflict).toHaveCount(0);
  await expect(personalB.getByLabel('First name')).toHaveValue('Amina');
  await expect(personalB.getByLabel('Nationality')).toHaveValue('');
  // Back to autosaving, now on top of tab A's version.
  await personalB.getByLabel('Nationality').fill('Ugandan');
  await expectSaved(tabB);
  await page.reload();
  await openProfile(page);
  await expect(personalA.getByLabel('First name')).toHaveValue('Amina');
  await expect(personalA.getByLabel('Nationality')).toHaveValue('Ugandan');
});

