import { eq } from 'drizzle-orm';
import type { ContractCase, ContractContext } from '../harness.js';
import { bearer } from '../../helpers/app.js';
import { jobAlerts, mailOutbox } from '../../../server/db/schema.js';

const ALERTS = '/api/careers/job-alerts';
const SEND_NOW = '/api/careers/admin/job-alerts/send-now';
const NEW_ALERT = { name: 'Nursing', criteria: { department: ['nursing'] }, frequency: 'daily' };
const VISITOR = 'contract.visitor@example.org';

const client = async ({ token }: ContractContext) => bearer(await token('client'));
const alertUrl = (suffix = '') => (memo: Map<string, unknown>) => `${ALERTS}/${memo.get('alert')}${suffix}`;

/** The token of the newest link to `path` queued in the outbox for `email`. */
async function tokenIn({ app }: ContractContext, email: string, path: string) {
  const rows = await app.db.select({ text: mailOutbox.bodyText }).from(mailOutbox).where(eq(mailOutbox.recipient, email));
  return new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(rows.map((r) => r.text).join('\n'))![1]!;
}

export const cases: ContractCase[] = [
  {
    operationId: 'createJobAlert',
    title: 'signed in',
    status: 201,
    async run(ctx) {
      const res = await ctx.app.inject({ method: 'POST', url: ALERTS, payload: NEW_ALERT, headers: await client(ctx) });
      ctx.memo.set('alert', res.json().alert.id);
      // Every open job counts as new for it: the digest below has something to send.
      await ctx.app.db.update(jobAlerts).set({ watermarkAt: new Date(0) }).where(eq(jobAlerts.id, res.json().alert.id));
      return res;
    },
  },
  { operationId: 'createJobAlert', title: 'a visitor', status: 202, run: ({ app }) => app.inject({ method: 'POST', url: ALERTS, payload: { ...NEW_ALERT, email: VISITOR } }) },
  { operationId: 'createJobAlert', title: 'a visitor without an address', status: 400, run: ({ app }) => app.inject({ method: 'POST', url: ALERTS, payload: NEW_ALERT }) },
  { operationId: 'createJobAlert', title: 'a bad token', status: 401, run: ({ app }) => app.inject({ method: 'POST', url: ALERTS, payload: NEW_ALERT, headers: { authorization: 'Bearer nope' } }) },
  { operationId: 'listMyJobAlerts', title: 'mine', status: 200, run: async (ctx) => ctx.app.inject({ url: ALERTS, headers: await client(ctx) }) },
  { operationId: 'listMyJobAlerts', title: 'no token', status: 401, run: ({ app }) => app.inject({ url: ALERTS }) },
  { operationId: 'sendJobAlertsNow', title: 'an administrator', status: 200, run: async ({ app, token }) => app.inject({ method: 'POST', url: SEND_NOW, headers: bearer(await token('admin')) }) },
  { operationId: 'sendJobAlertsNow', title: 'no token', status: 401, run: ({ app }) => app.inject({ method: 'POST', url: SEND_NOW }) },
  { operationId: 'sendJobAlertsNow', title: 'an applicant', status: 403, run: async (ctx) => ctx.app.inject({ method: 'POST', url: SEND_NOW, headers: await client(ctx) }) },
  {
    operationId: 'getJobAlertByToken',
    title: 'an e-mail\'s token',
    status: 200,
    async run(ctx) {
      ctx.memo.set('manage', await tokenIn(ctx, 'client@demo.com', '/careers/job-alerts/manage'));
      return ctx.app.inject({ url: `${ALERTS}/manage?token=${ctx.memo.get('manage')}` });
    },
  },
  { operationId: 'getJobAlertByToken', title: 'an unknown token', status: 400, run: ({ app }) => app.inject({ url: `${ALERTS}/manage?token=unknown` }) },
  { operationId: 'openJobAlertUnsubscribeLink', title: 'opened in a browser', status: 303, run: ({ app, memo }) => app.inject({ url: `${ALERTS}/unsubscribe?token=${memo.get('manage')}` }) },
  { operationId: 'openJobAlertUnsubscribeLink', title: 'no token', status: 400, run: ({ app }) => app.inject({ url: `${ALERTS}/unsubscribe` }) },
  { operationId: 'updateJobAlert', title: 'pause, signed in', status: 200, run: async (ctx) => ctx.app.inject({ method: 'PATCH', url: alertUrl()(ctx.memo), payload: { paused: true }, headers: await client(ctx) }) },
  { operationId: 'updateJobAlert', title: 'weekly, by token', status: 200, run: ({ app, memo }) => app.inject({ method: 'PATCH', url: alertUrl()(memo), payload: { frequency: 'weekly', token: memo.get('manage') } }) },
  { operationId: 'updateJobAlert', title: 'an unknown frequency', status: 400, run: async (ctx) => ctx.app.inject({ method: 'PATCH', url: alertUrl()(ctx.memo), payload: { frequency: 'hourly' }, headers: await client(ctx) }) },
  { operationId: 'updateJobAlert', title: 'neither signed in nor a token', status: 401, run: ({ app, memo }) => app.inject({ method: 'PATCH', url: alertUrl()(memo), payload: { paused: false } }) },
  { operationId: 'updateJobAlert', title: 'someone else\'s', status: 404, run: async ({ app, memo, token }) => app.inject({ method: 'PATCH', url: alertUrl()(memo), payload: { paused: false }, headers: bearer(await token('admin')) }) },
  { operationId: 'sendJobAlertFeedback', title: 'useful, by token', status: 204, run: ({ app, memo }) => app.inject({ method: 'POST', url: alertUrl('/feedback')(memo), payload: { useful: true, token: memo.get('manage') } }) },
  { operationId: 'sendJobAlertFeedback', title: 'no answer', status: 400, run: ({ app, memo }) => app.inject({ method: 'POST', url: alertUrl('/feedback')(memo), payload: { token: memo.get('manage') } }) },
  { operationId: 'sendJobAlertFeedback', title: 'neither signed in nor a token', status: 401, run: ({ app, memo }) => app.inject({ method: 'POST', url: alertUrl('/feedback')(memo), payload: { useful: true } }) },
  { operationId: 'sendJobAlertFeedback', title: 'another alert\'s token', status: 404, run: ({ app, memo }) => app.inject({ method: 'POST', url: `${ALERTS}/999999/feedback`, payload: { useful: true, token: memo.get('manage') } }) },
  {
    operationId: 'unsubscribeJobAlert',
    title: 'one click (RFC 8058)',
    status: 200,
    run: ({ app, memo }) => app.inject({ method: 'POST', url: `${ALERTS}/unsubscribe?token=${memo.get('manage')}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' }),
  },
  { operationId: 'unsubscribeJobAlert', title: 'an unknown token', status: 400, run: ({ app }) => app.inject({ method: 'POST', url: `${ALERTS}/unsubscribe?token=unknown` }) },
  {
    operationId: 'unsubscribeJobAlert',
    title: 'a body that is not a form',
    status: 415,
    run: ({ app, memo }) => app.inject({ method: 'POST', url: `${ALERTS}/unsubscribe?token=${memo.get('manage')}`, headers: { 'content-type': 'text/xml' }, payload: '<x/>' }),
  },
  {
    operationId: 'confirmJobAlert',
    title: 'the visitor\'s link',
    status: 200,
    run: async (ctx) => ctx.app.inject({ method: 'POST', url: `${ALERTS}/confirm`, payload: { token: await tokenIn(ctx, VISITOR, '/careers/job-alerts/confirm') } }),
  },
  { operationId: 'confirmJobAlert', title: 'an unknown token', status: 400, run: ({ app }) => app.inject({ method: 'POST', url: `${ALERTS}/confirm`, payload: { token: 'unknown' } }) },
  { operationId: 'deleteJobAlert', title: 'a bad id', status: 400, run: async (ctx) => ctx.app.inject({ method: 'DELETE', url: `${ALERTS}/abc`, headers: await client(ctx) }) },
  { operationId: 'deleteJobAlert', title: 'no token', status: 401, run: ({ app, memo }) => app.inject({ method: 'DELETE', url: alertUrl()(memo) }) },
  { operationId: 'deleteJobAlert', title: 'someone else\'s', status: 404, run: async ({ app, memo, token }) => app.inject({ method: 'DELETE', url: alertUrl()(memo), headers: bearer(await token('admin')) }) },
  { operationId: 'deleteJobAlert', title: 'mine', status: 204, run: async (ctx) => ctx.app.inject({ method: 'DELETE', url: alertUrl()(ctx.memo), headers: await client(ctx) }) },
];
