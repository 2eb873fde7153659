import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { readOutbox } from '../helpers/outbox.js';
import { ADMIN_APPS } from './careers-applications-helpers.js';
import { FILES, inDays, upload } from './careers-helpers.js';
import { signInAs, type Session } from './staff-access-helpers.js';
import { activeStaff } from './careers-staff-helpers.js';
import { atInterview, CHECKS, myOffer, offerBody, offerJob, offerOf, OFFERS, post, sentOffer, TERMS } from './careers-offers-helpers.js';

let t: TestApp;
let admin: Record<string, string>;
let hr: Session;
let oh: Session;
let manager: { id: number; headers: Record<string, string> };
let jobId: number;

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const patch = (url: string, headers: Record<string, string>, payload: object) => t.app.inject({ method: 'PATCH', url, headers, payload });
const checkOf = (offer: { checks: { id: number; checkTypeKey: string }[] }, key: string) => offer.checks.find((c) => c.checkTypeKey === key)!;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.token('admin'));
  hr = await signInAs(t, 'hr');
  oh = await signInAs(t, 'oh');
  jobId = (await offerJob(t, 'Offers Pharmacist', 3)).id;
  // A recruiting manager on the job's team who may read its applications but holds no decision right.
  const m = await activeStaff(t, admin, 'offers.manager@example.org', { systemRole: 'recruiting_manager', fullName: 'Olive Manager' });
  const team = await t.app.inject({ method: 'PUT', url: `/api/careers/admin/jobs/${jobId}/team`, headers: admin, payload: { members: [{ userId: m.id, teamRole: 'recruiting_manager', makeDecisions: false }] } });
  expect(team.statusCode, team.body).toBe(200);
  manager = m;
});
afterAll(async () => t?.close());

