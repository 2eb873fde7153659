import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { mailOutbox, users } from '../../server/db/schema.js';
import { ADMIN_APPS, APPS } from './careers-applications-helpers.js';
import { activeStaff } from './careers-staff-helpers.js';
import { inDays } from './careers-helpers.js';
import { atInterview, myOffer, offerJob, OFFERS, post, sentOffer, TERMS } from './careers-offers-helpers.js';

/** The applicant's answer to an offer: who is told, and the withdrawal that waits for the offer. */

let t: TestApp;
let admin: Record<string, string>;
let jobId: number;
type Member = { id: number; email: string };
const team = {} as Record<'lead' | 'recruiter' | 'panel', Member>;

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const nameOf = async (userId: number) => (await t.app.db.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId)))[0]!.fullName;
/** The e-mails of `kind` to `email` about application `id`. */
const mailsTo = async (kind: string, email: string, id: number) =>
  (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind))).filter((m) => m.recipient.includes(email) && m.bodyText.includes(`/careers/single-application/${id}`));

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.token('admin'));
  jobId = (await offerJob(t, 'Answers radiographer', 4)).id;
  // The recruiting manager reads French, the recruiter German; the panel member is not told.
  team.lead = await activeStaff(t, admin, 'answers.lead@example.org', { systemRole: 'recruiting_manager', fullName: 'Lea Lead', locale: 'fr' });
  team.recruiter = await activeStaff(t, admin, 'answers.recruiter@example.org', { systemRole: 'recruitment_admin', fullName: 'Rolf Recruiter', locale: 'de' });
  team.panel = await activeStaff(t, admin, 'answers.panel@example.org', { systemRole: 'panel_member', fullName: 'Pat Panel' });
  const members = [
    { userId: team.lead.id, teamRole: 'recruiting_manager', makeDecisions: false },
    { userId: team.recruiter.id, teamRole: 'recruitment_admin', makeDecisions: false },
    { userId: team.panel.id, teamRole: 'interview', makeDecisions: false },
  ];
  const saved = await t.app.inject({ method: 'PUT', url: `/api/careers/admin/jobs/${jobId}/team`, headers: admin, payload: { members } });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => t?.close());

describe('withdrawing while an offer is live', () => {
  it('is refused (409 offer_in_progress) while the offer waits for an answer and once accepted; the application stays at offer', async () => {
    const { who, id } = await atInterview(t, jobId, 'answers.withdraw');
    await sentOffer(t, id, admin);
    const mine = await get(`${APPS}/${id}`, who.headers);
    expect(mine.json()).toMatchObject({ status: 'offer', canWithdraw: false });
    const sent = await post(t, `${APPS}/${id}/withdraw`, who.headers);
    expect(sent.statusCode).toBe(409);
    expect(sent.json().code).toBe('offer_in_progress');
    expect(sent.json().message).toMatch(/decline the offer/);

    expect((await post(t, `${myOffer(id)}/accept`, who.headers)).statusCode).toBe(200);
    const accepted = await post(t, `${APPS}/${id}/withdraw`, who.headers);
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().code).toBe('offer_in_progress');
    expect((await get(`${ADMIN_APPS}/${id}`, admin)).json().status).toBe('offer');
    expect((await get(myOffer(id), who.headers)).json().status).toBe('accepted');
  });

  it('stays possible at interview while the offer is still a draft, and the draft can then no longer be sent', async () => {
    const { who, id } = await atInterview(t, jobId, 'answers.draft');
    const created = await post(t, `${ADMIN_APPS}/${id}/offers`, admin, { terms: TERMS, respondBy: inDays(9) });
    expect(created.statusCode, created.body).toBe(201);
    const withdrawn = await post(t, `${APPS}/${id}/withdraw`, who.headers);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().status).toBe('withdrawn');
    const send = await post(t, `${OFFERS}/${created.json().id}/send`, admin);
    expect(send.statusCode).toBe(409);
    expect(send.json().code).toBe('not_appointable');
    expect((await get(myOffer(id), who.headers)).statusCode).toBe(404);
  });
});

describe('the staff are told of the applicant\'s answer', () => {
  it('e-mails the recruiting manager and the recruiter, each in their language, and the offer\'s author, when the applicant accepts', async () => {
    const { who, id } = await atInterview(t, jobId, 'answers.accept');
    await sentOffer(t, id, admin);
    expect(await mailsTo('offer-accepted', team.lead.email, id)).toEqual([]);
    expect((await post(t, `${myOffer(id)}/accept`, who.headers)).statusCode).toBe(200);

    const [lead] = await mailsTo('offer-accepted', team.lead.email, id);
    expect(lead?.subject).toMatch(/^Une offre a été acceptée/);
    expect(lead?.bodyText).toContain(await nameOf(who.id));
    expect(lead?.bodyText).toContain(`/careers/single-application/${id}`);
    const [recruiter] = await mailsTo('offer-accepted', team.recruiter.email, id);
    expect(recruiter?.subject).toMatch(/^Ein Angebot wurde angenommen/);
    expect(await mailsTo('offer-accepted', 'admin@demo.com', id)).toHaveLength(1);
    expect(await mailsTo('offer-accepted', team.panel.email, id)).toEqual([]);
    expect(await mailsTo('offer-accepted', who.email, id)).toEqual([]);
  });

  it('e-mails them when the applicant declines, and nobody when the answer is refused', async () => {
    const { who, id } = await atInterview(t, jobId, 'answers.decline');
    await sentOffer(t, id, admin);
    const name = await nameOf(who.id);
    const declined = await post(t, `${myOffer(id)}/decline`, who.headers, { reason: 'I took another post' });
    expect(declined.statusCode, declined.body).toBe(200);
    const [lead] = await mailsTo('offer-declined', team.lead.email, id);
    expect(lead?.subject).toMatch(/^Une offre a été refusée/);
    expect(lead?.bodyText).toContain(name);
    expect(await mailsTo('offer-declined', team.recruiter.email, id)).toHaveLength(1);

    // A second answer is refused and tells no one again.
    const again = await post(t, `${myOffer(id)}/accept`, who.headers);
    expect(again.statusCode).toBe(409);
    expect(await mailsTo('offer-accepted', team.lead.email, id)).toEqual([]);
  });
});
