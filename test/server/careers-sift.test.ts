import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { auditLog, mailOutbox, siftSubmissions, users } from '../../server/db/schema.js';
import { applicant, APPS, draft, submitted } from './careers-applications-helpers.js';
import { answer, closeSift, readScores, SIFT, siftJob, siftPanel, submitScores } from './careers-sift-helpers.js';

let t: TestApp;
let admin: Record<string, string>;
let jobId: number;
let panel: Awaited<ReturnType<typeof siftPanel>>;
const apps: { id: number; who: Awaited<ReturnType<typeof applicant>> }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.token('admin'));
  jobId = await siftJob(t, admin, 'Ward Nurse, sift');
  panel = await siftPanel(t, admin, jobId, 'sift');
  for (const name of ['sift-one', 'sift-two', 'sift-three']) {
    const who = await applicant(t, name);
    apps.push({ id: (await submitted(t, who, jobId)).id, who });
  }
  // The third asks to be considered under the disability scheme.
  const who = await applicant(t, 'sift-four');
  const d = await draft(t, who, jobId, { disabilityScheme: true });
  const res = await t.app.inject({ method: 'POST', url: `${APPS}/${d.id}/submit`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  apps.push({ id: d.id, who });
  await t.app.db.update(users).set({ locale: 'fr' }).where(eq(users.id, apps[1]!.who.id));
}, 120_000);
afterAll(async () => t?.close());

describe('scorecard', () => {
  it('lists the job criteria with their settings and the anchored scale; only an editor sets it', async () => {
    const card = (await t.app.inject({ url: `/api/careers/admin/jobs/${jobId}/scorecard`, headers: panel.a })).json();
    expect(card.criteria.map((c: { key: string; weight: number }) => [c.key, c.weight])).toEqual([['essential-0', 2], ['essential-1', 1], ['desirable-0', 1]]);
    expect(card).toMatchObject({ requiredScorers: 2, nameBlind: false, nameBlindEditable: false, canEdit: false });
    expect(card.scale.map((p: { anchor: string }) => p.anchor)).toEqual(['no_evidence', 'limited', 'meets', 'good', 'exceeds']);
    const put = (headers: Record<string, string>, payload: unknown) => t.app.inject({ method: 'PUT', url: `/api/careers/admin/jobs/${jobId}/scorecard`, headers, payload: payload as object });
    expect((await put(panel.a, { criteria: [], requiredScorers: 2, nameBlind: false })).statusCode).toBe(403);
    expect((await put(admin, { criteria: [], requiredScorers: 1, nameBlind: false })).statusCode).toBe(400);
    expect((await put(admin, { criteria: [{ key: 'essential-0', assessedAt: 'application', weight: 99 }], requiredScorers: 2, nameBlind: false })).statusCode).toBe(400);
    expect((await put(admin, { criteria: 'all', requiredScorers: '2', nameBlind: 'yes' })).statusCode).toBe(400);
    expect((await put(admin, { criteria: [{ key: 'essential-7', assessedAt: 'application', weight: 1 }], requiredScorers: 2, nameBlind: false })).json()).toMatchObject({ code: 'unknown_criterion', field: 'criteria.0.key' });
    const twice = [{ key: 'essential-0', assessedAt: 'application', weight: 2 }, { key: 'essential-0', assessedAt: 'both', weight: 1 }];
    expect((await put(admin, { criteria: twice, requiredScorers: 2, nameBlind: false })).json()).toMatchObject({ code: 'duplicate_criterion', field: 'criteria.1.key' });
    expect((await put(admin, { criteria: [{ key: 'essential-0', assessedAt: 'application', weight: 2 }], requiredScorers: 2, nameBlind: true })).json()).toMatchObject({ code: 'name_blind_after_open' });
    expect((await t.app.inject({ url: `/api/careers/admin/jobs/999999/scorecard`, headers: admin })).statusCode).toBe(404);
  });
});

