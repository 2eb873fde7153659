import type { Browser, Locator } from '@playwright/test';
import { DEMO, expect, expectAccessible, signInAs, test } from './fixtures';
import { pageReady, waitForLink } from './auth-helpers';
import { bearerOf, checkProfileOf, draftOfferThroughApi, HR, inDays, OH, uniqueReferees } from './careers-api-helpers';
import { applicationAt } from './applicant-helpers';
import { chooseByTyping, expectFocused, tabTo, typedDay, typeInto } from './keyboard-helpers';

/**
 * The rest of the staff's careers journeys walked with the keyboard alone (issue 35): an offer's
 * decisions after it is made (approve, send, make unconditional, confirm the start; withdraw another),
 * the pre-employment checks marked (met, not met, a health outcome with its note), references
 * requested, a member of staff invited, accessibility feedback marked handled. The set-up goes through
 * the API; the walk uses only Tab, Enter, Space and typing. Where the control pressed goes away, the
 * focus must land on what says what happened.
 */
const AT_INTERVIEW = ['under_review', 'shortlisted', 'interview'];

/** A new page of its own signed in as `who`. */
async function signedInPage(browser: Browser, who: { email: string; password: string }) {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, who);
  return page;
}

/** The row of one check in the offer panel's checklist, and its status cell (where the focus goes once it is marked). */
function checkRow(panel: Locator, check: string) {
  const row = panel.getByRole('row').filter({ has: panel.page().getByRole('rowheader', { name: check, exact: true }) });
  return { row, status: row.getByRole('cell').nth(2) };
}

test('an offer approved, sent, its checks marked, made unconditional and its start confirmed with the keyboard alone', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const request = page.request;
  const { admin, user, applicationId, headers: applicant } = await applicationAt(request, 'decide', AT_INTERVIEW, {
    prepare: (jobId, admin) => checkProfileOf(request, admin, jobId, ['identity', 'health'], 1),
  });
  // Made by the recruitment administrator: HR, a second person, approves it.
  const offerId = await draftOfferThroughApi(request, admin, applicationId);

  await signInAs(page, HR);
  await page.goto(`/careers/single-application/${applicationId}`);
  await pageReady(page);
  const panel = page.getByRole('region', { name: 'Offer' });
  const status = panel.locator('.offer-status');
  await expect(status).toContainText('Approvals 0 of 1');
  await tabTo(page, panel.getByRole('button', { name: 'Approve' }));
  await page.keyboard.press('Enter');
  // The approval shows on the status line, which takes the focus; sending is a Tab away.
  await expect(status).toContainText('Approvals 1 of 1');
  await expectFocused(status);
  await tabTo(page, panel.getByRole('button', { name: 'Send to the applicant' }));
  await page.keyboard.press('Enter');
  await expect(panel).toContainText('Waiting for an answer');
  await expectFocused(status);

  const accepted = await request.post(`/api/careers/applications/${applicationId}/offer/accept`, { headers: applicant });
  expect(accepted.status(), await accepted.text()).toBe(200);

  await test.step('HR marks the identity check met: its buttons go, its status takes the focus', async () => {
    await page.reload();
    await pageReady(page);
    await expect(status).toContainText('Accepted');
    await tabTo(page, panel.getByRole('button', { name: 'Mark met: Identity' }));
    await page.keyboard.press('Enter');
    const identity = checkRow(panel, 'Identity');
    await expect(identity.status).toHaveText('Met');
    await expectFocused(identity.status);
    await expectAccessible(page);
  });

  await test.step('occupational health records "fit" with a note: the form leaves the queue, the line saying so takes the focus', async () => {
    const oh = await signedInPage(browser, OH);
    await oh.goto('/careers/admin/health-checks');
    await pageReady(oh, 'Occupational health');
    const form = oh.getByRole('form', { name: `Outcome for ${user.fullName}` });
    // The queue holds every open assessment (other journeys' too): this one may be far down. "Fit" is chosen already.
    const outcome = form.getByLabel('Outcome', { exact: true });
    await tabTo(oh, outcome, 400);
    await expect(outcome).toHaveValue('fit');
    await typeInto(oh, form.getByLabel('Occupational health note (never shared)'), 'Seen in clinic; no concerns.');
    await tabTo(oh, form.getByRole('button', { name: 'Record the outcome' }));
    await oh.keyboard.press('Enter');
    const recorded = oh.getByRole('status').filter({ hasText: `The outcome for ${user.fullName} was recorded.` });
    await expect(recorded).toBeVisible();
    await expect(form).toHaveCount(0);
    await expectFocused(recorded);
    await expectAccessible(oh);
    await oh.context().close();
  });

  await test.step('HR changes the start date, makes the offer unconditional and confirms the start', async () => {
    await page.reload();
    await pageReady(page);
    const start = panel.getByLabel('Start date');
    await typeInto(page, start, typedDay(inDays(45), 'browser'));
    await expect(start).toHaveValue(inDays(45));
    await tabTo(page, panel.getByRole('button', { name: 'Make unconditional' }));
    await page.keyboard.press('Enter');
    // The button pressed is gone with the accepted status: the status line holds the focus.
    await expect(status).toContainText('Unconditional');
    await expectFocused(status);
    await tabTo(page, panel.getByRole('button', { name: 'Confirm the start' }));
    await page.keyboard.press('Enter');
    await expect(status).toContainText('Start confirmed');
    await expectFocused(status);
  });

  const stored = await request.get(`/api/careers/admin/applications/${applicationId}/offer`, { headers: admin });
  expect(stored.status(), await stored.text()).toBe(200);
  expect(await stored.json()).toMatchObject({ id: offerId, status: 'started', startDate: inDays(45) });
  const checks = (await stored.json()).checks as { checkTypeKey: string; status: string }[];
  expect(checks.map(({ checkTypeKey, status: s }) => ({ checkTypeKey, status: s }))).toEqual(
    expect.arrayContaining([
      { checkTypeKey: 'identity', status: 'met' },
      { checkTypeKey: 'health', status: 'met' },
    ]),
  );
});

