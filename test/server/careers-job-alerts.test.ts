import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { applications, jobAlerts } from '../../server/db/schema.js';
import { boardMatcher, type JobCriteria } from '../../server/modules/careers-jobs/index.js';
import { runDigest } from '../../server/modules/careers-alerts/index.js';
import { registerApplicant } from './careers-helpers.js';
import { readOutbox, type OutboxMessage } from '../helpers/outbox.js';
import { eventually } from '../helpers/smtp.js';
import { ALERTS, alertMails, manageToken, publishJob, rewind, saveAlert } from './careers-job-alerts-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const digest = (period: string, instance = 'test') => runDigest(t.app, t.config, [{ frequency: 'daily', period }], { instance });

describe('matching is the board search', () => {
  const table: JobCriteria[] = [
    {},
    { q: 'nurse' },
    { q: 'nurses' },
    { q: 'paed' },
    { q: 'Pédiatrie' },
    { q: 'TRH/' },
    { department: ['nursing'] },
    { department: ['nursing', 'pharmacy'], workingPattern: ['full-time'] },
    { employmentType: ['permanent'] },
    { location: ['main-campus'] },
    { q: 'officer', department: ['administration', 'ict'] },
    { q: 'zzzz-nothing' },
    { q: 'infirmière', lang: 'fr' },
  ];
  it.each(table.map((c) => [JSON.stringify(c), c] as const))('%s: the same jobs as GET /api/careers/jobs', async (_, criteria) => {
    const params = new URLSearchParams({ perPage: '100' });
    for (const [key, value] of Object.entries(criteria)) for (const v of [value].flat()) params.append(key, String(v));
    const board = await t.app.inject({ url: `/api/careers/jobs?${params}` });
    expect(board.statusCode).toBe(200);
    const searched = board.json().jobs.map((j: { id: number }) => j.id);
    const matched = (await (await boardMatcher(t.app.db)).match(criteria, new Date(0))).map((j) => j.id);
    expect(matched).toEqual(searched);
    if (criteria.q === 'nurse' || criteria.department?.[0] === 'nursing') expect(searched.length).toBeGreaterThan(0);
  });
});

