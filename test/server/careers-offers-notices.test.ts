import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { mailOutbox, offers } from '../../server/db/schema.js';
import { runOfferNotices } from '../../server/modules/careers-offers/index.js';
import { ADMIN_APPS } from './careers-applications-helpers.js';
import { inDays } from './careers-helpers.js';
import { atInterview, CHECKS, myOffer, offerBody, offerJob, offerOf, post, sentOffer } from './careers-offers-helpers.js';

let t: TestApp;
let admin: Record<string, string>;
let jobId: number;

const mailsOf = async (kind: string) => t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind));
/** Two instances at once, then a later run: every notice must go out once. */
const runThrice = async () => {
  await Promise.all([runOfferNotices(t.app, t.config), runOfferNotices(t.app, t.config)]);
  await runOfferNotices(t.app, t.config);
};

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.token('admin'));
  jobId = (await offerJob(t, 'Offers notices midwife', 5)).id;
});
afterAll(async () => t?.close());

describe('the demo data', () => {
  it('gives occupational health a health check of an accepted offer to assess', async () => {
    const oh = await t.login('oh@demo.com', 'oh');
    const queue = await t.app.inject({ method: 'GET', url: `${CHECKS}?owner=occupational_health`, headers: bearer(oh.json().accessToken) });
    expect(queue.json().items.map((i: { check: { checkTypeKey: string } }) => i.check.checkTypeKey)).toEqual(['health']);
  });
});

describe('the offers\' scheduled notices run once across instances', () => {
  it('reminds the applicant two days before the respond-by date, once', async () => {
    const { who, id } = await atInterview(t, jobId, 'notice.reminder');
    await sentOffer(t, id, admin, offerBody({ respondBy: inDays(2) }));
    const later = await atInterview(t, jobId, 'notice.later');
    await sentOffer(t, later.id, admin, offerBody({ respondBy: inDays(9) }));
    await runThrice();
    const reminders = await mailsOf('offer-reminder');
    expect(reminders.map((m) => m.recipient)).toEqual([who.email]);
  });

  it('expires an unanswered offer past its respond-by date and tells its author, once', async () => {
    const { who, id } = await atInterview(t, jobId, 'notice.expiry');
    const offerId = await sentOffer(t, id, admin, offerBody({ respondBy: inDays(1) }));
    await t.app.db.update(offers).set({ respondBy: inDays(-1) }).where(eq(offers.id, offerId));
    await runThrice();
    expect((await mailsOf('offer-expired')).map((m) => m.recipient)).toEqual(['admin@demo.com']);
    expect((await t.app.inject({ method: 'GET', url: myOffer(id), headers: who.headers })).json().status).toBe('expired');
    expect((await t.app.inject({ method: 'GET', url: `${ADMIN_APPS}/${id}`, headers: admin })).json().status).toBe('withdrawn');
    expect((await post(t, `${myOffer(id)}/accept`, who.headers)).statusCode).toBe(409);
  });

  it('follows up a right-to-work check before its expiry date, once', async () => {
    const { who, id } = await atInterview(t, jobId, 'notice.check');
    await sentOffer(t, id, admin, offerBody({ checkTypeKeys: ['right-to-work'] }));
    await post(t, `${myOffer(id)}/accept`, who.headers);
    const check = (await t.app.inject({ method: 'GET', url: offerOf(id), headers: admin })).json().checks[0].id;
    const met = await t.app.inject({ method: 'PATCH', url: `${CHECKS}/${check}`, headers: admin, payload: { status: 'met', expiresOn: inDays(20) } });
    expect(met.statusCode, met.body).toBe(200);
    await runThrice();
    const followUps = await t.app.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'check-expiring'), sql`${mailOutbox.recipient} = 'admin@demo.com'`));
    expect(followUps).toHaveLength(1);
  });
});
