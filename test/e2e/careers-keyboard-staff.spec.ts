import { DEMO, expect, signInAs, test } from './fixtures';
import { pageReady } from './auth-helpers';
import { bearerOf, checkProfileWithoutApprovals, HR, inDays, publishedJob } from './careers-api-helpers';
import { applicationAt } from './applicant-helpers';
import { chooseByTyping, chooseRadio, expectFocused, tabTo, typedDay, typeInto } from './keyboard-helpers';

/**
 * The staff's careers journeys walked with the keyboard alone (issue 35): publishing a job, reviewing
 * an application (the list's job filter, status moves with a note), scoring an application in the
 * sift, moderating and closing the sift, building an interview round (its slots, its invitations),
 * making an offer. The applications are set up through the API; the walk
 * itself uses only Tab, Enter, Space, the arrow keys and typing. Where a control the keyboard pressed
 * goes away, the focus must land on what says what happened, not on the page's start; where it stays,
 * it keeps the focus while it works and after (BusyButton).
 */
const PANEL = { email: 'panel@demo.com', password: 'panel' };
const LEAD = { email: 'manager@demo.com', password: 'manager' };

test('publishing a job with the keyboard alone', async ({ page }) => {
  const title = `Keyboard ward sister ${Date.now().toString(36)}`;
  await signInAs(page, DEMO.admin);
  await page.goto('/careers/admin/jobs');
  await pageReady(page, 'Manage jobs');
  await tabTo(page, page.getByRole('link', { name: 'New job' }));
  await page.keyboard.press('Enter');
  // The link pressed is gone: the form's heading takes the focus, and Tab goes on into the form.
  await expectFocused(page.getByRole('heading', { level: 1, name: 'New job' }));

  await typeInto(page, page.getByLabel('Job title'), title);
  await chooseByTyping(page, 'Department (required to publish)', 'Nursing', 'nursing');
  await chooseByTyping(page, 'Site (required to publish)', 'Main', 'main-campus');
  await chooseByTyping(page, 'Employment type (required to publish)', 'Perm', 'permanent');
  await chooseByTyping(page, 'Working pattern (required to publish)', 'Full', 'full-time');
  await typeInto(page, page.getByLabel('Minimum monthly salary (required to publish)'), '50000');
  await typeInto(page, page.getByLabel('Maximum monthly salary (required to publish)'), '60000');
  await typeInto(page, page.getByLabel('Closing date (required to publish)'), typedDay(inDays(30), 'portal'));
  await typeInto(page, page.getByLabel('Summary (required to publish)'), 'Lead the nursing team of the surgical ward.');
  await typeInto(page, page.getByLabel('Description (required to publish)'), 'You will lead the nurses of the surgical ward by day.');
  await tabTo(page, page.getByRole('button', { name: 'Save as draft' }));
  await page.keyboard.press('Enter');

  // Saved, the form gives way to the list: its heading holds the focus.
  await expect(page.getByText(`“${title}” was saved.`)).toBeVisible();
  await expectFocused(page.getByRole('heading', { level: 1, name: 'Manage jobs' }));
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Draft');
  await tabTo(page, row.getByRole('button', { name: `Publish ${title}` }));
  await page.keyboard.press('Enter');
  // The button pressed is gone with the draft status: the job's new status holds the focus.
  await expect(row).toContainText('Open');
  await expectFocused(row.getByText('Open', { exact: true }));

  const admin = await bearerOf(page.request, DEMO.admin);
  const jobs = await page.request.get(`/api/careers/admin/jobs?q=${encodeURIComponent(title)}`, { headers: admin });
  expect(jobs.status(), await jobs.text()).toBe(200);
  expect((await jobs.json()).jobs).toEqual([expect.objectContaining({ title, status: 'open' })]);
});

