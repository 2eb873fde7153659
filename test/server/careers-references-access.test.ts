import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { auditLog, mailOutbox, referenceRequests } from '../../server/db/schema.js';
import { referencesSatisfied, runReferenceReminders } from '../../server/modules/careers-references/index.js';
import { activeStaff } from './careers-staff-helpers.js';
import { answers, atInterview, MARY, moveTo, myRefsUrl, PETER, referee, refereeToken, referencesJob, refsUrl } from './careers-references-helpers.js';

let t: TestApp;
let admin: Record<string, string>;
let jobId: number;
let app: Awaited<ReturnType<typeof atInterview>>;
const staff: Record<string, Record<string, string>> = {};
const ids: Record<string, number> = {};
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.token('admin'));
  jobId = await referencesJob(t, 'ICU Nurse, post-offer references', 'after_offer');
  app = await atInterview(t, admin, jobId, 'refs-access');
  await moveTo(t, admin, app.id, ['offer']);
  const people = [
    ['manager', { systemRole: 'recruiting_manager' }],
    ['safeguardingManager', { systemRole: 'recruiting_manager', flags: ['view_safeguarding'] }],
    ['panel', { systemRole: 'panel_member' }],
    ['auditor', { systemRole: 'auditor' }],
    ['hr', { systemRole: 'recruitment_admin', flags: ['view_safeguarding'] }],
    ['oh', { systemRole: 'occupational_health' }],
  ] as const;
  const team = [];
  for (const [key, fields] of people) {
    const member = await activeStaff(t, admin, `refs.${key.toLowerCase()}@example.org`, fields);
    staff[key] = member.headers;
    if (key === 'manager' || key === 'safeguardingManager') team.push({ userId: member.id, teamRole: 'recruiting_manager' });
    if (key === 'panel') team.push({ userId: member.id, teamRole: 'interview' });
  }
  const set = await t.app.inject({ method: 'PUT', url: `/api/careers/admin/jobs/${jobId}/team`, headers: admin, payload: { members: team } });
  expect(set.statusCode, set.body).toBe(200);
  const res = await t.app.inject({ method: 'POST', url: refsUrl(app.id), headers: admin, payload: { refereeIds: ['ref-1', 'ref-2'] } });
  expect(res.statusCode, res.body).toBe(201);
  [ids.mary, ids.peter] = res.json().items.map((i: { id: number }) => i.id);
}, 180_000);
afterAll(async () => t?.close());

const get = (headers: Record<string, string>, id = ids.mary!) => t.app.inject({ url: refsUrl(app.id, id), headers });