describe('the digest', () => {
  it('sends new matching jobs once, however often and on however many instances it runs', async () => {
    const jane = await registerApplicant(t.app, 'alert-jane');
    const alert = await saveAlert(t.app, jane.headers, { q: 'compounding', department: ['pharmacy'] });
    expect(alert.status).toBe('active');
    const other = await publishJob(t, 'Compounding Pharmacist');
    await publishJob(t, 'Compounding Nurse', { department: 'nursing' });
    const [a, b] = await Promise.all([digest('d:2030-01-01', 'one'), digest('d:2030-01-01', 'two')]);
    expect(a.mails + b.mails).toBe(1);
    expect((await digest('d:2030-01-01')).mails).toBe(0);
    const mails = await alertMails(t.app, jane.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('1 new job · Pharmacy');
    expect(mails[0]!.bodyText).toContain('Compounding Pharmacist');
    expect(mails[0]!.bodyText).not.toContain('Compounding Nurse');
    expect(mails[0]!.bodyText).toContain('/careers/jobs?q=compounding&department=pharmacy');
    expect(mails[0]!.bodyText).toContain('You receive this e-mail because alert-jane@example.org subscribed');
    expect(mails[0]!.bodyHtml).not.toMatch(/<img/i);
    // The next day: the job was sent already (even with the watermark rewound, the sent-job row stops it).
    await rewind(t.app, alert.id);
    expect((await digest('d:2030-01-02')).mails).toBe(0);
    expect(other.id).toBeGreaterThan(0);
  });

  it('carries List-Unsubscribe (https and mailto), List-Unsubscribe-Post and List-Id', async () => {
    const sam = await registerApplicant(t.app, 'alert-sam');
    await saveAlert(t.app, sam.headers, { q: 'radiographer' });
    await publishJob(t, 'Radiographer', { department: 'radiology' });
    await digest('d:2030-02-01');
    const [mail] = await alertMails(t.app, sam.email);
    const headers = mail!.headers!;
    expect(headers['List-Unsubscribe']).toMatch(/^<http:\/\/[^>]+\/api\/careers\/job-alerts\/unsubscribe\?token=[\w-]+>, <mailto:careers@hospital\.example\?subject=[^>]+>$/);
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(headers['List-Id']).toMatch(/^Job alerts <job-alerts\.[\w.-]+>$/);
    // The sender writes them into the message (once it has taken the message from the outbox: on
    // PostgreSQL it hears of it by a notification, so the file may come a moment after the drain).
    let eml: OutboxMessage | undefined;
    await eventually(async () => {
      await t.app.mailer.drain();
      eml = (await readOutbox(t.dataDir)).find((m) => m.to.includes(sam.email) && m.raw.includes('Radiographer'));
      return eml !== undefined;
    }, 'the alert e-mail written by the sender');
    const head = eml!.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/im);
    expect(head).toMatch(/^List-Id: Job alerts </im);
    expect(head).toMatch(/^List-Unsubscribe: <http[^>]+>, <mailto:/im);
  });

  it('leaves out closed jobs and jobs the applicant applied to; nothing matching, nothing sent', async () => {
    const kim = await registerApplicant(t.app, 'alert-kim');
    await saveAlert(t.app, kim.headers, { q: 'dietitian' });
    const applied = await publishJob(t, 'Dietitian Ward A', { department: 'medicine' });
    const closed = await publishJob(t, 'Dietitian Ward B', { department: 'medicine' });
    const admin = bearer(await t.token('admin'));
    expect((await t.app.inject({ method: 'POST', url: `/api/careers/admin/jobs/${closed.id}/close`, headers: admin })).statusCode).toBe(200);
    await t.app.db.insert(applications).values({ jobId: applied.id, applicantId: kim.id, form: {} as never });
    expect((await digest('d:2030-03-01')).mails).toBe(0);
    expect(await alertMails(t.app, kim.email)).toHaveLength(0);
    const open = await publishJob(t, 'Dietitian Ward C', { department: 'medicine' });
    await digest('d:2030-03-02');
    const [mail] = await alertMails(t.app, kim.email);
    expect(mail!.bodyText).toContain(open.title);
    expect(mail!.bodyText).not.toMatch(/Ward A|Ward B/);
  });

  it('sends nothing for a pending, paused or switched-off alert', async () => {
    const lee = await registerApplicant(t.app, 'alert-lee');
    const paused = await saveAlert(t.app, lee.headers, { q: 'audiologist' });
    expect((await t.app.inject({ method: 'PATCH', url: `${ALERTS}/${paused.id}`, headers: lee.headers, payload: { paused: true } })).json().status).toBe('paused');
    const visitor = await t.app.inject({ method: 'POST', url: ALERTS, payload: { name: 'Audio', criteria: { q: 'audiologist' }, frequency: 'daily', email: 'pending.visitor@example.org' } });
    expect(visitor.statusCode).toBe(202);
    const max = await registerApplicant(t.app, 'alert-max');
    await saveAlert(t.app, max.headers, { q: 'audiologist' });
    // The account's master switch off: none of its alerts goes.
    const prefs = await t.app.inject({ method: 'PUT', url: '/api/careers/account/preferences', headers: max.headers, payload: { locale: 'en', notifications: { applicationUpdates: true, jobAlerts: false } } });
    expect(prefs.statusCode).toBe(200);
    await publishJob(t, 'Audiologist', { department: 'medicine' });
    expect((await digest('d:2030-04-01')).mails).toBe(0);
  });

  it('lists at most 20 jobs, with "see all" for the rest', async () => {
    const ann = await registerApplicant(t.app, 'alert-ann');
    await saveAlert(t.app, ann.headers, { q: 'phlebotomist' }, { locale: 'fr' });
    for (let i = 1; i <= 22; i++) await publishJob(t, `Phlebotomist ${i}`, { department: 'laboratory' });
    await digest('d:2030-05-01');
    const [mail] = await alertMails(t.app, ann.email);
    expect(mail!.subject).toBe('22 nouvelles offres · Pharmacy');
    expect(mail!.bodyText.match(/^Phlebotomist \d+$/gm)).toHaveLength(20);
    expect(mail!.bodyText).toContain('Voir les 22 offres de cette recherche');
  });
});

