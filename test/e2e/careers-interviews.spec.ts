import { readFileSync } from 'node:fs';
import { DEMO, expect, expectAccessible, signInAs, test, useSkin } from './fixtures';
import { pageReady, waitForMail } from './auth-helpers';
import { bearerOf, publishedJob } from './careers-api-helpers';
import { activatedApplicantThroughApi, readyApplicantThroughApi, submittedApplicationThroughApi } from './applicant-helpers';

const PANEL = { email: 'panel@demo.com', password: 'panel' };

/**
 * Interviews (issue 28) through the pages: the recruiter builds a round, previews and saves its
 * slots and invites the shortlisted applicant; the applicant, in São Paulo, opens the e-mailed link,
 * books a time with an adjustment, moves it and downloads the calendar file; the board shows the
 * booking; the recruiter records attendance, the panel member scores, the recruiter (the round has no
 * lead) records the outcome.
 */
test('a round from its slots to a booking the applicant moves', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const request = page.request;
  const admin = await bearerOf(request, DEMO.admin);
  const { id: jobId } = await publishedJob(request, 'Interview ward nurse');
  const user = await activatedApplicantThroughApi(request, 'interviewed');
  const { headers, cvId } = await readyApplicantThroughApi(request, user, { firstName: 'Booking', lastName: 'Nurse' });
  const applicationId = await submittedApplicationThroughApi(request, headers, jobId, cvId);
  for (const to of ['under_review', 'shortlisted']) {
    const moved = await request.post(`/api/careers/admin/applications/${applicationId}/transition`, { headers: admin, data: { to } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  // The demo panel member sits on the job's interview team, so the round's builder offers them.
  const panelLogin = await (await request.post('/api/jwt/login', { data: PANEL })).json();
  const team = await request.put(`/api/careers/admin/jobs/${jobId}/team`, { headers: admin, data: { members: [{ userId: panelLogin.userData.id, teamRole: 'interview' }] } });
  expect(team.status(), await team.text()).toBe(200);
  await signInAs(page, 'admin');
  const round = () => page.getByRole('region', { name: 'Panel interview', exact: true });

  await test.step('the recruiter builds a round from the job\'s page', async () => {
    await page.goto(`/careers/admin/jobs?edit=${jobId}`);
    await page.getByRole('link', { name: 'Interview rounds, slots and invitations' }).click();
    await pageReady(page, /^Interviews: Interview ward nurse/);
    await page.getByRole('button', { name: 'New interview round' }).click();
    const form = page.getByRole('form', { name: 'New interview round' });
    await form.getByRole('button', { name: 'Add the round' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Name the round.' })).toBeVisible();
    await form.getByLabel('Name of the round').fill('Panel interview');
    await form.getByLabel('Place').fill('Education Centre, Room 4');
    await form.getByLabel(panelLogin.userData.fullName).check();
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Add the round' }).click();
    await expect(round()).toContainText('No slots yet.');
  });

  await test.step('previews the slots, then saves them', async () => {
    const generator = round().getByRole('form', { name: 'Generate slots: Panel interview' });
    await generator.getByRole('button', { name: 'Preview the slots' }).click();
    await expect(round()).toContainText(/The preview makes \d+ slots:/);
    await expect(round()).toContainText('No slots yet.');
    await expectAccessible(page);
    await round().getByRole('button', { name: 'Save these slots' }).click();
    await expect(round()).toContainText(/\d+ slots were added\./);
    await expect(round().getByText('0 of 1 booked').first()).toBeVisible();
  });

  await test.step('invites the shortlisted applicant', async () => {
    const invite = round().getByRole('form', { name: 'Invite to book: Panel interview' });
    await invite.getByRole('checkbox').check();
    await invite.getByRole('button', { name: 'Send the invitations' }).click();
    await expect(round()).toContainText('1 invitation was e-mailed.');
    await expect(round().getByRole('row').filter({ hasText: 'Not booked yet' })).toBeVisible();
  });

  const away = await (await browser.newContext({ timezoneId: 'America/Sao_Paulo' })).newPage();
  await test.step('the applicant opens the e-mailed link and books a time with an adjustment', async () => {
    const mail = await waitForMail(user.email, /^Interview invitation/);
    const link = new RegExp(`https?://[^\\s"<>]*(/careers/my-application/${applicationId}/interview)`).exec(mail.body)?.[1];
    expect(link, 'the invitation links to the booking page').toBeTruthy();
    // The applicant reads in the dark skin (axe checks its contrast); the staff's pages in the light one.
    await useSkin(away, 'dark');
    await signInAs(away, { email: user.email, password: user.password });
    await away.goto(link!);
    await pageReady(away, 'Your interview');
    await expect(away.getByRole('main')).toContainText('Education Centre, Room 4');
    // The applicant's zone is São Paulo's (the e2e hospital's is UTC); the hospital's time is beside each slot.
    await expect(away.getByText(/^At the hospital: /).first()).toBeVisible();
    await away.getByRole('button', { name: 'Book this time' }).click();
    await expect(away.getByRole('alert')).toContainText('Choose a time first.');
    await away.getByRole('radio').first().check();
    await away.getByLabel('Step-free access').check();
    await expectAccessible(away);
    await away.getByRole('button', { name: 'Book this time' }).click();
    await expect(away.getByText('Your interview is booked. We have e-mailed you the details.')).toBeVisible();
  });

  let firstTime = '';
  await test.step('moves it to another time and downloads the calendar file', async () => {
    firstTime = (await away.locator('.interview-facts strong').textContent()) ?? '';
    await away.getByRole('button', { name: 'Choose another time' }).click();
    await away.getByRole('radio').first().check();
    await away.getByRole('button', { name: 'Move my interview to this time' }).click();
    await expect(away.getByText('Your interview has moved. We have e-mailed you the new time.')).toBeVisible();
    await expect(away.locator('.interview-facts strong')).not.toHaveText(firstTime);
    const [download] = await Promise.all([away.waitForEvent('download'), away.getByRole('button', { name: 'Add to my calendar (.ics)' }).click()]);
    const ics = readFileSync((await download.path())!, 'utf8');
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(ics).not.toMatch(/step-free/i);
    await away.setViewportSize({ width: 390, height: 800 });
    await expectAccessible(away);
    await away.context().close();
  });

  await test.step('the board shows the booking and the adjustment asked for', async () => {
    await page.reload();
    await pageReady(page, /^Interviews: /);
    const row = round().getByRole('row').filter({ hasText: 'Booked' });
    await expect(row).toContainText('Step-free access (Requested)');
    await expect(round().getByText('1 of 1 booked')).toBeVisible();
    await page.setViewportSize({ width: 390, height: 800 });
    await expectAccessible(page);
  });

  await test.step('the recruiter agrees the adjustment and moves the booking from the board, by keyboard', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const adjustments = round().getByRole('form', { name: `Adjustments for ${user.fullName}` });
    await adjustments.getByLabel('Where they stand').selectOption({ label: 'Agreed' });
    await adjustments.getByLabel('What was arranged (optional)').fill('Ground-floor room 4, lift checked');
    await adjustments.getByRole('button', { name: 'Save the adjustments' }).click();
    await expect(round().getByRole('row').filter({ hasText: 'Booked' })).toContainText('Step-free access (Agreed)Arranged: Ground-floor room 4, lift checked');
    const booked = await round().getByRole('row').filter({ hasText: 'Booked' }).getByRole('cell').nth(1).textContent();
    await round().getByRole('button', { name: `Move the interview of ${user.fullName}` }).focus();
    await page.keyboard.press('Enter');
    const slot = round().getByRole('form', { name: `Slot for ${user.fullName}` }).getByLabel('Slot', { exact: true });
    await expect(slot).toBeFocused();
    await slot.selectOption({ index: 1 });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(round().getByRole('button', { name: `Move the interview of ${user.fullName}` })).toBeFocused();
    await expect(round().getByRole('row').filter({ hasText: 'Booked' }).getByRole('cell').nth(1)).not.toHaveText(booked ?? '');
    await expect(round().getByText('1 of 1 booked')).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('attendance, the panel member\'s scores, the outcome', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const assessment = () => round().getByRole('region', { name: `Assessment: ${user.fullName}` });
    await assessment().getByRole('button', { name: 'Record attendance' }).click();
    await expect(assessment()).toContainText('Attended');
    const panel = await (await browser.newContext()).newPage();
    await signInAs(panel, PANEL);
    await panel.goto(`/careers/admin/jobs/${jobId}/interviews`);
    await pageReady(panel, /^Interviews: /);
    const mine = panel.getByRole('form', { name: `My scores for ${user.fullName}` });
    await mine.getByLabel('Comment (optional)').fill('Calm, clear escalation plan.');
    await expectAccessible(panel);
    await mine.getByRole('button', { name: 'Send my scores' }).click();
    await expect(panel.getByRole('main')).toContainText('Calm, clear escalation plan.');
    await panel.context().close();
    await page.reload();
    await pageReady(page, /^Interviews: /);
    const outcome = assessment().getByRole('form', { name: `Outcome for ${user.fullName}` });
    await outcome.getByLabel('Rank for the offer step (optional)').fill('1');
    await outcome.getByLabel('Reason').fill('Meets every essential criterion.');
    await outcome.getByRole('button', { name: 'Record the outcome' }).click();
    await expect(assessment()).toContainText('Appointable (rank 1): Meets every essential criterion.');
    await expectAccessible(page);
  });
});