describe('who sees what', () => {
  it('the post-offer questionnaire asks the concern and absence questions; the referee submits', async () => {
    const token = await refereeToken(t, MARY);
    const page = (await referee.get(t, token)).json();
    expect(page.stage).toBe('post_offer');
    expect(page.questions.map((q: { key: string }) => q.key)).toEqual(expect.arrayContaining(['concerns', 'sicknessAbsenceDays', 'reasonForLeaving']));
    expect((await referee.submit(t, token, answers('pre_offer'))).json()).toMatchObject({ code: 'answers_incomplete', field: 'answers.concerns.investigation' });
    expect((await referee.submit(t, token, answers('post_offer'))).statusCode).toBe(200);
  });

  it('HR and the auditor read the content, every read audited; concern answers only with view_safeguarding', async () => {
    const hr = (await get(staff.hr!)).json();
    expect(hr.content).toMatchObject({ comments: 'Calm under pressure, trusted by the whole ward' });
    expect(hr.concerns).toMatchObject({ allegations: { answer: 'yes', details: 'Unfounded complaint in 2019, closed' } });
    expect(hr.confidential).toBe(true);
    const auditor = (await get(staff.auditor!)).json();
    expect(auditor.content).toMatchObject({ jobTitle: 'Nursing Officer' });
    expect(auditor.concerns).toBe('answered_restricted');
    expect(JSON.stringify(auditor)).not.toContain('Unfounded');
    const reads = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'reference.read'), eq(auditLog.subjectId, String(ids.mary))));
    expect(reads.map((r) => [r.actorRole, r.fields])).toEqual(expect.arrayContaining([['recruitment_admin', ['content', 'concerns']], ['auditor', ['content']]]));
  });

  it('the recruiting manager reads the content from the offer on; concerns with the flag only', async () => {
    expect((await get(staff.manager!)).json()).toMatchObject({ content: { jobTitle: 'Nursing Officer' }, concerns: 'answered_restricted' });
    expect((await get(staff.safeguardingManager!)).json().concerns).toMatchObject({ investigation: { answer: 'no' } });
  });

  it('panel members and occupational health see nothing (404), list or reference', async () => {
    for (const who of [staff.panel!, staff.oh!]) {
      expect((await get(who)).statusCode).toBe(404);
      expect((await t.app.inject({ url: refsUrl(app.id), headers: who })).statusCode).toBe(404);
    }
    // The auditor sees but changes nothing.
    expect((await t.app.inject({ method: 'POST', url: refsUrl(app.id, ids.mary, 'review'), headers: staff.auditor!, payload: { review: 'satisfactory' } })).statusCode).toBe(403);
  });

  it('the applicant sees status and history, never the content', async () => {
    const mine = await t.app.inject({ url: myRefsUrl(app.id), headers: app.who.headers });
    expect(mine.statusCode).toBe(200);
    const text = mine.body;
    expect(mine.json().items[0]).toMatchObject({ status: 'submitted', history: [{ kind: 'requested' }, { kind: 'received' }] });
    for (const secret of ['Calm under pressure', 'Unfounded', 'Nursing Officer', 'shareable']) expect(text).not.toContain(secret);
    const mails = await t.app.db.select({ text: mailOutbox.bodyText }).from(mailOutbox).where(eq(mailOutbox.recipient, app.who.email));
    expect(JSON.stringify(mails)).not.toContain('Calm under pressure');
    const csv = await t.app.inject({ url: `/api/careers/admin/applications/export.csv?jobId=${jobId}`, headers: admin });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain('Calm under pressure');
  });
});

