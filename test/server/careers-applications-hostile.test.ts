import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { ADMIN_APPS, APPS, applicant, closeJob, draft, openJob, submitted } from './careers-applications-helpers.js';

let t: TestApp;
let admin: Record<string, string>;
let jobId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.token('admin'));
  jobId = (await openJob(t, 'Ward Pharmacist')).id;
});
afterAll(async () => t?.close());

describe('applications under hostile or concurrent use', () => {
  it('answers 404 for another applicant’s application, whatever the operation', async () => {
    const owner = await applicant(t, 'owner.app');
    const app = await draft(t, owner, jobId);
    const thief = await applicant(t, 'thief.app', false);
    const calls = [
      t.app.inject({ url: `${APPS}/${app.id}`, headers: thief.headers }),
      t.app.inject({ method: 'PATCH', url: `${APPS}/${app.id}`, headers: thief.headers, payload: { version: app.version, coverLetter: 'mine now' } }),
      t.app.inject({ method: 'POST', url: `${APPS}/${app.id}/submit`, headers: thief.headers }),
      t.app.inject({ method: 'POST', url: `${APPS}/${app.id}/withdraw`, headers: thief.headers }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ url: APPS, headers: thief.headers })).json().applications).toEqual([]);
    expect((await t.app.inject({ url: `${APPS}/${app.id}`, headers: owner.headers })).json().form.coverLetter).not.toBe('mine now');
  });

  it('creates one application per applicant and job under concurrent starts', async () => {
    const who = await applicant(t, 'eager.starter', false);
    const answers = await Promise.all(Array.from({ length: 6 }, () => t.app.inject({ method: 'POST', url: APPS, headers: who.headers, payload: { jobId } })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
  });

  it('refuses a stale autosave with 409 and lets exactly one of concurrent saves of a version win', async () => {
    const who = await applicant(t, 'two.tabs');
    const app = await draft(t, who, jobId);
    const stale = await t.app.inject({ method: 'PATCH', url: `${APPS}/${app.id}`, headers: who.headers, payload: { version: app.version - 1, coverLetter: 'old tab' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('This application was changed in another tab or window. Reload to see the latest version.');

    const racers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => t.app.inject({ method: 'PATCH', url: `${APPS}/${app.id}`, headers: who.headers, payload: { version: app.version, coverLetter: `tab ${i}` } })),
    );
    const winners = racers.filter((r) => r.statusCode === 200);
    expect(winners).toHaveLength(1);
    expect(racers.filter((r) => r.statusCode === 409)).toHaveLength(4);
    const now = (await t.app.inject({ url: `${APPS}/${app.id}`, headers: who.headers })).json();
    expect(now.version).toBe(app.version + 1);
    expect(now.form.coverLetter).toBe(winners[0]!.json().form.coverLetter);
  });

  it('refuses a cover letter over 10,000 characters and documents that are not the applicant’s', async () => {
    const who = await applicant(t, 'long.letter');
    const other = await applicant(t, 'doc.owner');
    const app = await draft(t, who, jobId);
    const long = await t.app.inject({ method: 'PATCH', url: `${APPS}/${app.id}`, headers: who.headers, payload: { version: app.version, coverLetter: 'x'.repeat(10_001) } });
    expect(long.statusCode).toBe(400);
    const exact = await t.app.inject({ method: 'PATCH', url: `${APPS}/${app.id}`, headers: who.headers, payload: { version: app.version, coverLetter: 'x'.repeat(10_000) } });
    expect(exact.statusCode).toBe(200);
    const foreign = await t.app.inject({ method: 'PATCH', url: `${APPS}/${app.id}`, headers: who.headers, payload: { version: exact.json().version, documentIds: [other.docs.cv] } });
    expect(foreign.statusCode).toBe(400);
  });

  it('submits exactly once under concurrent submits, with one timeline event', async () => {
    const who = await applicant(t, 'double.click');
    const app = await draft(t, who, jobId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.app.inject({ method: 'POST', url: `${APPS}/${app.id}/submit`, headers: who.headers })));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const after = (await t.app.inject({ url: `${APPS}/${app.id}`, headers: who.headers })).json();
    expect(after.status).toBe('submitted');
    expect(after.timeline.filter((e: { toStatus: string }) => e.toStatus === 'submitted')).toHaveLength(1);
    expect(new Set(answers.map((r) => r.json().submittedAt))).toEqual(new Set([after.submittedAt]));
    const again = await t.app.inject({ method: 'POST', url: `${APPS}/${app.id}/submit`, headers: who.headers });
    expect(again.json()).toMatchObject({ status: 'submitted', submittedAt: after.submittedAt, version: after.version });
  });

  it('refuses to submit to a closed job (409), from a pending account (409) or with a section or document missing (400), naming the field', async () => {
    const closing = await openJob(t, 'Soon Closed Pharmacist');
    const late = await applicant(t, 'late.applicant');
    const lateApp = await draft(t, late, closing.id);
    await closeJob(t, closing.id);
    const closed = await t.app.inject({ method: 'POST', url: `${APPS}/${lateApp.id}/submit`, headers: late.headers });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().field).toBe('job');
    const started = await t.app.inject({ method: 'POST', url: APPS, headers: (await applicant(t, 'too.late', false)).headers, payload: { jobId: closing.id } });
    expect(started.statusCode).toBe(409);
    expect((await t.app.inject({ url: `${APPS}/${lateApp.id}`, headers: late.headers })).json()).toMatchObject({ status: 'draft', nextStep: 'job-closed' });

    const pending = await applicant(t, 'not.activated', false);
    const pendingApp = await draft(t, pending, jobId);
    const refused = await t.app.inject({ method: 'POST', url: `${APPS}/${pendingApp.id}/submit`, headers: pending.headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ statusCode: 409, field: 'account' });

    const noLicence = await applicant(t, 'no.licence');
    const noLicenceApp = await draft(t, noLicence, jobId, { documentIds: [noLicence.docs.cv] });
    const missingDoc = await t.app.inject({ method: 'POST', url: `${APPS}/${noLicenceApp.id}/submit`, headers: noLicence.headers });
    expect(missingDoc.statusCode).toBe(400);
    expect(missingDoc.json().field).toBe('documents.licence');

    const empty = await applicant(t, 'empty.profile');
    const emptied = await t.app.inject({ method: 'PUT', url: '/api/careers/profile', headers: empty.headers, payload: { version: 1 } });
    expect(emptied.statusCode, emptied.body).toBe(200);
    const emptyApp = await draft(t, empty, jobId);
    const missingSection = await t.app.inject({ method: 'POST', url: `${APPS}/${emptyApp.id}/submit`, headers: empty.headers });
    expect(missingSection.statusCode).toBe(400);
    expect(missingSection.json().field).toBe('profile.personal');
  });

  it('refuses illegal transitions with 409, a rejection without a reason with 400, and a client with 403', async () => {
    const who = await applicant(t, 'moved.around');
    const app = await submitted(t, who, jobId);
    const move = (to: string, extra: Record<string, unknown> = {}, headers = admin) =>
      t.app.inject({ method: 'POST', url: `${ADMIN_APPS}/${app.id}/transition`, headers, payload: { to, ...extra } });
    expect((await move('hired')).statusCode).toBe(409);
    expect((await move('submitted')).statusCode).toBe(409);
    expect((await move('withdrawn')).statusCode).toBe(409);
    expect((await move('under_review', {}, who.headers)).statusCode).toBe(403);
    expect((await move('under_review')).statusCode).toBe(200);
    expect((await move('rejected')).statusCode).toBe(400);
    expect((await move('rejected', { reason: 'No registration' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `${APPS}/${app.id}/withdraw`, headers: who.headers })).statusCode).toBe(409);
    expect((await move('under_review')).statusCode).toBe(400);
    const reopened = await move('under_review', { reason: 'Registration confirmed' });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().timeline.at(-1)).toMatchObject({ fromStatus: 'rejected', toStatus: 'under_review', reason: 'Registration confirmed' });
    const mine = (await t.app.inject({ url: `${APPS}/${app.id}`, headers: who.headers })).json();
    expect(JSON.stringify(mine.timeline)).not.toContain('No registration');
  });

  it('exports exactly what the filters select as CSV, with formulas neutralised', async () => {
    const job = await openJob(t, 'Formula Pharmacist');
    const evil = await applicant(t, 'evil.formula', true, '=HYPERLINK("http://evil.example","click")');
    const plain = await applicant(t, 'plain.applicant', true, '@Plain Person');
    const a = await submitted(t, evil, job.id);
    const b = await submitted(t, plain, job.id);
    await t.app.inject({ method: 'POST', url: `${ADMIN_APPS}/${b.id}/transition`, headers: admin, payload: { to: 'under_review' } });

    const list = (await t.app.inject({ url: `${ADMIN_APPS}?jobId=${job.id}&status=submitted`, headers: admin })).json();
    expect(list.applications.map((x: { id: number }) => x.id)).toEqual([a.id]);
    expect(list.total).toBe(1);
    expect(list.statusCounts).toMatchObject({ submitted: 1, under_review: 1, draft: 0 });

    const csv = await t.app.inject({ url: `${ADMIN_APPS}/export.csv?jobId=${job.id}&status=submitted`, headers: admin });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body.replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(lines[1]).not.toMatch(/,=/);

    const all = await t.app.inject({ url: `${ADMIN_APPS}/export.csv?jobId=${job.id}`, headers: admin });
    const rows = all.body.trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows.some((r) => r.includes(",'@Plain Person,"))).toBe(true);

    const byText = (await t.app.inject({ url: `${ADMIN_APPS}?q=plain.applicant`, headers: admin })).json();
    expect(byText.applications.map((x: { id: number }) => x.id)).toEqual([b.id]);
    const future = (await t.app.inject({ url: `${ADMIN_APPS}?jobId=${job.id}&submittedFrom=2999-01-01`, headers: admin })).json();
    expect(future.total).toBe(0);
  });
});
