import { expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import { answers, atInterview, MARY, PETER, referee, refereeToken, referencesJob, refsUrl, withAdminApp } from './careers-references-helpers.js';
import { offerOf, sentOffer } from './careers-offers-helpers.js';

/** References feed the offer (issues 29 and 30): the last required reference found satisfactory meets the offer's references check. */
let t: TestApp;
let admin: Record<string, string>;

withAdminApp((app, headers) => ([t, admin] = [app, headers]));

const referencesCheck = async (applicationId: number) => {
  const offer = (await t.app.inject({ url: offerOf(applicationId), headers: admin })).json();
  return (offer.checks as { category: string; status: string }[]).find((c) => c.category === 'references')?.status;
};

it('an offer’s references check is met once both references are in and satisfactory, not before, not by an unsatisfactory one', async () => {
  const jobId = await referencesJob(t, 'Theatre nurse, references into the offer', 'after_offer');
  const app = await atInterview(t, admin, jobId, 'refs-offer');
  await sentOffer(t, app.id, admin);
  expect(await referencesCheck(app.id)).toBe('requested');
  const requested = await t.app.inject({ method: 'POST', url: refsUrl(app.id), headers: admin, payload: { refereeIds: ['ref-1', 'ref-2'], stage: 'post_offer' } });
  expect(requested.statusCode, requested.body).toBe(201);
  const [mary, peter] = (requested.json().items as { id: number }[]).map((r) => r.id);
  for (const email of [MARY, PETER]) expect((await referee.submit(t, await refereeToken(t, email), answers('post_offer'))).statusCode).toBe(200);
  const review = (id: number, verdict: string) => t.app.inject({ method: 'POST', url: refsUrl(app.id, id, 'review'), headers: admin, payload: { review: verdict } });
  expect((await review(mary!, 'satisfactory')).statusCode).toBe(200);
  expect((await review(peter!, 'unsatisfactory')).statusCode).toBe(200);
  expect(await referencesCheck(app.id)).toBe('requested');
  expect((await review(peter!, 'satisfactory')).statusCode).toBe(200);
  expect(await referencesCheck(app.id)).toBe('met');
});