describe('links, reminders and replacements', () => {
  it('an e-mail change kills the old links; the new address gets a working one', async () => {
    const old = await refereeToken(t, PETER);
    const changed = await t.app.inject({ method: 'PATCH', url: refsUrl(app.id, ids.peter, 'email'), headers: staff.hr!, payload: { email: 'peter.k@county.example' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await referee.get(t, old)).json()).toMatchObject({ statusCode: 404, code: 'reference_link_invalid' });
    expect((await referee.get(t, await refereeToken(t, 'peter.k@county.example'))).json().state).toBe('open');
    // Not the applicant's own address, not another referee's.
    expect((await t.app.inject({ method: 'PATCH', url: refsUrl(app.id, ids.peter, 'email'), headers: staff.hr!, payload: { email: app.who.email.toUpperCase() } })).json()).toMatchObject({ code: 'referee_is_applicant' });
    expect((await t.app.inject({ method: 'PATCH', url: refsUrl(app.id, ids.peter, 'email'), headers: staff.hr!, payload: { email: MARY } })).json()).toMatchObject({ code: 'referee_already_asked' });
  });

  it('two scheduler instances on day 7, 14 and 28 send one reminder each; none after submission', async () => {
    const mailsTo = async (to: string) => (await t.app.db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.recipient, to)).orderBy(mailOutbox.id)).map((m) => m.subject);
    const start = Date.now();
    await t.app.db.update(referenceRequests).set({ requestedAt: new Date(start) }).where(eq(referenceRequests.applicationId, app.id));
    const before = (await mailsTo('peter.k@county.example')).length;
    const runBoth = (day: number) =>
      Promise.all(['a', 'b'].map((instance) => runReferenceReminders(t.app, t.config, { instance, now: new Date(start + day * DAY + 3_600_000) })));
    const sent: number[][] = [];
    for (const day of [7, 7, 9, 14, 16, 28, 30]) sent.push(await runBoth(day));
    const peter = (await mailsTo('peter.k@county.example')).slice(before);
    expect(peter.filter((s) => s.startsWith('Reminder'))).toHaveLength(2);
    expect(peter.filter((s) => s.startsWith('Final reminder'))).toHaveLength(1);
    expect(peter).toHaveLength(3);
    // Mary submitted: nothing to her after her reference.
    expect((await mailsTo(MARY)).filter((s) => /reminder/i.test(s))).toEqual([]);
    // The applicant: the day-9 and day-16 nudges about Peter, once each.
    const nudges = (await mailsTo(app.who.email)).filter((s) => /not arrived|another referee/.test(s));
    expect(nudges).toHaveLength(2);
    // Each run of the pair sent at most once in all.
    for (const pair of sent) expect(pair[0]! + pair[1]!).toBeLessThanOrEqual(2);
  });

  it('the applicant reminds at most every 48 h: two at once send one, the next is refused with a code', async () => {
    const both = await Promise.all([0, 1].map(() => t.app.inject({ method: 'POST', url: myRefsUrl(app.id, ids.peter, 'remind'), headers: app.who.headers })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 429]);
    const again = await t.app.inject({ method: 'POST', url: myRefsUrl(app.id, ids.peter, 'remind'), headers: app.who.headers });
    expect(again.json()).toMatchObject({ statusCode: 429, code: 'reminder_too_soon' });
    // Another applicant's reference: 404.
    const other = await atInterview(t, admin, jobId, 'refs-other');
    expect((await t.app.inject({ method: 'POST', url: myRefsUrl(app.id, ids.peter, 'remind'), headers: other.who.headers })).statusCode).toBe(404);
  });

  it('a referee declines; the applicant replaces them; both references arrive and are satisfactory: the references check is met', async () => {
    const token = await refereeToken(t, 'peter.k@county.example');
    const declined = await referee.decline(t, token, 'I left before they joined');
    expect(declined.json().state).toBe('declined');
    expect((await t.app.inject({ method: 'POST', url: myRefsUrl(app.id, ids.mary, 'replace'), headers: app.who.headers, payload: { name: 'A B', email: 'ab@county.example', position: '', organisation: '', relationship: '' } })).json()).toMatchObject({ code: 'referee_not_replaceable' });
    expect((await t.app.inject({ method: 'POST', url: myRefsUrl(app.id, ids.peter, 'replace'), headers: app.who.headers, payload: { name: 'Me', email: app.who.email, position: '', organisation: '', relationship: '' } })).json()).toMatchObject({ code: 'referee_is_applicant' });
    const replaced = await t.app.inject({ method: 'POST', url: myRefsUrl(app.id, ids.peter, 'replace'), headers: app.who.headers, payload: { name: 'Grace Wanjiru', email: 'grace@county.example', position: 'Ward Sister', organisation: 'County Hospital', relationship: 'Supervisor' } });
    expect(replaced.statusCode, replaced.body).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: myRefsUrl(app.id, ids.peter, 'replace'), headers: app.who.headers, payload: { name: 'Other', email: 'other@county.example', position: '', organisation: '', relationship: '' } })).json()).toMatchObject({ code: 'referee_not_replaceable' });
    expect((await referee.submit(t, await refereeToken(t, 'grace@county.example'), answers('post_offer'))).statusCode).toBe(200);
    expect(await referencesSatisfied(t.app.db, app.id)).toBe(false);
    for (const id of [ids.mary!, replaced.json().id as number]) {
      expect((await t.app.inject({ method: 'POST', url: refsUrl(app.id, id, 'review'), headers: staff.hr!, payload: { review: 'satisfactory' } })).statusCode).toBe(200);
    }
    expect(await referencesSatisfied(t.app.db, app.id)).toBe(true);
    expect((await t.app.inject({ url: refsUrl(app.id), headers: staff.manager! })).json().requiredSatisfied).toBe(true);
  });
});
