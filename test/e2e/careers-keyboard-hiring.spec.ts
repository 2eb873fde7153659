import { expect, signInAs, test } from './fixtures';
import { pageReady, waitForLink } from './auth-helpers';
import { checkProfileWithoutApprovals, inDays, uniqueReferees } from './careers-api-helpers';
import { applicationAt } from './applicant-helpers';
import { expectFocused, tabTo, typeInto } from './keyboard-helpers';

/**
 * The hiring steps after an application is submitted, walked with the keyboard alone (issue 35):
 * booking and moving an interview, accepting an offer, a referee's answer. Each is set up through
 * the API (as careers-interviews, careers-offers and careers-references do); the walk itself uses
 * only Tab, Enter, Space, the arrow keys and typing.
 */

test('booking an interview and moving it with the keyboard alone', async ({ page }) => {
  const request = page.request;
  const { admin, job, user, applicationId } = await applicationAt(request, 'interview', ['under_review', 'shortlisted']);
  const round = await request.post(`/api/careers/admin/jobs/${job.id}/interview-rounds`, {
    headers: admin,
    data: { name: 'Keyboard panel', mode: 'in_person', location: 'Education Centre, Room 2', durationMinutes: 30, leadId: null, panelIds: [] },
  });
  expect(round.status(), await round.text()).toBe(201);
  const roundId = (await round.json()).id as number;
  const slots = await request.post(`/api/careers/admin/interview-rounds/${roundId}/slots`, {
    headers: admin,
    data: { from: inDays(3), to: inDays(4), dayStart: '09:00', dayEnd: '10:00', lengthMinutes: 30, bufferMinutes: 0, capacity: 1, weekdays: [1, 2, 3, 4, 5, 6, 7], preview: false },
  });
  expect(slots.status(), await slots.text()).toBe(200);
  const invited = await request.post(`/api/careers/admin/interview-rounds/${roundId}/invitations`, { headers: admin, data: { applicationIds: [applicationId], bookBy: new Date(Date.now() + 7 * 86_400_000).toISOString() } });
  expect(invited.status(), await invited.text()).toBe(200);

  await signInAs(page, { email: user.email, password: user.password });
  await page.goto(`/careers/my-application/${applicationId}/interview`);
  await pageReady(page, 'Your interview');
  // The times are one radio group: Tab reaches the first, Space chooses it.
  const picker = page.getByRole('form', { name: 'Choose a time' });
  await tabTo(page, picker.getByRole('radio').first());
  await page.keyboard.press('Space');
  await expect(picker.getByRole('radio').first()).toBeChecked();
  await tabTo(page, page.getByLabel('Step-free access'));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Book this time' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your interview is booked. We have e-mailed you the details.')).toBeVisible();
  // The button pressed is gone: the confirmation holds the focus, and the keyboard goes on from there.
  await expectFocused(page.getByText('Your interview is booked. We have e-mailed you the details.'));
  const booked = (await page.locator('.interview-facts strong').textContent()) ?? '';

  await tabTo(page, page.getByRole('button', { name: 'Choose another time' }));
  await page.keyboard.press('Enter');
  await tabTo(page, picker.getByRole('radio').first());
  // The arrow key moves along the group and chooses the next time.
  await page.keyboard.press('ArrowDown');
  await expect(picker.getByRole('radio').nth(1)).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Move my interview to this time' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your interview has moved. We have e-mailed you the new time.')).toBeVisible();
  await expect(page.locator('.interview-facts strong')).not.toHaveText(booked);
});

test('accepting an offer with the keyboard alone', async ({ page }) => {
  const request = page.request;
  const { admin, user, applicationId } = await applicationAt(request, 'offer', ['under_review', 'shortlisted', 'interview'], {
    prepare: (jobId, jobAdmin) => checkProfileWithoutApprovals(request, jobAdmin, jobId, ['identity']),
  });
  const terms = { grade: 'Band 5', salary: 55_000, band: '5', point: '1', hoursPerWeek: 37.5, workingPattern: 'Days and nights, rota', contractType: 'permanent', site: 'Main Campus', proposedStart: inDays(40) };
  const offer = await request.post(`/api/careers/admin/applications/${applicationId}/offers`, { headers: admin, data: { terms, respondBy: inDays(7) } });
  expect(offer.status(), await offer.text()).toBe(201);
  const sent = await request.post(`/api/careers/admin/offers/${(await offer.json()).id}/send`, { headers: admin });
  expect(sent.status(), await sent.text()).toBe(200);

  await signInAs(page, { email: user.email, password: user.password });
  await page.goto(`/careers/my-application/${applicationId}/offer`);
  await pageReady(page, 'Your offer');
  const accept = page.getByRole('button', { name: 'Accept the offer' });
  await tabTo(page, accept);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Accepted, checks in progress')).toBeVisible();
  await expectFocused(page.getByText('Accepted, checks in progress'));
  // Choosing a file opens the system's file picker, which the browser tests cannot drive: the walk
  // checks that the upload control is reached by Tab, not the upload itself.
  await tabTo(page, page.getByLabel('Upload a document for: Identity'));
});

test('a referee answering a reference with the keyboard alone', async ({ page }) => {
  const request = page.request;
  let grace = { email: '' };
  const { admin, headers, applicationId } = await applicationAt(request, 'reference', ['under_review', 'shortlisted', 'interview'], {
    prepare: async (_job, _admin, applicant) => {
      grace = (await uniqueReferees(request, applicant, `${Date.now()}-${Math.floor(Math.random() * 1e6)}`))[0]!;
    },
  });
  const named = (await (await request.get('/api/careers/profile', { headers })).json()).profile.referees as { id: string; email: string }[];
  const asked = await request.post(`/api/careers/admin/applications/${applicationId}/references`, { headers: admin, data: { refereeIds: [named.find((r) => r.email === grace.email)!.id], stage: 'pre_offer' } });
  expect(asked.status(), await asked.text()).toBe(201);

  await page.goto(await waitForLink(grace.email, '/careers/reference'));
  await pageReady(page, /A reference for/);
  await tabTo(page, page.getByRole('button', { name: 'Yes, give a reference' }));
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'Reference' });
  await typeInto(page, form.getByLabel('Your relationship to the applicant'), 'Ward manager');
  await typeInto(page, form.getByLabel('How long have you known them?'), 'Five years');
  await typeInto(page, form.getByLabel('Employed from'), '03012019');
  await expect(form.getByLabel('Employed from')).toHaveValue('2019-03-01');
  await typeInto(page, form.getByLabel('Their job title'), 'Staff nurse');
  // Each yes/no question is a radio group: Space chooses the first answer, an arrow key the next.
  await tabTo(page, form.getByRole('group', { name: 'Would you employ them again?' }).getByLabel('Yes'));
  await page.keyboard.press('Space');
  await tabTo(page, form.getByRole('group', { name: /able to do the role/ }).getByLabel('Yes'));
  await page.keyboard.press('Space');
  const shared = form.getByRole('group', { name: /shared with the applicant/ });
  await tabTo(page, shared.getByLabel('Yes'));
  await page.keyboard.press('ArrowDown');
  await expect(shared.getByLabel('No')).toBeChecked();
  await typeInto(page, form.getByLabel('Your full name'), 'Grace Wanjiru');
  await typeInto(page, form.getByLabel('Your job title'), 'Ward manager');
  await tabTo(page, form.getByLabel(/true and complete/));
  await page.keyboard.press('Space');
  await tabTo(page, form.getByRole('button', { name: 'Send the reference' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
  await expectFocused(page.getByRole('heading', { level: 1, name: 'Thank you' }));
});