describe('the offer, from conditional to hired', () => {
  it('runs the whole way: send, accept, evidence, HR and OH checks, a two-person waiver, unconditional, start', async () => {
    const { who, id } = await atInterview(t, jobId, 'offer.whole');
    const created = await post(t, `${ADMIN_APPS}/${id}/offers`, hr.headers, offerBody());
    expect(created.statusCode, created.body).toBe(201);
    const offer = created.json();
    expect(offer.status).toBe('draft');
    expect(offer.checks.map((c: { checkTypeKey: string }) => c.checkTypeKey)).toEqual(['identity', 'right-to-work', 'registration', 'references', 'health', 'criminal-record']);
    // A draft is the staff's: the applicant sees no offer yet.
    expect((await get(myOffer(id), who.headers)).statusCode).toBe(404);

    // While an offer is live, only the offer moves the application.
    const byHand = await post(t, `${ADMIN_APPS}/${id}/transition`, admin, { to: 'offer' });
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json().code).toBe('offer_live');
    expect((await get(`${ADMIN_APPS}/${id}`, admin)).json().allowedTransitions).toEqual([]);

    expect((await post(t, `${OFFERS}/${offer.id}/send`, hr.headers)).statusCode).toBe(200);
    expect((await get(`${ADMIN_APPS}/${id}`, admin)).json().status).toBe('offer');
    const hired = await post(t, `${ADMIN_APPS}/${id}/transition`, admin, { to: 'hired' });
    expect(hired.json().code).toBe('offer_live');
    await expect.poll(async () => (await readOutbox(t.dataDir)).some((m) => m.to.includes(who.email) && /conditional offer/i.test(m.raw))).toBe(true);

    // Someone else's offer is not found; the applicant's own is.
    const other = await atInterview(t, jobId, 'offer.nosy');
    expect((await get(myOffer(id), other.who.headers)).statusCode).toBe(404);
    const mine = await get(myOffer(id), who.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ status: 'sent', terms: { grade: 'Band 6' }, approvals: [] });

    expect((await post(t, `${myOffer(id)}/accept`, who.headers)).json().status).toBe('accepted');

    // Make unconditional is refused while checks are pending, naming each.
    const early = await post(t, `${OFFERS}/${offer.id}/unconditional`, hr.headers, { startDate: inDays(50) });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('checks_outstanding');
    expect(early.json().problems.map((p: { field: string }) => p.field)).toEqual(['checks.identity', 'checks.right-to-work', 'checks.registration', 'checks.references', 'checks.health', 'checks.criminal-record']);

    // Evidence: someone else's document is refused; one's own makes the check received.
    const identity = checkOf(offer, 'identity');
    const foreign = other.who.docs.cv;
    const stolen = await post(t, `${myOffer(id)}/checks/${identity.id}/evidence`, who.headers, { documentId: foreign });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().code).toBe('document_not_owned');
    const passport = (await upload(t.app, who.headers, { kind: 'id' }, { filename: 'passport.pdf', content: FILES.pdf() })).json().id;
    const handed = await post(t, `${myOffer(id)}/checks/${identity.id}/evidence`, who.headers, { documentId: passport });
    expect(handed.statusCode, handed.body).toBe(200);
    expect(checkOf(handed.json(), 'identity')).toMatchObject({ status: 'received', documentId: passport });

    // HR marks its checks; the criminal record check keeps its number, level, date and outcome.
    for (const key of ['identity', 'right-to-work', 'registration', 'references']) {
      const done = await patch(`${CHECKS}/${checkOf(offer, key).id}`, hr.headers, { status: 'met', expiresOn: key === 'right-to-work' ? inDays(400) : null });
      expect(done.statusCode, done.body).toBe(200);
    }
    const dbs = await patch(`${CHECKS}/${checkOf(offer, 'criminal-record').id}`, hr.headers, { referenceNumber: '001234567890', level: 'enhanced', issuedOn: inDays(-3), outcome: 'clear' });
    expect(dbs.json()).toMatchObject({ status: 'met', referenceNumber: '001234567890', level: 'enhanced', outcome: 'clear' });

    // Health: only occupational health records it, as an outcome; HR is refused.
    const health = checkOf(offer, 'health').id;
    expect((await patch(`${CHECKS}/${health}`, hr.headers, { outcome: 'fit' })).statusCode).toBe(403);
    const wrong = await patch(`${CHECKS}/${health}`, oh.headers, { outcome: 'clear' });
    expect(wrong.json().code).toBe('outcome_invalid');
    const noAdjustments = await patch(`${CHECKS}/${health}`, oh.headers, { outcome: 'fit_with_adjustments' });
    expect(noAdjustments.json()).toMatchObject({ code: 'outcome_invalid', field: 'adjustments' });
    const queue = await get(`${CHECKS}?owner=occupational_health`, oh.headers);
    expect(queue.json().items.map((i: { check: { id: number } }) => i.check.id)).toContain(health);
    const fit = await patch(`${CHECKS}/${health}`, oh.headers, { outcome: 'fit_with_adjustments', adjustments: 'A sit-stand desk', healthNote: 'Back surgery in 2024, SECRET-HEALTH-NOTE' });
    expect(fit.json()).toMatchObject({ status: 'met', outcome: 'fit_with_adjustments', healthNote: 'Back surgery in 2024, SECRET-HEALTH-NOTE' });

    // Recruiters see the outcome and the adjustments, never the note.
    const seenByManager = await get(offerOf(id), manager.headers);
    expect(seenByManager.statusCode).toBe(200);
    expect(seenByManager.body).not.toContain('SECRET-HEALTH-NOTE');
    expect(checkOf(seenByManager.json(), 'health')).toMatchObject({ outcome: 'fit_with_adjustments', adjustments: 'A sit-stand desk' });
    expect(checkOf(seenByManager.json(), 'health')).not.toHaveProperty('healthNote');
    expect((await get(offerOf(id), hr.headers)).body).not.toContain('SECRET-HEALTH-NOTE');
    expect((await get(myOffer(id), who.headers)).body).not.toContain('SECRET-HEALTH-NOTE');
    // A recruiting manager without the decision right may read but not decide.
    expect((await post(t, `${OFFERS}/${offer.id}/unconditional`, manager.headers, { startDate: inDays(50) })).statusCode).toBe(403);

    expect((await post(t, `${OFFERS}/${offer.id}/confirm-start`, hr.headers, { startDate: inDays(50) })).json().code).toBe('invalid_transition');
    const unconditional = await post(t, `${OFFERS}/${offer.id}/unconditional`, hr.headers, { startDate: inDays(50) });
    expect(unconditional.statusCode, unconditional.body).toBe(200);
    expect(unconditional.json()).toMatchObject({ status: 'unconditional', startDate: inDays(50), blockers: [] });
    await expect.poll(async () => (await readOutbox(t.dataDir)).some((m) => m.to.includes(who.email) && /unconditional/i.test(m.raw) && m.raw.includes(inDays(50)))).toBe(true);

    const started = await post(t, `${OFFERS}/${offer.id}/confirm-start`, hr.headers, { startDate: inDays(50) });
    expect(started.json().status).toBe('started');
    expect((await get(`${ADMIN_APPS}/${id}`, admin)).json().status).toBe('hired');
  });

  it('a waiver needs a reason and a second, different person', async () => {
    const { who, id } = await atInterview(t, jobId, 'offer.waiver');
    const offerId = await sentOffer(t, id, hr.headers, offerBody({ checkTypeKeys: ['references'] }));
    await post(t, `${myOffer(id)}/accept`, who.headers);
    const refs = (await get(offerOf(id), hr.headers)).json().checks[0].id;
    expect((await post(t, `${CHECKS}/${refs}/waive`, hr.headers, { reason: '  ' })).json()).toMatchObject({ code: 'reason_required', field: 'reason' });
    const asked = await post(t, `${CHECKS}/${refs}/waive`, hr.headers, { reason: 'Referee retired; employment history verified by payslips' });
    expect(asked.json()).toMatchObject({ status: 'requested', waiverRequestedBy: hr.id });
    const again = await post(t, `${CHECKS}/${refs}/waive`, hr.headers, { reason: 'Approving my own' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('waiver_same_person');
    expect((await post(t, `${CHECKS}/${refs}/waive`, manager.headers, { reason: 'x' })).statusCode).toBe(403);
    const approved = await post(t, `${CHECKS}/${refs}/waive`, admin, { reason: 'Agreed' });
    expect(approved.json()).toMatchObject({ status: 'waived', waiverRequestedBy: hr.id });
    expect((await post(t, `${OFFERS}/${offerId}/unconditional`, hr.headers, { startDate: inDays(60) })).statusCode).toBe(200);
  });
});