describe('scoring, independence, moderation and closing', () => {
  it('a scorer cannot read another scorer\'s scores before submitting their own (API)', async () => {
    const [first] = apps;
    expect((await submitScores(t, panel.a, first!.id, answer([3, 3, 2]))).statusCode).toBe(200);
    expect((await readScores(t, panel.a, first!.id)).json().submissions).toHaveLength(1);
    expect((await readScores(t, panel.b, first!.id)).json()).toMatchObject({ statusCode: 403, code: 'scores_hidden' });
    // The lead has not scored and the required two are not in yet: hidden too.
    expect((await readScores(t, panel.lead, first!.id)).json()).toMatchObject({ code: 'scores_hidden' });
    const view = (await t.app.inject({ url: `${SIFT}/applications/${first!.id}`, headers: panel.b })).json();
    expect(view).toMatchObject({ submissions: 1, mySubmission: null, canScore: true });
    expect(JSON.stringify(view)).not.toContain('Evidence for');
    expect((await submitScores(t, panel.b, first!.id, answer([3, 2, 2]))).statusCode).toBe(200);
    expect((await readScores(t, panel.b, first!.id)).json().submissions).toHaveLength(2);
    expect((await readScores(t, panel.lead, first!.id)).json().moderation).toMatchObject({ needed: false });
  });

  it('refuses hostile scores and a second submission; two submits at once store one', async () => {
    const id = apps[1]!.id;
    const bad = [
      [{ verdict: 'maybe', scores: [] }, 400],
      [{ ...answer([3, 3, 3]), scores: answer([5, 3, 3]).scores }, 400],
      [{ ...answer([3, 3, 3]), scores: [{ criterionKey: 'essential-0', score: 2, evidence: 'x'.repeat(1001) }] }, 400],
      [{ ...answer([3, 3, 3]), scores: answer([3, 3, 3]).scores.slice(0, 2) }, 400],
      [{ ...answer([3, 3, 3]), scores: [...answer([3, 3, 3]).scores, { criterionKey: 'essential-9', score: 1, evidence: 'e' }] }, 400],
      [{ ...answer([3, 3, 3]), scores: answer([3, 3, 3]).scores.map((s) => ({ ...s, evidence: '   ' })) }, 400],
      [{ ...answer([3, 3, 3]), scores: [answer([3, 3, 3]).scores[0], answer([3, 3, 3]).scores[0], answer([3, 3, 3]).scores[1]] }, 400],
    ] as const;
    for (const [body, status] of bad) expect((await submitScores(t, panel.a, id, body)).statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
    // Someone not on the panel, an applicant, an unknown application: 404 (the applicant: 403 at the door).
    const outsider = (await t.login('panel@demo.com', 'panel')).json().accessToken;
    expect((await submitScores(t, bearer(outsider), id, answer([3, 3, 3]))).statusCode).toBe(404);
    expect((await submitScores(t, panel.a, 999_999, answer([3, 3, 3]))).statusCode).toBe(404);
    expect([403, 404]).toContain((await submitScores(t, apps[1]!.who.headers, id, answer([3, 3, 3]))).statusCode);

    const both = await Promise.all([submitScores(t, panel.a, id, answer([4, 4, 0])), submitScores(t, panel.a, id, answer([4, 4, 0]))]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await t.app.db.select().from(siftSubmissions).where(and(eq(siftSubmissions.applicationId, id), eq(siftSubmissions.scorerId, panel.ids.a)))).toHaveLength(1);
    expect((await submitScores(t, panel.a, id, answer([1, 1, 1]))).json()).toMatchObject({ code: 'scores_already_submitted' });
  });

  it('opens a moderation when scores differ by 2 or more; closing is refused while it is open', async () => {
    const id = apps[1]!.id;
    expect((await submitScores(t, panel.b, id, answer([2, 4, 2], 'reject'))).statusCode).toBe(200);
    const scores = (await readScores(t, panel.lead, id)).json();
    expect(scores.moderation).toMatchObject({ needed: true, criteria: ['essential-0', 'desirable-0'], verdictsDiffer: true, resolved: null });
    const queue = (await t.app.inject({ url: SIFT, headers: panel.lead })).json().jobs.find((j: { jobId: number }) => j.jobId === jobId);
    expect(queue).toMatchObject({ lead: true, applications: 4, complete: 2, openModerations: 1 });
    expect(queue.toModerate.map((i: { applicationId: number }) => i.applicationId)).toEqual([id]);
    // Score the other two so only the moderation stands in the way.
    for (const other of apps.slice(2)) {
      expect((await submitScores(t, panel.a, other.id, answer(other === apps[2] ? [1, 1, 1] : [2, 2, 0], 'reject'))).statusCode).toBe(200);
      expect((await submitScores(t, panel.b, other.id, answer(other === apps[2] ? [1, 1, 1] : [2, 2, 0], 'reject'))).statusCode).toBe(200);
    }
    expect((await closeSift(t, panel.lead, jobId, { rule: 'essentials', confirm: true })).json()).toMatchObject({ statusCode: 409, code: 'moderation_open' });
    const preview = (await closeSift(t, panel.lead, jobId, { rule: 'essentials', confirm: false })).json();
    expect(preview).toMatchObject({ closed: false, unscored: 0, openModerations: 1 });

    const moderate = (headers: Record<string, string>, body: object) => t.app.inject({ method: 'POST', url: `${SIFT}/applications/${id}/moderation`, headers, payload: body });
    const agreed = { scores: [{ criterionKey: 'essential-0', score: 3 }, { criterionKey: 'desirable-0', score: 1 }], verdict: 'shortlist', reason: 'Ward experience shown in the statement.' };
    expect((await moderate(panel.a, agreed)).statusCode).toBe(403);
    expect((await moderate(panel.lead, { ...agreed, scores: agreed.scores.slice(0, 1) })).json()).toMatchObject({ code: 'moderation_incomplete' });
    expect((await moderate(panel.lead, { ...agreed, scores: [...agreed.scores, { criterionKey: 'essential-1', score: 4 }] })).json()).toMatchObject({ code: 'unknown_criterion' });
    expect((await moderate(panel.lead, { ...agreed, reason: '' })).statusCode).toBe(400);
    expect((await moderate(panel.lead, agreed)).json().moderation.resolved).toMatchObject({ verdict: 'shortlist', agreedScores: { 'essential-0': 3, 'desirable-0': 1 } });
    expect((await moderate(panel.lead, agreed)).json()).toMatchObject({ code: 'already_moderated' });
  });

  it('closes by the rule it previewed; a guaranteed-interview applicant is shortlisted below the total; applicants see their status and get e-mails in their language', async () => {
    const body = { rule: 'minimum_total', minimumTotal: 12 };
    expect((await closeSift(t, panel.a, jobId, { ...body, confirm: false })).statusCode).toBe(403);
    expect((await closeSift(t, panel.lead, jobId, { rule: 'places', confirm: false })).json()).toMatchObject({ code: 'rule_value_required', field: 'places' });
    const preview = (await closeSift(t, panel.lead, jobId, { ...body, confirm: false })).json();
    expect(preview).toMatchObject({ closed: false, unscored: 0, openModerations: 0, maxTotal: 16 });
    const byId = Object.fromEntries(preview.outcomes.map((o: { applicationId: number }) => [o.applicationId, o]));
    // essential-0 weighs 2. First: means 3, 2.5, 2 → 6 + 2.5 + 2 = 10.5; second: moderated 3, mean 4, moderated 1 → 6 + 4 + 1 = 11;
    // both below 12. The scheme applicant: 2, 2, 0 → 4 + 2 + 0 = 6, every essential met: shortlisted all the same.
    expect(byId[apps[0]!.id]).toMatchObject({ total: 10.5, essentialsMet: true, outcome: 'rejected' });
    expect(byId[apps[1]!.id]).toMatchObject({ total: 11, essentialsMet: true, outcome: 'rejected' });
    expect(byId[apps[2]!.id]).toMatchObject({ essentialsMet: false, guaranteedInterview: false, outcome: 'rejected' });
    expect(byId[apps[3]!.id]).toMatchObject({ total: 6, essentialsMet: true, guaranteedInterview: true, outcome: 'shortlisted' });

    const done = (await closeSift(t, panel.lead, jobId, { ...body, confirm: true })).json();
    expect(done).toMatchObject({ closed: true, closedAt: expect.any(String) });
    expect(done.outcomes).toEqual(preview.outcomes);
    for (const o of done.outcomes as { applicationId: number; outcome: string }[]) {
      const who = apps.find((a) => a.id === o.applicationId)!.who;
      expect((await t.app.inject({ url: `${APPS}/${o.applicationId}`, headers: who.headers })).json().status).toBe(o.outcome);
    }
    const mails = await t.app.db.select().from(mailOutbox).where(inArray(mailOutbox.recipient, apps.map((a) => a.who.email)));
    const french = mails.find((m) => m.recipient === apps[1]!.who.email && m.kind === 'application-status');
    expect(french?.subject).toMatch(/Votre candidature/);
    expect(mails.filter((m) => m.kind === 'application-status')).toHaveLength(4);
    expect((await closeSift(t, panel.lead, jobId, { ...body, confirm: true })).json()).toMatchObject({ code: 'sift_closed' });
    const closed = await t.app.db.select().from(auditLog).where(and(eq(auditLog.jobId, jobId), eq(auditLog.action, 'sift.closed')));
    expect(closed).toHaveLength(1);
  });
});

describe('demo data', () => {
  it('gives the demo panel member something to sift, led by the demo manager', async () => {
    const queueOf = async (email: string, password: string) => (await t.app.inject({ url: SIFT, headers: bearer((await t.login(email, password)).json().accessToken) })).json();
    const panelQueue = await queueOf('panel@demo.com', 'panel');
    expect(panelQueue.jobs).toHaveLength(1);
    expect(panelQueue.jobs[0]).toMatchObject({ lead: false, applications: 2, leftToScore: 2 });
    expect(panelQueue.jobs[0].toScore).toHaveLength(2);
    const leadQueue = await queueOf('manager@demo.com', 'manager');
    expect(leadQueue.jobs[0]).toMatchObject({ jobId: panelQueue.jobs[0].jobId, lead: true });
  });
});