test('an offer withdrawn with a reason, its identity check marked not met, with the keyboard alone', async ({ page }) => {
  const request = page.request;
  const { admin, applicationId } = await applicationAt(request, 'withdraw', AT_INTERVIEW, {
    prepare: (jobId, admin) => checkProfileOf(request, admin, jobId, ['identity'], 0),
  });
  const offerId = await draftOfferThroughApi(request, admin, applicationId);
  const sent = await request.post(`/api/careers/admin/offers/${offerId}/send`, { headers: admin });
  expect(sent.status(), await sent.text()).toBe(200);

  await signInAs(page, HR);
  await page.goto(`/careers/single-application/${applicationId}`);
  await pageReady(page);
  const panel = page.getByRole('region', { name: 'Offer' });
  await tabTo(page, panel.getByRole('button', { name: 'Mark not met: Identity' }));
  await page.keyboard.press('Enter');
  const identity = checkRow(panel, 'Identity');
  await expect(identity.status).toHaveText('Not met');
  await expectFocused(identity.status);

  await typeInto(page, panel.getByLabel('Reason for withdrawing (told to the applicant)'), 'The identity check could not be met.');
  await tabTo(page, panel.getByRole('button', { name: 'Withdraw the offer' }));
  await page.keyboard.press('Enter');
  // Withdrawn, the offer has no decision left: the status line holds the focus.
  const status = panel.locator('.offer-status');
  await expect(status).toContainText('Withdrawn');
  await expectFocused(status);
  await expect(panel.getByRole('button', { name: 'Withdraw the offer' })).toHaveCount(0);

  const stored = await request.get(`/api/careers/admin/applications/${applicationId}/offer`, { headers: admin });
  expect(stored.status(), await stored.text()).toBe(200);
  expect(await stored.json()).toMatchObject({ id: offerId, status: 'withdrawn' });
});

