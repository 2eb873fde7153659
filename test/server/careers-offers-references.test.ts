import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../helpers/app.js';
import { mailOutbox } from '../../server/db/schema.js';
import { APPS } from './careers-applications-helpers.js';
import { answers, atInterview, MARY, PETER, referee, refereeToken, referencesJob, refsUrl, withAdminApp } from './careers-references-helpers.js';
import { myOffer, offerBody, OFFERS, post } from './careers-offers-helpers.js';

/** When the offer is withdrawn or the application ends, its open reference requests close "no longer needed" (issues 29 and 30). */
let t: TestApp;
let admin: Record<string, string>;

withAdminApp((app, headers) => ([t, admin] = [app, headers]));

const statuses = async (applicationId: number) => {
  const list = await t.app.inject({ url: refsUrl(applicationId), headers: admin });
  expect(list.statusCode, list.body).toBe(200);
  return Object.fromEntries((list.json().items as { refereeEmail: string; status: string }[]).map((r) => [r.refereeEmail, r.status]));
};
const noLongerNeeded = async (email: string, jobTitle: string) =>
  (await t.app.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'reference-no-longer-needed'), eq(mailOutbox.recipient, email)))).filter((m) => m.bodyText.includes(jobTitle));

/** An application at interview with a draft offer, and reference requests to both referees; Mary has answered. */
async function withReferences(title: string, name: string) {
  const jobId = await referencesJob(t, title, 'after_offer');
  const app = await atInterview(t, admin, jobId, name);
  const created = await post(t, `/api/careers/admin/applications/${app.id}/offers`, admin, offerBody());
  expect(created.statusCode, created.body).toBe(201);
  const requested = await t.app.inject({ method: 'POST', url: refsUrl(app.id), headers: admin, payload: { refereeIds: ['ref-1', 'ref-2'], stage: 'post_offer' } });
  expect(requested.statusCode, requested.body).toBe(201);
  const peterToken = await refereeToken(t, PETER);
  expect((await referee.submit(t, await refereeToken(t, MARY), answers('post_offer'))).statusCode).toBe(200);
  return { ...app, offerId: created.json().id as number, peterToken };
}

describe('open reference requests close when the application ends', () => {
  it('closes them when a sent offer is withdrawn: the referee still asked is told, the link stops working, an answered one is kept', async () => {
    const title = 'Refs close: withdrawn offer';
    const app = await withReferences(title, 'refs-close-withdrawn');
    expect((await post(t, `${OFFERS}/${app.offerId}/send`, admin)).statusCode).toBe(200);
    expect(await statuses(app.id)).toEqual({ [MARY]: 'submitted', [PETER]: 'requested' });

    const withdrawn = await post(t, `${OFFERS}/${app.offerId}/withdraw`, admin, { reason: 'The post was frozen' });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await statuses(app.id)).toEqual({ [MARY]: 'submitted', [PETER]: 'cancelled' });
    const [told] = await noLongerNeeded(PETER, title);
    expect(told?.subject).toMatch(/^Reference for .+ no longer needed$/);
    expect(await noLongerNeeded(MARY, title)).toEqual([]);
    const link = await referee.get(t, app.peterToken);
    expect(link.statusCode).toBe(404);
    expect(link.json().code).toBe('reference_link_invalid');
  });

  it('closes them when the applicant declines the offer', async () => {
    const title = 'Refs close: declined offer';
    const app = await withReferences(title, 'refs-close-declined');
    expect((await post(t, `${OFFERS}/${app.offerId}/send`, admin)).statusCode).toBe(200);
    expect((await post(t, `${myOffer(app.id)}/decline`, app.who.headers, {})).statusCode).toBe(200);
    expect(await statuses(app.id)).toEqual({ [MARY]: 'submitted', [PETER]: 'cancelled' });
    expect(await noLongerNeeded(PETER, title)).toHaveLength(1);
  });

  it('closes them when the applicant withdraws at interview, but not when a draft offer is withdrawn', async () => {
    const title = 'Refs close: withdrawn application';
    const app = await withReferences(title, 'refs-close-application');
    const draftWithdrawn = await post(t, `${OFFERS}/${app.offerId}/withdraw`, admin, { reason: 'Terms were wrong' });
    expect(draftWithdrawn.statusCode, draftWithdrawn.body).toBe(200);
    expect(await statuses(app.id)).toEqual({ [MARY]: 'submitted', [PETER]: 'requested' });
    expect(await noLongerNeeded(PETER, title)).toEqual([]);

    expect((await post(t, `${APPS}/${app.id}/withdraw`, app.who.headers)).statusCode).toBe(200);
    expect(await statuses(app.id)).toEqual({ [MARY]: 'submitted', [PETER]: 'cancelled' });
    expect(await noLongerNeeded(PETER, title)).toHaveLength(1);
  });
});
