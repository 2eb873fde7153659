import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO, type TestApp } from '../helpers/app.js';
import { FULL_PROFILE } from './careers-helpers.js';
import { ADMIN_APPS, APPS, applicant, draft, openJob, submitted, waitForMail } from './careers-applications-helpers.js';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.token('admin'));
});
afterAll(async () => t?.close());

describe('an application from start to decision', () => {
  it('starts once per job, autosaves, submits a frozen snapshot, e-mails both sides and follows the review', async () => {
    const job = await openJob(t, 'Clinical Pharmacist');
    const amina = await applicant(t, 'amina.apply');

    const first = await t.app.inject({ method: 'POST', url: APPS, headers: amina.headers, payload: { jobId: job.id } });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: 'draft', version: 1, nextStep: 'complete-and-submit', job: { id: job.id, open: true, documentsRequired: ['cv', 'licence'] } });
    const again = await t.app.inject({ method: 'POST', url: APPS, headers: amina.headers, payload: { jobId: job.id } });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const id = first.json().id as number;

    const saved = await t.app.inject({
      method: 'PATCH',
      url: `${APPS}/${id}`,
      headers: amina.headers,
      payload: { version: 1, coverLetter: 'Ten years on the wards.', documentIds: [amina.docs.cv, amina.docs.licence] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ version: 2, form: { coverLetter: 'Ten years on the wards.', declaration: false } });

    const noDeclaration = await t.app.inject({ method: 'POST', url: `${APPS}/${id}/submit`, headers: amina.headers });
    expect(noDeclaration.statusCode).toBe(400);
    expect(noDeclaration.json().field).toBe('declaration');

    await t.app.inject({ method: 'PATCH', url: `${APPS}/${id}`, headers: amina.headers, payload: { version: 2, declaration: true } });
    const sent = await t.app.inject({ method: 'POST', url: `${APPS}/${id}/submit`, headers: amina.headers });
    expect(sent.statusCode).toBe(200);
    const body = sent.json();
    expect(body).toMatchObject({ status: 'submitted', nextStep: 'await-review', canWithdraw: true });
    expect(body.snapshot.profile.lastName).toBe('Otieno');
    expect(body.snapshot.documents.map((d: { kind: string }) => d.kind).sort()).toEqual(['cv', 'licence']);
    expect(body.timeline).toEqual([expect.objectContaining({ fromStatus: 'draft', toStatus: 'submitted' })]);

    // Editing the profile afterwards does not change what was submitted; the form is closed.
    const edited = await t.app.inject({ method: 'PUT', url: '/api/careers/profile', headers: amina.headers, payload: { ...FULL_PROFILE, lastName: 'Changed', version: 1 } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await t.app.inject({ url: `${APPS}/${id}`, headers: amina.headers })).json().snapshot.profile.lastName).toBe('Otieno');
    expect((await t.app.inject({ method: 'PATCH', url: `${APPS}/${id}`, headers: amina.headers, payload: { version: 3, coverLetter: 'x' } })).statusCode).toBe(409);

    await waitForMail(t.dataDir, amina.email, /Application received/);
    await waitForMail(t.dataDir, DEMO.admin.email, /New application/);

    const list = (await t.app.inject({ url: APPS, headers: amina.headers })).json();
    expect(list.applications).toEqual([expect.objectContaining({ id, status: 'submitted', job: expect.objectContaining({ reference: job.reference }) })]);

    // The review: under review, shortlisted with a note the applicant cannot see, an internal note, interview.
    const move = (to: string, extra: Record<string, unknown> = {}) =>
      t.app.inject({ method: 'POST', url: `${ADMIN_APPS}/${id}/transition`, headers: admin, payload: { to, ...extra } });
    expect((await move('under_review')).statusCode).toBe(200);
    expect((await move('shortlisted', { note: 'Strong ICU background', notifyApplicant: false })).statusCode).toBe(200);
    const noted = await t.app.inject({ method: 'POST', url: `${ADMIN_APPS}/${id}/notes`, headers: admin, payload: { note: 'Call the second referee' } });
    expect(noted.statusCode).toBe(201);
    const interview = await move('interview');
    expect(interview.statusCode).toBe(200);
    expect(interview.json().allowedTransitions).toEqual(['offer', 'rejected']);
    const staffTimeline = interview.json().timeline;
    expect(staffTimeline.map((e: { toStatus: string | null }) => e.toStatus)).toEqual(['submitted', 'under_review', 'shortlisted', null, 'interview']);
    expect(staffTimeline[3]).toMatchObject({ note: 'Call the second referee', visibleToApplicant: false });
    expect(staffTimeline[1]).toMatchObject({ actorRole: 'admin', actorName: expect.any(String), fromStatus: 'submitted' });

    const mine = (await t.app.inject({ url: `${APPS}/${id}`, headers: amina.headers })).json();
    expect(mine.status).toBe('interview');
    expect(mine.timeline.map((e: { toStatus: string }) => e.toStatus)).toEqual(['submitted', 'under_review', 'shortlisted', 'interview']);
    expect(JSON.stringify(mine)).not.toContain('Strong ICU background');
    expect(JSON.stringify(mine)).not.toContain('second referee');

    await waitForMail(t.dataDir, amina.email, /is now: Interview/);
    const detail = (await t.app.inject({ url: `${ADMIN_APPS}/${id}`, headers: admin })).json();
    expect(detail.timeline.find((e: { toStatus: string }) => e.toStatus === 'shortlisted').notified).toBe(false);

    // The applicant withdraws; a second withdrawal is refused.
    const withdrawn = await t.app.inject({ method: 'POST', url: `${APPS}/${id}/withdraw`, headers: amina.headers });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn', canWithdraw: false });
    expect((await t.app.inject({ method: 'POST', url: `${APPS}/${id}/withdraw`, headers: amina.headers })).statusCode).toBe(409);
    expect((await move('offer')).statusCode).toBe(409);
  });

  it('sends the status e-mail in the applicant’s language', async () => {
    const job = await openJob(t, 'Hospital Pharmacist');
    const jean = await applicant(t, 'jean.fr');
    await t.app.inject({ method: 'PUT', url: '/api/careers/account/preferences', headers: jean.headers, payload: { locale: 'fr', notifications: { applicationUpdates: true, jobAlerts: false } } });
    const app = await submitted(t, jean, job.id);
    await waitForMail(t.dataDir, jean.email, /Nous avons bien re.{1,2}u votre candidature/ /* the outbox reader decodes bytes, not UTF-8 */);
    await t.app.inject({ method: 'POST', url: `${ADMIN_APPS}/${app.id}/transition`, headers: admin, payload: { to: 'under_review' } });
    await waitForMail(t.dataDir, jean.email, /est d.{1,2}sormais : En cours d'examen/);
  });

  it('keeps the applications of a deleted account for the figures, without the personal data; the export lists them first', async () => {
    const job = await openJob(t, 'Pharmacy Technician');
    const leaver = await applicant(t, 'leaver.apply');
    const app = await submitted(t, leaver, job.id);
    const exported = (await t.app.inject({ url: '/api/careers/account/export', headers: leaver.headers })).json();
    expect(exported.applications).toEqual([expect.objectContaining({ id: app.id, status: 'submitted', snapshot: expect.objectContaining({ anonymised: false }) })]);

    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/careers/account', headers: leaver.headers, payload: { password: leaver.password } });
    expect(deleted.statusCode).toBe(204);
    const detail = (await t.app.inject({ url: `${ADMIN_APPS}/${app.id}`, headers: admin })).json();
    expect(detail).toMatchObject({ status: 'submitted', applicant: { id: null, fullName: 'Deleted account', email: '' }, documents: [] });
    expect(detail.snapshot).toMatchObject({ anonymised: true, profile: null, applicant: { email: '' }, job: { id: job.id } });
    expect(JSON.stringify(detail)).not.toContain('Otieno');
    expect(JSON.stringify(detail)).not.toContain(leaver.email);
    const stats = (await t.app.inject({ url: '/api/careers/admin/stats', headers: admin })).json();
    expect(stats.byJob.find((j: { jobId: number }) => j.jobId === job.id).count).toBe(1);
  });

  it('gives the dashboard figures', async () => {
    const res = await t.app.inject({ url: '/api/careers/admin/stats', headers: admin });
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats.openJobs).toBeGreaterThan(0);
    expect(stats.byWeek).toHaveLength(12);
    expect(stats.byWeek.at(-1).count).toBeGreaterThanOrEqual(3);
    expect(stats.byWeek[0].week).toMatch(/^\d{4}-W\d{2}$/);
    expect(stats.byStatus.withdrawn).toBeGreaterThanOrEqual(1);
    expect((await t.app.inject({ url: '/api/careers/admin/stats', headers: bearer(await t.token('client')) })).statusCode).toBe(403);
  });

  it('lets a draft be started while the job is open and shows it as not submittable after', async () => {
    const job = await openJob(t, 'Dispensary Assistant');
    const who = await applicant(t, 'draft.only');
    const app = await draft(t, who, job.id);
    expect(app.status).toBe('draft');
  });
});