test('requesting references with the keyboard alone', async ({ page }) => {
  const request = page.request;
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const { applicationId } = await applicationAt(request, 'refs', AT_INTERVIEW, {
    prepare: async (_jobId, _admin, applicant) => {
      await uniqueReferees(request, applicant, stamp);
    },
  });

  await signInAs(page, HR);
  await page.goto(`/careers/single-application/${applicationId}`);
  await pageReady(page);
  const panel = page.getByRole('region', { name: 'References', exact: true });
  const form = panel.getByRole('form', { name: 'Request references' });
  for (const referee of [/Grace Wanjiru/, /Peter Otieno/, /Ask now, before the offer/]) {
    await tabTo(page, form.getByLabel(referee));
    await page.keyboard.press('Space');
    await expect(form.getByLabel(referee)).toBeChecked();
  }
  await tabTo(page, form.getByRole('button', { name: 'Send the requests' }));
  await page.keyboard.press('Enter');
  // Every referee asked, the form gives way: what was sent takes the focus.
  const sentLine = panel.getByRole('status').filter({ hasText: '2 reference requests were sent.' });
  await expect(sentLine).toBeVisible();
  await expect(panel).toContainText('Every referee the applicant named has been asked.');
  await expectFocused(sentLine);
  await expect(panel.getByRole('listitem')).toHaveCount(2);
  await expectAccessible(page);

  const stored = await request.get(`/api/careers/admin/applications/${applicationId}/references`, { headers: await bearerOf(request, HR) });
  expect(stored.status(), await stored.text()).toBe(200);
  const items = (await stored.json()).items as { refereeEmail: string; status: string; stage: string }[];
  expect(items.map(({ refereeEmail, status, stage }) => ({ refereeEmail, status, stage })).sort((a, b) => a.refereeEmail.localeCompare(b.refereeEmail))).toEqual([
    { refereeEmail: `grace.${stamp}@example.com`, status: 'requested', stage: 'pre_offer' },
    { refereeEmail: `peter.${stamp}@example.com`, status: 'requested', stage: 'pre_offer' },
  ]);
});

test('inviting a member of staff with the keyboard alone', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const email = `kb.invitee.${stamp}@example.org`;
  const name = `Keyboard Invitee ${stamp}`;
  await signInAs(page, DEMO.admin);
  await page.goto('/careers/admin/staff');
  await pageReady(page, 'Staff');
  await tabTo(page, page.getByRole('link', { name: 'Invite a member of staff' }));
  await page.keyboard.press('Enter');
  // The link pressed is gone: the form's heading takes the focus, and Tab goes on into the form.
  await expectFocused(page.getByRole('heading', { level: 1, name: 'Invite a member of staff' }));

  await typeInto(page, page.getByLabel('E-mail address'), email);
  await typeInto(page, page.getByLabel('Full name'), name);
  await chooseByTyping(page, 'Role', 'Recruiting', 'recruiting_manager');
  await typeInto(page, page.getByLabel('Job title'), 'Ward manager');
  await tabTo(page, page.getByRole('checkbox', { name: 'Nursing' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Nursing' })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Send the invitation' }));
  await page.keyboard.press('Enter');
  // The form is gone: the new member's page opens with their name holding the focus.
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeVisible();
  await expectFocused(heading);
  await expect(page.locator('.staff-details')).toContainText('Invited');
  await expectAccessible(page);

  expect(await waitForLink(email, '/careers/staff-invitation')).toContain('token=');
  const listed = await page.request.get(`/api/careers/admin/staff?q=${encodeURIComponent(email)}`, { headers: await bearerOf(page.request, DEMO.admin) });
  expect(listed.status(), await listed.text()).toBe(200);
  expect((await listed.json()).staff).toEqual([expect.objectContaining({ email, fullName: name, systemRole: 'recruiting_manager', status: 'invited' })]);
});

test('marking accessibility feedback handled with the keyboard alone', async ({ page }) => {
  const email = `kb.feedback.${Date.now().toString(36)}@example.org`;
  const sent = await page.request.post('/api/careers/accessibility/feedback', {
    data: { kind: 'problem', message: 'The date fields do not say their format.', name: 'Keyboard Sender', email, contactPreference: 'email', locale: 'en' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };

  await signInAs(page, DEMO.admin);
  await page.goto(`/careers/admin/accessibility-feedback?q=${reference}`);
  await pageReady(page, 'Accessibility feedback');
  const row = page.getByRole('row').filter({ hasText: reference });
  await tabTo(page, row.getByRole('button', { name: `Mark handled: ${reference}` }));
  await page.keyboard.press('Enter');
  // The button pressed gives way to who handled it: that line holds the focus.
  const handled = row.getByText(/^Handled by /);
  await expect(handled).toBeVisible();
  await expectFocused(handled);
  await expectAccessible(page);

  const listed = await page.request.get(`/api/careers/admin/accessibility-feedback?q=${reference}`, { headers: await bearerOf(page.request, DEMO.admin) });
  expect(listed.status(), await listed.text()).toBe(200);
  expect((await listed.json()).items).toEqual([expect.objectContaining({ reference, status: 'handled' })]);
});