describe('withdrawing, declining and new versions', () => {
  it('a withdrawal needs a reason; the applicant is told and the application is rejected', async () => {
    const { who, id } = await atInterview(t, jobId, 'offer.withdrawn');
    const offerId = await sentOffer(t, id, hr.headers);
    const bare = await post(t, `${OFFERS}/${offerId}/withdraw`, hr.headers, { reason: '' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().code).toBe('reason_required');
    expect((await post(t, `${OFFERS}/${offerId}/withdraw`, hr.headers, {})).statusCode).toBe(400);
    expect((await post(t, `${OFFERS}/${offerId}/withdraw`, hr.headers, { reason: 'x'.repeat(256) })).statusCode).toBe(400);
    const done = await post(t, `${OFFERS}/${offerId}/withdraw`, hr.headers, { reason: 'The post was frozen by the board' });
    expect(done.json()).toMatchObject({ status: 'withdrawn', withdrawalReason: 'The post was frozen by the board' });
    expect((await get(`${ADMIN_APPS}/${id}`, admin)).json().status).toBe('rejected');
    await expect.poll(async () => (await readOutbox(t.dataDir)).some((m) => m.to.includes(who.email) && m.raw.includes('The post was frozen by the board'))).toBe(true);
  });

  it('terms changed after acceptance make a new version the applicant accepts again; the old one is kept with what changed', async () => {
    const { who, id } = await atInterview(t, jobId, 'offer.versions');
    const offerId = await sentOffer(t, id, hr.headers);
    await post(t, `${myOffer(id)}/accept`, who.headers);
    const changed = await patch(`${OFFERS}/${offerId}`, hr.headers, { terms: { ...TERMS, site: 'North clinic', hoursPerWeek: 30 }, respondBy: inDays(12) });
    expect(changed.statusCode, changed.body).toBe(200);
    const v2 = changed.json();
    expect(v2).toMatchObject({ version: 2, status: 'draft', changes: ['hoursPerWeek', 'site', 'respondBy'] });
    expect(v2.versions.map((v: { version: number; status: string }) => [v.version, v.status])).toEqual([
      [2, 'draft'],
      [1, 'superseded'],
    ]);
    expect(v2.checks).toHaveLength(6);
    // The superseded version cannot be answered; the new one, once sent, must be accepted again.
    expect((await post(t, `${myOffer(id)}/accept`, who.headers)).json().code).toBe('invalid_transition');
    expect((await post(t, `${OFFERS}/${v2.id}/send`, hr.headers)).statusCode).toBe(200);
    expect((await get(myOffer(id), who.headers)).json()).toMatchObject({ version: 2, status: 'sent', terms: { site: 'North clinic' } });
    expect((await post(t, `${myOffer(id)}/accept`, who.headers)).json()).toMatchObject({ version: 2, status: 'accepted' });
  });

  it('the applicant declines with an optional reason: the application is withdrawn', async () => {
    const { who, id } = await atInterview(t, jobId, 'offer.declined');
    await sentOffer(t, id, hr.headers);
    const declined = await post(t, `${myOffer(id)}/decline`, who.headers, { reason: 'I took another post' });
    expect(declined.json()).toMatchObject({ status: 'declined', declineReason: 'I took another post' });
    expect((await get(`${ADMIN_APPS}/${id}`, admin)).json().status).toBe('withdrawn');
    expect((await post(t, `${myOffer(id)}/accept`, who.headers)).statusCode).toBe(409);
  });
});

describe('refusals when making an offer', () => {
  it('refuses hostile input and offers to applications not at interview', async () => {
    const { id } = await atInterview(t, jobId, 'offer.hostile');
    const url = `${ADMIN_APPS}/${id}/offers`;
    const cases: [object, number, string?][] = [
      [{ ...offerBody(), respondBy: inDays(-1) }, 400, 'respond_by_past'],
      [{ ...offerBody(), terms: { ...TERMS, salary: 'lots' } }, 400],
      [{ ...offerBody(), terms: { ...TERMS, grade: 'x'.repeat(61) } }, 400],
      [{ ...offerBody(), terms: { ...TERMS, contractType: 'forever' } }, 400],
      [{ ...offerBody(), checkTypeKeys: ['no-such-check'] }, 400, 'unknown_check_type'],
      [{ ...offerBody(), checkTypeKeys: ['../etc'] }, 400],
    ];
    for (const [payload, status, code] of cases) {
      const res = await post(t, url, hr.headers, payload);
      expect(res.statusCode, res.body).toBe(status);
      if (code) expect(res.json().code).toBe(code);
    }
    expect((await post(t, url, manager.headers, offerBody())).statusCode).toBe(403);
    expect((await post(t, url, oh.headers, offerBody())).statusCode).toBe(403);
    expect((await post(t, `${ADMIN_APPS}/999999/offers`, hr.headers, offerBody())).statusCode).toBe(404);
    const early = await atInterview(t, jobId, 'offer.early');
    await post(t, `${ADMIN_APPS}/${early.id}/transition`, admin, { to: 'rejected', reason: 'Not this time' });
    expect((await post(t, `${ADMIN_APPS}/${early.id}/offers`, hr.headers, offerBody())).json().code).toBe('not_appointable');
    expect((await post(t, url, hr.headers, offerBody())).statusCode).toBe(201);
    expect((await post(t, url, hr.headers, offerBody())).json().code).toBe('offer_exists');
  });

  it('a salary above the advertised range needs an approval by someone other than its author', async () => {
    const { id } = await atInterview(t, jobId, 'offer.approval');
    const created = await post(t, `${ADMIN_APPS}/${id}/offers`, hr.headers, offerBody({ terms: { ...TERMS, salary: 180_000 } }));
    expect(created.json().approvalsRequired).toBe(1);
    const offerId = created.json().id;
    expect((await post(t, `${OFFERS}/${offerId}/send`, hr.headers)).json().code).toBe('approvals_missing');
    expect((await post(t, `${OFFERS}/${offerId}/approve`, hr.headers)).json().code).toBe('approver_is_author');
    expect((await post(t, `${OFFERS}/${offerId}/approve`, admin)).statusCode).toBe(200);
    expect((await post(t, `${OFFERS}/${offerId}/approve`, admin)).json().code).toBe('already_approved');
    expect((await post(t, `${OFFERS}/${offerId}/send`, hr.headers)).statusCode).toBe(200);
  });
});

describe('the number of posts', () => {
  it('flags an offer over the posts, and refuses concurrent acceptances beyond them when the job says so', async () => {
    const job = (await offerJob(t, 'Offers single post', 1)).id;
    const first = await atInterview(t, job, 'offer.post.first');
    await sentOffer(t, first.id, hr.headers);
    expect((await post(t, `${myOffer(first.id)}/accept`, first.who.headers)).json().overPosts).toBe(false);
    const second = await atInterview(t, job, 'offer.post.second');
    const flagged = await post(t, `${ADMIN_APPS}/${second.id}/offers`, hr.headers, offerBody());
    expect(flagged.json().overPosts).toBe(true);

    const strictJob = (await offerJob(t, 'Offers strict post', 1)).id;
    const profile = await t.app.inject({ method: 'PUT', url: `/api/careers/admin/jobs/${strictJob}/check-profile`, headers: hr.headers, payload: { checkTypeKeys: ['identity'], approvalsRequired: 0, refuseOverPosts: true } });
    expect(profile.statusCode, profile.body).toBe(200);
    const a = await atInterview(t, strictJob, 'offer.strict.a');
    const b = await atInterview(t, strictJob, 'offer.strict.b');
    await sentOffer(t, a.id, hr.headers);
    await sentOffer(t, b.id, hr.headers);
    const answers = await Promise.all([post(t, `${myOffer(a.id)}/accept`, a.who.headers), post(t, `${myOffer(b.id)}/accept`, b.who.headers)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().code).toBe('posts_filled');
  });
});

describe('the check catalogue and job profiles', () => {
  it('lists the six standards, saves labels in four languages, and only HR may change it', async () => {
    const list = await get('/api/careers/admin/check-types', hr.headers);
    expect(list.json().types).toHaveLength(6);
    const kra = { key: 'kra-tax', labels: { en: 'KRA tax compliance', fr: 'Conformité fiscale KRA', de: 'KRA-Steuerbescheinigung', pt: 'Conformidade fiscal KRA' }, category: 'integrity', evidence: 'document', owner: 'hr', validityDays: 365, active: true };
    const body = { types: [...list.json().types, kra], departmentDefaults: [{ department: 'pharmacy', checkTypeKeys: ['identity', 'kra-tax'] }] };
    expect((await t.app.inject({ method: 'PUT', url: '/api/careers/admin/check-types', headers: manager.headers, payload: body })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/api/careers/admin/check-types', headers: (await signInAs(t, 'panel')).headers, payload: body })).statusCode).toBe(403);
    const hostile = [
      { ...body, types: [{ ...kra, category: 'astrology' }] },
      { ...body, types: [{ ...kra, labels: { en: 'x' } }] },
      { ...body, types: [{ ...kra, validityDays: -1 }] },
      { ...body, departmentDefaults: [{ department: 'pharmacy', checkTypeKeys: ['ghost'] }] },
      { ...body, types: [kra, kra] },
    ];
    for (const payload of hostile) expect((await t.app.inject({ method: 'PUT', url: '/api/careers/admin/check-types', headers: hr.headers, payload })).statusCode).toBe(400);
    const saved = await t.app.inject({ method: 'PUT', url: '/api/careers/admin/check-types', headers: hr.headers, payload: body });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().types.at(-1)).toEqual(kra);
    // A new pharmacy job takes its department's default.
    const job = (await offerJob(t, 'Offers department default', 1)).id;
    expect((await get(`/api/careers/admin/jobs/${job}/check-profile`, hr.headers)).json()).toMatchObject({ checkTypeKeys: ['identity', 'kra-tax'] });
    const bad = await t.app.inject({ method: 'PUT', url: `/api/careers/admin/jobs/${job}/check-profile`, headers: hr.headers, payload: { checkTypeKeys: ['ghost'], approvalsRequired: 0, refuseOverPosts: false } });
    expect(bad.json()).toMatchObject({ code: 'unknown_check_type', field: 'checkTypeKeys.0' });
  });
});