describe('unsubscribe and the manage page', () => {
  it('a one-click POST unsubscribes without a sign-in or a redirect; a GET of the address changes nothing', async () => {
    const bo = await registerApplicant(t.app, 'alert-bo');
    const alert = await saveAlert(t.app, bo.headers, { q: 'orthoptist' });
    await publishJob(t, 'Orthoptist', { department: 'medicine' });
    await digest('d:2030-06-01');
    const [mail] = await alertMails(t.app, bo.email);
    const url = new URL(/<(http[^>]+)>/.exec(mail!.headers!['List-Unsubscribe']!)![1]!);
    const get = await t.app.inject({ url: url.pathname + url.search });
    expect(get.statusCode).toBe(303);
    expect(get.headers.location).toBe(`/careers/job-alerts/manage${url.search}`);
    const page = await t.app.inject({ url: `${ALERTS}/manage${url.search}` });
    expect(page.json()).toMatchObject({ id: alert.id, status: 'active' });
    const post = await t.app.inject({ method: 'POST', url: url.pathname + url.search, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(post.statusCode).toBe(200);
    expect(post.headers.location).toBeUndefined();
    expect(post.json().status).toBe('unsubscribed');
    const again = await t.app.inject({ method: 'POST', url: url.pathname + url.search });
    expect(again.statusCode).toBe(200);
    expect(manageToken(mail!.bodyText)).toBe(url.searchParams.get('token'));
  });

  it('the token of one alert changes no other; someone else\'s alert is not found', async () => {
    const cy = await registerApplicant(t.app, 'alert-cy');
    const dee = await registerApplicant(t.app, 'alert-dee');
    const mine = await saveAlert(t.app, cy.headers, { q: 'optometrist' });
    const theirs = await saveAlert(t.app, dee.headers, { q: 'optometrist' });
    await publishJob(t, 'Optometrist', { department: 'medicine' });
    await digest('d:2030-07-01');
    const token = manageToken((await alertMails(t.app, cy.email))[0]!.bodyText);
    for (const res of [
      await t.app.inject({ method: 'PATCH', url: `${ALERTS}/${theirs.id}`, payload: { paused: true, token } }),
      await t.app.inject({ method: 'PATCH', url: `${ALERTS}/${theirs.id}`, headers: cy.headers, payload: { paused: true } }),
      await t.app.inject({ method: 'DELETE', url: `${ALERTS}/${theirs.id}`, headers: cy.headers }),
      await t.app.inject({ method: 'POST', url: `${ALERTS}/${theirs.id}/feedback`, payload: { useful: true, token } }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('job_alert_not_found');
    }
    const edited = await t.app.inject({ method: 'PATCH', url: `${ALERTS}/${mine.id}`, payload: { token, frequency: 'weekly', criteria: { q: 'optician' } } });
    expect(edited.json()).toMatchObject({ frequency: 'weekly', criteria: { q: 'optician' } });
    expect((await t.app.inject({ method: 'POST', url: `${ALERTS}/${mine.id}/feedback`, payload: { useful: false, comment: 'Too far', token } })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'PATCH', url: `${ALERTS}/${mine.id}`, payload: { paused: true } })).statusCode).toBe(401);
  });

  it('refuses hostile input with the error envelope', async () => {
    const eve = await registerApplicant(t.app, 'alert-eve');
    const bad = [
      { name: '', criteria: {}, frequency: 'daily' },
      { name: 'x'.repeat(81), criteria: {}, frequency: 'daily' },
      { name: 'A', criteria: { department: ['nowhere'] }, frequency: 'daily' },
      { name: 'A', criteria: { q: 42 }, frequency: 'daily' },
      { name: 'A', criteria: {}, frequency: 'hourly' },
      { name: 'A', criteria: { department: 'nursing'.repeat(50) }, frequency: 'daily' },
      { name: 'A', criteria: { q: 'x'.repeat(201) }, frequency: 'daily' },
    ];
    for (const payload of bad) {
      const res = await t.app.inject({ method: 'POST', url: ALERTS, headers: eve.headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('invalid_input');
    }
    // What is not a criterion of the search (its sort, someone else's account) is not kept.
    const extra = await t.app.inject({ method: 'POST', url: ALERTS, headers: eve.headers, payload: { name: 'A', criteria: { q: 'a', sort: 'title' }, frequency: 'daily', userId: 1 } });
    expect(extra.statusCode).toBe(201);
    const [kept] = await t.app.db.select().from(jobAlerts).where(eq(jobAlerts.id, extra.json().alert.id));
    expect(kept).toMatchObject({ criteria: { q: 'a' }, email: eve.email });
    expect(kept!.criteria).not.toHaveProperty('sort');
    const noEmail = await t.app.inject({ method: 'POST', url: ALERTS, payload: { name: 'A', criteria: {}, frequency: 'daily' } });
    expect(noEmail.json()).toMatchObject({ statusCode: 400, code: 'email_required', field: 'email' });
    expect((await t.app.inject({ method: 'POST', url: `${ALERTS}/unsubscribe?token=not*a*token` })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `${ALERTS}/unsubscribe?token=unknown` })).json().code).toBe('token_invalid');
    expect((await t.app.inject({ method: 'PATCH', url: `${ALERTS}/99999999999`, headers: eve.headers, payload: {} })).statusCode).toBe(400);
  });
});

describe('a visitor\'s alert', () => {
  it('answers the same whether or not the address has an account, and starts only once confirmed', async () => {
    const ask = (email: string) => t.app.inject({ method: 'POST', url: ALERTS, payload: { name: 'Midwifery', criteria: { q: 'midwife' }, frequency: 'daily', email } });
    const known = await ask('client@demo.com');
    const unknown = await ask('nobody.here@example.org');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    const [row] = await t.app.db.select().from(jobAlerts).where(eq(jobAlerts.email, 'nobody.here@example.org'));
    expect(row).toMatchObject({ status: 'pending', userId: null });
    const { tokenFromOutbox } = await import('../helpers/outbox.js');
    await t.app.mailer.drain();
    const token = await tokenFromOutbox(t.dataDir, 'nobody.here@example.org', '/careers/job-alerts/confirm');
    const confirmed = await t.app.inject({ method: 'POST', url: `${ALERTS}/confirm`, payload: { token } });
    expect(confirmed.json()).toMatchObject({ id: row!.id, status: 'active' });
    expect((await t.app.inject({ method: 'POST', url: `${ALERTS}/confirm`, payload: { token } })).json().code).toBe('token_invalid');
    // Past the daily limit per address: the same answer, no more confirmation mails.
    for (let i = 0; i < 3; i++) expect((await ask('nobody.here@example.org')).json()).toEqual(unknown.json());
    const pending = await t.app.db.select().from(jobAlerts).where(eq(jobAlerts.email, 'nobody.here@example.org'));
    expect(pending).toHaveLength(3);
  });
});

describe('the account', () => {
  it('lists, exports and, with the account, deletes its alerts', async () => {
    const fay = await registerApplicant(t.app, 'alert-fay');
    const alert = await saveAlert(t.app, fay.headers, { department: ['surgery'] });
    const list = await t.app.inject({ url: ALERTS, headers: fay.headers });
    expect(list.json()).toMatchObject({ emailJobAlerts: true, alerts: [{ id: alert.id, criteria: { department: ['surgery'] } }] });
    const exported = await t.app.inject({ url: '/api/careers/account/export', headers: fay.headers });
    expect(exported.json().jobAlerts).toMatchObject([{ id: alert.id }]);
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/careers/account', headers: fay.headers, payload: { password: fay.password } });
    expect(deleted.statusCode).toBe(204);
    expect(await t.app.db.select().from(jobAlerts).where(eq(jobAlerts.id, alert.id))).toHaveLength(0);
  });
});