test('reviewing an application with the keyboard alone: the list filtered by job, status moves with a note', async ({ page }) => {
  const { job, user, applicationId } = await applicationAt(page.request, 'review', []);
  await signInAs(page, DEMO.admin);
  await page.goto('/careers/admin/applications');
  await pageReady(page, 'Applications');
  const jobFilter = page.getByLabel('Job', { exact: true });
  await tabTo(page, jobFilter);
  // A native select: the arrow keys would walk every job; typing the title's start jumps to it.
  await page.keyboard.type(job.title);
  await expect(page).toHaveURL(new RegExp(`job=${job.id}`));
  await tabTo(page, page.getByRole('link', { name: user.fullName, exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/careers/single-application/${applicationId}$`));
  await pageReady(page, new RegExp(job.title));

  const moves = page.getByRole('group', { name: 'Change the status' });
  await chooseRadio(page, moves, 'Start review');
  await tabTo(page, page.getByRole('button', { name: 'Start review' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('The application is now: Under review.')).toBeVisible();
  // The button pressed goes disabled with nothing chosen: the new status's choices hold the focus.
  await expectFocused(moves);

  await chooseRadio(page, moves, 'Shortlist');
  await typeInto(page, page.getByLabel('Note (shown on the timeline)'), 'Strong ward experience.');
  await tabTo(page, page.getByRole('button', { name: 'Shortlist' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('The application is now: Shortlisted.')).toBeVisible();
  await expectFocused(moves);
  await expect(page.locator('.application-timeline')).toContainText('Strong ward experience.');

  // An internal note alone: its button goes disabled with the field emptied, the choices hold the focus.
  await typeInto(page, page.getByLabel('Internal note'), 'Check the registration expiry.');
  await tabTo(page, page.getByRole('button', { name: 'Add note' }));
  await page.keyboard.press('Enter');
  await expect(page.locator('.application-timeline')).toContainText('Check the registration expiry.');
  await expectFocused(moves);

  // Reject asks for a reason first, and takes the keyboard to it.
  await chooseRadio(page, moves, 'Reject');
  await tabTo(page, page.getByRole('button', { name: 'Reject' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Give a reason.')).toBeVisible();
  await expectFocused(page.getByLabel('Reason (required)'));

  const admin = await bearerOf(page.request, DEMO.admin);
  const stored = await page.request.get(`/api/careers/admin/applications/${applicationId}`, { headers: admin });
  expect((await stored.json()).status).toBe('shortlisted');
});

test('scoring an application in the sift with the keyboard alone', async ({ page }) => {
  const request = page.request;
  const panelId = (await (await request.post('/api/jwt/login', { data: PANEL })).json()).userData.id as number;
  const { job, applicationId } = await applicationAt(request, 'sift', [], {
    jobFields: { essentialCriteria: ['Registered nurse'], desirableCriteria: ['Theatre experience'] },
    prepare: async (jobId, admin) => {
      const team = await request.put(`/api/careers/admin/jobs/${jobId}/team`, { headers: admin, data: { members: [{ userId: panelId, teamRole: 'shortlisting' }] } });
      expect(team.status(), await team.text()).toBe(200);
    },
  });

  await signInAs(page, PANEL);
  await page.goto('/careers/admin/sift');
  await pageReady(page, 'Shortlisting');
  const card = page.getByRole('region', { name: new RegExp(job.title) });
  await tabTo(page, card.getByRole('list').getByRole('link'));
  await page.keyboard.press('Enter');
  const yourScores = page.getByRole('region', { name: 'Your scores' });
  await expect(yourScores).toBeVisible();

  const criteria = yourScores.getByRole('group', { name: /^(Essential|Desirable):/ });
  await expect(criteria).toHaveCount(2);
  for (const [i, score] of [3, 2].entries()) {
    const criterion = criteria.nth(i);
    // Each scale is a radio group: Tab reaches its first point, the arrow keys move along it.
    await tabTo(page, criterion.getByRole('radio').first());
    for (let step = 0; step < score; step += 1) await page.keyboard.press('ArrowRight');
    await expect(criterion.getByRole('radio', { name: new RegExp(`^${score} –`) })).toBeChecked();
    await typeInto(page, criterion.getByLabel('Evidence', { exact: true }), `Evidence ${score} from the statement`);
  }
  await tabTo(page, page.getByRole('group', { name: 'Overall verdict' }).getByRole('radio', { name: 'Shortlist', exact: true }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Submit my scores' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Submit your scores?' });
  await tabTo(page, dialog.getByRole('button', { name: 'Submit', exact: true }));
  await page.keyboard.press('Enter');

  // The form and its button are gone with the dialog: the scores, now shown, hold the focus.
  const allScores = page.getByRole('region', { name: 'All scores' });
  await expect(allScores).toContainText('Scores by scorer');
  await expectFocused(allScores.getByRole('heading', { name: 'All scores' }));

  const stored = await request.get(`/api/careers/admin/sift/applications/${applicationId}/scores`, { headers: await bearerOf(request, PANEL) });
  expect(stored.status(), await stored.text()).toBe(200);
  const [mine] = (await stored.json()).submissions as { verdict: string; scores: { score: number; evidence: string }[] }[];
  expect(mine!.verdict).toBe('shortlist');
  expect(mine!.scores.map(({ score, evidence }) => ({ score, evidence }))).toEqual(
    expect.arrayContaining([
      { score: 3, evidence: 'Evidence 3 from the statement' },
      { score: 2, evidence: 'Evidence 2 from the statement' },
    ]),
  );
  expect(mine!.scores).toHaveLength(2);
});

test('moderating and closing the sift with the keyboard alone', async ({ page }) => {
  const request = page.request;
  const [panelId, hrId, leadId] = await Promise.all([PANEL, HR, LEAD].map(async (who) => (await (await request.post('/api/jwt/login', { data: who })).json()).userData.id as number));
  const { job, admin, applicationId } = await applicationAt(request, 'moderate', [], {
    jobFields: { essentialCriteria: ['Registered nurse'], desirableCriteria: ['Theatre experience'] },
    prepare: async (jobId, admin) => {
      const members = [
        { userId: panelId, teamRole: 'shortlisting' },
        { userId: hrId, teamRole: 'shortlisting' },
        { userId: leadId, teamRole: 'shortlisting_lead' },
      ];
      const team = await request.put(`/api/careers/admin/jobs/${jobId}/team`, { headers: admin, data: { members } });
      expect(team.status(), await team.text()).toBe(200);
    },
  });
  // Two scorers far apart on the essential criterion, with different verdicts: the lead must moderate.
  for (const [who, [essential, desirable], verdict] of [
    [PANEL, [3, 3], 'shortlist'],
    [HR, [1, 3], 'reject'],
  ] as const) {
    const scores = [
      { criterionKey: 'essential-0', score: essential, evidence: 'From the statement' },
      { criterionKey: 'desirable-0', score: desirable, evidence: 'From the statement' },
    ];
    const submitted = await request.put(`/api/careers/admin/sift/applications/${applicationId}/scores`, { headers: await bearerOf(request, who), data: { scores, verdict } });
    expect(submitted.status(), await submitted.text()).toBe(200);
  }

  await signInAs(page, LEAD);
  await page.goto(`/careers/admin/sift/application/${applicationId}`);
  await pageReady(page);
  const moderation = page.getByRole('form', { name: 'Moderation' });
  await chooseByTyping(page, 'Agreed score: Registered nurse', '3', '3');
  await tabTo(page, moderation.getByRole('radio', { name: 'Shortlist', exact: true }));
  await page.keyboard.press('Space');
  await typeInto(page, moderation.getByLabel('Reason'), 'Registration and ward experience are both in the statement.');
  await tabTo(page, moderation.getByRole('button', { name: 'Record the moderation' }));
  await page.keyboard.press('Enter');
  // The form and its button are gone: the moderation's outcome holds the focus.
  const moderated = page.getByRole('region', { name: 'All scores' }).getByText(/^Moderated by /);
  await expect(moderated).toBeVisible();
  await expectFocused(moderated);

  await page.goto(`/careers/admin/sift/job/${job.id}/close`);
  await pageReady(page, 'Close the sift');
  await tabTo(page, page.getByRole('radio', { name: /^Every essential criterion met/ }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Preview the outcome' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Shortlisted: 1. Not shortlisted: 0.')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Close the sift' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Close the sift?' });
  await tabTo(page, dialog.getByRole('button', { name: 'Close the sift' }));
  await page.keyboard.press('Enter');
  // The button and its dialog are gone: the outcome's heading holds the focus.
  const closed = page.getByRole('heading', { name: 'The sift is closed' });
  await expect(closed).toBeVisible();
  await expectFocused(closed);

  const application = await request.get(`/api/careers/admin/applications/${applicationId}`, { headers: admin });
  expect(application.status(), await application.text()).toBe(200);
  expect((await application.json()).status).toBe('shortlisted');
});

test('building an interview round, its slots and its invitations with the keyboard alone', async ({ page }) => {
  const request = page.request;
  const panel = (await (await request.post('/api/jwt/login', { data: PANEL })).json()).userData as { id: number; fullName: string };
  const { job, user } = await applicationAt(request, 'rounds', ['under_review', 'shortlisted'], {
    prepare: async (jobId, admin) => {
      const team = await request.put(`/api/careers/admin/jobs/${jobId}/team`, { headers: admin, data: { members: [{ userId: panel.id, teamRole: 'interview' }] } });
      expect(team.status(), await team.text()).toBe(200);
    },
  });
  await signInAs(page, DEMO.admin);
  await page.goto(`/careers/admin/jobs/${job.id}/interviews`);
  await pageReady(page, /^Interviews: /);
  await tabTo(page, page.getByRole('button', { name: 'New interview round' }));
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'New interview round' });
  await typeInto(page, form.getByLabel('Name of the round'), 'Panel interview');
  await typeInto(page, form.getByLabel('Place'), 'Education Centre, Room 4');
  await tabTo(page, form.getByLabel(panel.fullName));
  await page.keyboard.press('Space');
  await tabTo(page, form.getByRole('button', { name: 'Add the round' }));
  await page.keyboard.press('Enter');
  const round = page.getByRole('region', { name: 'Panel interview', exact: true });
  await expect(round).toContainText('No slots yet.');
  // The form and its button are gone: the new round's heading holds the focus.
  await expectFocused(round.getByRole('heading', { name: 'Panel interview' }));

  await tabTo(page, round.getByRole('form', { name: 'Generate slots: Panel interview' }).getByRole('button', { name: 'Preview the slots' }));
  await page.keyboard.press('Enter');
  const previewed = round.getByText(/The preview makes \d+ slots:/);
  await expect(previewed).toBeVisible();
  // The button went busy (disabled): what the preview makes holds the focus, and Tab goes on to save it.
  await expectFocused(previewed);
  await tabTo(page, round.getByRole('button', { name: 'Save these slots' }));
  await page.keyboard.press('Enter');
  const added = round.getByText(/\d+ slots were added\./);
  await expect(added).toBeVisible();
  await expectFocused(added);

  const invite = round.getByRole('form', { name: 'Invite to book: Panel interview' });
  await tabTo(page, invite.getByRole('checkbox'));
  await page.keyboard.press('Space');
  await tabTo(page, invite.getByRole('button', { name: 'Send the invitations' }));
  await page.keyboard.press('Enter');
  await expect(round).toContainText('1 invitation was e-mailed.');
  await expect(round.getByRole('row').filter({ hasText: 'Not booked yet' })).toContainText(user.fullName);
  await expectFocused(round.getByText('1 invitation was e-mailed.'));
});

test('making and sending an offer with the keyboard alone', async ({ page }) => {
  const request = page.request;
  const { applicationId, headers: applicant } = await applicationAt(request, 'staffoffer', ['under_review', 'shortlisted', 'interview'], {
    prepare: (jobId, admin) => checkProfileWithoutApprovals(request, admin, jobId, ['identity']),
  });

  await signInAs(page, HR);
  await page.goto(`/careers/single-application/${applicationId}`);
  await pageReady(page);
  const form = page.getByRole('form', { name: 'Make an offer' });
  await typeInto(page, form.getByLabel('Grade'), 'Band 5');
  await typeInto(page, form.getByLabel('Salary (yearly)'), '55000');
  await typeInto(page, form.getByLabel('Working pattern'), 'Days and nights, rota');
  await typeInto(page, form.getByLabel('Site'), 'Main Campus');
  // A date field takes the month, the day and the year typed in a row.
  await typeInto(page, form.getByLabel('Proposed start'), typedDay(inDays(40), 'browser'));
  await expect(form.getByLabel('Proposed start')).toHaveValue(inDays(40));
  await typeInto(page, form.getByLabel('Respond by'), typedDay(inDays(7), 'browser'));
  await expect(form.getByLabel('Respond by')).toHaveValue(inDays(7));
  await tabTo(page, form.getByRole('button', { name: 'Make the offer (draft)' }));
  await page.keyboard.press('Enter');

  // The form is gone: the offer's status line holds the focus, then the next decision is a Tab away.
  const panel = page.getByRole('region', { name: 'Offer' });
  const status = panel.locator('.offer-status');
  await expect(status).toContainText('Draft');
  await expectFocused(status);
  await tabTo(page, panel.getByRole('button', { name: 'Send to the applicant' }));
  await page.keyboard.press('Enter');
  await expect(panel).toContainText('Waiting for an answer');
  await expectFocused(status);

  const seen = await request.get(`/api/careers/applications/${applicationId}/offer`, { headers: applicant });
  expect(seen.status(), await seen.text()).toBe(200);
  expect(await seen.json()).toMatchObject({ status: 'sent', terms: { grade: 'Band 5', salary: 55000, workingPattern: 'Days and nights, rota', site: 'Main Campus', proposedStart: inDays(40) } });
});

test('saving a job’s scorecard and offer checks with the keyboard alone: each pressed button keeps the focus while it saves and after', async ({ page }) => {
  const { id } = await publishedJob(page.request, 'Keyboard checks', false, { essentialCriteria: ['Registered nurse'] });
  await signInAs(page, DEMO.admin);
  await page.goto(`/careers/admin/jobs?edit=${id}`);
  await pageReady(page);
  const scorecard = page.getByRole('region', { name: 'Shortlisting scorecard' });
  const saveScorecard = scorecard.getByRole('button', { name: 'Save the scorecard' });
  await tabTo(page, saveScorecard, 250);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Scorecard saved')).toBeVisible();
  await expectFocused(saveScorecard);

  const form = page.getByRole('form', { name: "Checks and approvals of this job's offers" });
  // Below the job's form and its hiring team: a long way by Tab.
  await chooseByTyping(page, 'Approvals an offer needs before it is sent', '2', '2', 250);
  const save = form.getByRole('button', { name: 'Save the checks and approvals' });
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status')).toHaveText('Saved.');
  // The button went busy while it saved and stays on the page: the focus is still on it, not on <body>
  // (PrimeReact's `loading` disabled it, and the next Tab started again from the page's top).
  await expectFocused(save);

  const admin = await bearerOf(page.request, DEMO.admin);
  const stored = await page.request.get(`/api/careers/admin/jobs/${id}/check-profile`, { headers: admin });
  expect(stored.status(), await stored.text()).toBe(200);
  expect((await stored.json()).approvalsRequired).toBe(2);
});
