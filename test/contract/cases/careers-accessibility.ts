import type { ContractCase, ContractContext } from '../harness.js';
import { bearer } from '../../helpers/app.js';

const FEEDBACK = '/api/careers/accessibility/feedback';
const LIST = '/api/careers/admin/accessibility-feedback';
const MESSAGE = { kind: 'adjustment', message: 'I need extra time for the online test.', name: 'Contract Sender', email: 'contract.sender@example.org', contactPreference: 'email', locale: 'fr' };

const asAdmin = async ({ token }: ContractContext) => bearer(await token('admin'));
const send = (ctx: ContractContext, payload: object, remoteAddress = '192.0.2.1') => ctx.app.inject({ method: 'POST', url: FEEDBACK, payload, remoteAddress });
const resolve = (id: unknown, payload: object = {}) => async (ctx: ContractContext) =>
  ctx.app.inject({ method: 'POST', url: `${LIST}/${id}/resolve`, payload, headers: await asAdmin(ctx) });

export const cases: ContractCase[] = [
  { operationId: 'getAccessibilityStatement', title: 'the statements', status: 200, run: ({ app }) => app.inject({ method: 'GET', url: '/api/careers/accessibility' }) },
  {
    operationId: 'sendAccessibilityFeedback',
    title: 'a request for an adjustment',
    status: 201,
    async run(ctx) {
      const res = await send(ctx, MESSAGE);
      const list = await ctx.app.inject({ method: 'GET', url: LIST, headers: await asAdmin(ctx) });
      ctx.memo.set('feedback', list.json().items[0].id);
      return res;
    },
  },
  { operationId: 'sendAccessibilityFeedback', title: 'an unknown kind', status: 400, run: (ctx) => send(ctx, { ...MESSAGE, kind: 'complaint' }) },
  {
    operationId: 'sendAccessibilityFeedback',
    title: 'more than the hourly limit from one address',
    status: 429,
    async run(ctx) {
      for (let i = 0; i < ctx.config.accessibility.feedbackPerHour; i++) await send(ctx, MESSAGE, '192.0.2.99');
      return send(ctx, MESSAGE, '192.0.2.99');
    },
  },
  { operationId: 'listAccessibilityFeedback', title: 'open items', status: 200, run: async (ctx) => ctx.app.inject({ method: 'GET', url: `${LIST}?status=open&kind=adjustment&q=extra`, headers: await asAdmin(ctx) }) },
  { operationId: 'listAccessibilityFeedback', title: 'an unknown status', status: 400, run: async (ctx) => ctx.app.inject({ method: 'GET', url: `${LIST}?status=closed`, headers: await asAdmin(ctx) }) },
  { operationId: 'listAccessibilityFeedback', title: 'no token', status: 401, run: ({ app }) => app.inject({ method: 'GET', url: LIST }) },
  { operationId: 'listAccessibilityFeedback', title: 'an applicant', status: 403, run: async ({ app, token }) => app.inject({ method: 'GET', url: LIST, headers: bearer(await token('client')) }) },
  { operationId: 'resolveAccessibilityFeedback', title: 'an open item', status: 200, run: (ctx) => resolve(ctx.memo.get('feedback'), { note: 'Extra time arranged.' })(ctx) },
  { operationId: 'resolveAccessibilityFeedback', title: 'handled already', status: 409, run: (ctx) => resolve(ctx.memo.get('feedback'))(ctx) },
  { operationId: 'resolveAccessibilityFeedback', title: 'an unknown item', status: 404, run: resolve(999999) },
  { operationId: 'resolveAccessibilityFeedback', title: 'a malformed id', status: 400, run: resolve('abc') },
  { operationId: 'resolveAccessibilityFeedback', title: 'no token', status: 401, run: ({ app }) => app.inject({ method: 'POST', url: `${LIST}/1/resolve`, payload: {} }) },
  { operationId: 'resolveAccessibilityFeedback', title: 'an applicant', status: 403, run: async ({ app, token }) => app.inject({ method: 'POST', url: `${LIST}/1/resolve`, payload: {}, headers: bearer(await token('client')) }) },
];
