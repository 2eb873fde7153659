import { eq } from 'drizzle-orm';
import type { ContractCase, ContractContext } from '../harness.js';
import { bearer } from '../../helpers/app.js';
import { referenceRequests } from '../../../server/db/schema.js';
import { answers, atInterview, MARY, PETER, refereeToken, referencesJob } from '../../server/careers-references-helpers.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
type Who = 'admin' | 'applicant' | 'none';
const ADMIN = '/api/careers/admin/applications';
const MINE = '/api/careers/applications';
const REFEREE = '/api/references/request';

/** `:app`, `:app2`, `:mary`, `:peter`, `:third`, `:fourth` filled in from the memo. */
const fill = (path: string, memo: Map<string, unknown>) => path.replace(/:(app2|app|mary|peter|third|fourth)\b/g, (_, key: string) => String(memo.get(key)));

async function headersOf(ctx: ContractContext, who: Who) {
  if (who === 'admin') return bearer(await ctx.token('admin'));
  if (who === 'applicant') return ctx.memo.get('applicant') as Record<string, string>;
  return {};
}
const call =
  (method: Method, path: string, payload?: object | ((memo: Map<string, unknown>) => object), who: Who = 'admin') =>
  async (ctx: ContractContext) =>
    ctx.app.inject({ method, url: fill(path, ctx.memo), payload: typeof payload === 'function' ? payload(ctx.memo) : payload, headers: await headersOf(ctx, who) });
const asReferee = (method: Method, path: string, payload: (token: string) => object, key = 'maryToken') => async (ctx: ContractContext) => {
  const token = ctx.memo.get(key) as string;
  return ctx.app.inject({ method, url: method === 'GET' ? `${path}?token=${token}` : path, payload: method === 'GET' ? undefined : payload(token) });
};

/** 401 without a token; 403 for the other side (an applicant on the staff's routes, staff on the applicant's). */
function guarded(operationId: string, method: Method, path: string, payload?: object, staffSide = true): ContractCase[] {
  return [
    { operationId, title: 'no token', status: 401, run: ({ app }) => app.inject({ method, url: path, payload }) },
    { operationId, title: staffSide ? 'an applicant' : 'a member of staff', status: 403, run: async ({ app, token }) => app.inject({ method, url: path, payload, headers: bearer(await token(staffSide ? 'client' : 'admin')) }) },
  ];
}

const REF = `${ADMIN}/:app/references`;
const NEW_REFEREE = { name: 'Grace Wanjiru', email: 'grace.wanjiru@county.example', position: 'Ward Sister', organisation: 'County Hospital', relationship: 'Supervisor' };

export const cases: ContractCase[] = [
  {
    operationId: 'requestReferences',
    title: 'two referees of an application at interview',
    status: 201,
    async run(ctx) {
      const admin = bearer(await ctx.token('admin'));
      const job = await referencesJob(ctx, 'Contract references nurse');
      const main = await atInterview(ctx, admin, job, 'contract-refs');
      const second = await atInterview(ctx, admin, job, 'contract-refs-two');
      ctx.memo.set('app', main.id);
      ctx.memo.set('app2', second.id);
      ctx.memo.set('applicant', main.who.headers);
      const res = await call('POST', REF, { refereeIds: ['ref-1', 'ref-2'] })(ctx);
      const [mary, peter] = res.json().items as { id: number }[];
      ctx.memo.set('mary', mary!.id);
      ctx.memo.set('peter', peter!.id);
      ctx.memo.set('maryToken', await refereeToken(ctx, MARY));
      ctx.memo.set('peterToken', await refereeToken(ctx, PETER));
      return res;
    },
  },
  { operationId: 'requestReferences', title: 'no referee chosen', status: 400, run: call('POST', REF, { refereeIds: [] }) },
  { operationId: 'requestReferences', title: 'unknown application', status: 404, run: call('POST', `${ADMIN}/999999/references`, { refereeIds: ['ref-1'] }) },
  { operationId: 'requestReferences', title: 'the same referee again', status: 409, run: call('POST', REF, { refereeIds: ['ref-1'] }) },
  ...guarded('requestReferences', 'POST', `${ADMIN}/1/references`, { refereeIds: ['ref-1'] }),
  { operationId: 'listApplicationReferences', title: 'two requests', status: 200, run: call('GET', REF) },
  { operationId: 'listApplicationReferences', title: 'malformed id', status: 400, run: call('GET', `${ADMIN}/x/references`) },
  { operationId: 'listApplicationReferences', title: 'unknown application', status: 404, run: call('GET', `${ADMIN}/999999/references`) },
  ...guarded('listApplicationReferences', 'GET', `${ADMIN}/1/references`),
  { operationId: 'getReferenceRequest', title: 'the referee opens the link', status: 200, run: asReferee('GET', REFEREE, () => ({})) },
  { operationId: 'getReferenceRequest', title: 'no token', status: 400, run: ({ app }) => app.inject({ url: REFEREE }) },
  { operationId: 'getReferenceRequest', title: 'unknown token', status: 404, run: ({ app }) => app.inject({ url: `${REFEREE}?token=${'A'.repeat(43)}` }) },
  { operationId: 'saveReferenceDraft', title: 'part of the answers', status: 200, run: asReferee('PUT', `${REFEREE}/draft`, (token) => ({ token, answers: { relationship: 'Manager' } })) },
  { operationId: 'saveReferenceDraft', title: 'a health question in a pre-offer reference', status: 400, run: asReferee('PUT', `${REFEREE}/draft`, (token) => ({ token, answers: { sicknessAbsenceDays: 3 } })) },
  { operationId: 'saveReferenceDraft', title: 'unknown token', status: 404, run: ({ app }) => app.inject({ method: 'PUT', url: `${REFEREE}/draft`, payload: { token: 'B'.repeat(43), answers: {} } }) },
  { operationId: 'submitReference', title: 'incomplete', status: 400, run: asReferee('POST', `${REFEREE}/submit`, (token) => ({ token, answers: { relationship: 'Manager' } })) },
  { operationId: 'submitReference', title: 'unknown token', status: 404, run: ({ app }) => app.inject({ method: 'POST', url: `${REFEREE}/submit`, payload: { token: 'C'.repeat(43), answers: {} } }) },
  { operationId: 'submitReference', title: 'complete', status: 200, run: asReferee('POST', `${REFEREE}/submit`, (token) => ({ token, answers: answers('pre_offer') })) },
  { operationId: 'submitReference', title: 'again', status: 409, run: asReferee('POST', `${REFEREE}/submit`, (token) => ({ token, answers: answers('pre_offer') })) },
  { operationId: 'saveReferenceDraft', title: 'after submitting', status: 409, run: asReferee('PUT', `${REFEREE}/draft`, (token) => ({ token, answers: {} })) },
  { operationId: 'declineReference', title: 'a reason too long', status: 400, run: asReferee('POST', `${REFEREE}/decline`, (token) => ({ token, reason: 'x'.repeat(1001) }), 'peterToken') },
  { operationId: 'declineReference', title: 'unknown token', status: 404, run: ({ app }) => app.inject({ method: 'POST', url: `${REFEREE}/decline`, payload: { token: 'D'.repeat(43) } }) },
  { operationId: 'declineReference', title: 'Peter cannot', status: 200, run: asReferee('POST', `${REFEREE}/decline`, (token) => ({ token, reason: 'I left that hospital' }), 'peterToken') },
  { operationId: 'declineReference', title: 'again', status: 409, run: asReferee('POST', `${REFEREE}/decline`, (token) => ({ token }), 'peterToken') },
  { operationId: 'getReference', title: 'Mary\'s reference, audited', status: 200, run: call('GET', `${REF}/:mary`) },
  { operationId: 'getReference', title: 'malformed id', status: 400, run: call('GET', `${REF}/x`) },
  { operationId: 'getReference', title: 'unknown reference', status: 404, run: call('GET', `${REF}/999999`) },
  ...guarded('getReference', 'GET', `${ADMIN}/1/references/1`),
  { operationId: 'reviewReference', title: 'satisfactory', status: 200, run: call('POST', `${REF}/:mary/review`, { review: 'satisfactory' }) },
  { operationId: 'reviewReference', title: 'an unknown verdict', status: 400, run: call('POST', `${REF}/:mary/review`, { review: 'fine' }) },
  { operationId: 'reviewReference', title: 'unknown reference', status: 404, run: call('POST', `${REF}/999999/review`, { review: 'satisfactory' }) },
  { operationId: 'reviewReference', title: 'a declined one', status: 409, run: call('POST', `${REF}/:peter/review`, { review: 'satisfactory' }) },
  ...guarded('reviewReference', 'POST', `${ADMIN}/1/references/1/review`, { review: 'satisfactory' }),
  { operationId: 'listMyReferences', title: 'status and history', status: 200, run: call('GET', `${MINE}/:app/references`, undefined, 'applicant') },
  { operationId: 'listMyReferences', title: 'malformed id', status: 400, run: call('GET', `${MINE}/x/references`, undefined, 'applicant') },
  { operationId: 'listMyReferences', title: 'another\'s application', status: 404, run: call('GET', `${MINE}/:app2/references`, undefined, 'applicant') },
  ...guarded('listMyReferences', 'GET', `${MINE}/1/references`, undefined, false),
  {
    operationId: 'replaceMyReferee',
    title: 'in place of Peter, who declined',
    status: 201,
    async run(ctx) {
      const res = await call('POST', `${MINE}/:app/references/:peter/replace`, NEW_REFEREE, 'applicant')(ctx);
      ctx.memo.set('third', res.json().id);
      return res;
    },
  },
  { operationId: 'replaceMyReferee', title: 'no e-mail', status: 400, run: call('POST', `${MINE}/:app/references/:mary/replace`, { ...NEW_REFEREE, email: 'nope' }, 'applicant') },
  { operationId: 'replaceMyReferee', title: 'unknown reference', status: 404, run: call('POST', `${MINE}/:app/references/999999/replace`, NEW_REFEREE, 'applicant') },
  { operationId: 'replaceMyReferee', title: 'Mary answered', status: 409, run: call('POST', `${MINE}/:app/references/:mary/replace`, { ...NEW_REFEREE, email: 'other@county.example' }, 'applicant') },
  ...guarded('replaceMyReferee', 'POST', `${MINE}/1/references/1/replace`, NEW_REFEREE, false),
  { operationId: 'remindMyReferee', title: 'the new referee', status: 200, run: call('POST', `${MINE}/:app/references/:third/remind`, undefined, 'applicant') },
  { operationId: 'remindMyReferee', title: 'again within 48 hours', status: 429, run: call('POST', `${MINE}/:app/references/:third/remind`, undefined, 'applicant') },
  { operationId: 'remindMyReferee', title: 'malformed id', status: 400, run: call('POST', `${MINE}/:app/references/x/remind`, undefined, 'applicant') },
  { operationId: 'remindMyReferee', title: 'unknown reference', status: 404, run: call('POST', `${MINE}/:app/references/999999/remind`, undefined, 'applicant') },
  { operationId: 'remindMyReferee', title: 'Mary answered', status: 409, run: call('POST', `${MINE}/:app/references/:mary/remind`, undefined, 'applicant') },
  ...guarded('remindMyReferee', 'POST', `${MINE}/1/references/1/remind`, undefined, false),
  { operationId: 'remindReferee', title: 'e-mailed just now', status: 429, run: call('POST', `${REF}/:third/remind`) },
  {
    operationId: 'remindReferee',
    title: 'a week after the last e-mail',
    status: 200,
    async run(ctx) {
      await ctx.app.db.update(referenceRequests).set({ lastEmailAt: new Date(Date.now() - 8 * 86_400_000) }).where(eq(referenceRequests.id, ctx.memo.get('third') as number));
      return call('POST', `${REF}/:third/remind`)(ctx);
    },
  },
  { operationId: 'remindReferee', title: 'malformed id', status: 400, run: call('POST', `${REF}/x/remind`) },
  { operationId: 'remindReferee', title: 'unknown reference', status: 404, run: call('POST', `${REF}/999999/remind`) },
  { operationId: 'remindReferee', title: 'Mary answered', status: 409, run: call('POST', `${REF}/:mary/remind`) },
  ...guarded('remindReferee', 'POST', `${ADMIN}/1/references/1/remind`),
  { operationId: 'updateRefereeEmail', title: 'a corrected address', status: 200, run: call('PATCH', `${REF}/:third/email`, { email: 'grace.w@county.example' }) },
  { operationId: 'updateRefereeEmail', title: 'not an address', status: 400, run: call('PATCH', `${REF}/:third/email`, { email: 'grace' }) },
  { operationId: 'updateRefereeEmail', title: 'unknown reference', status: 404, run: call('PATCH', `${REF}/999999/email`, { email: 'grace.w@county.example' }) },
  { operationId: 'updateRefereeEmail', title: 'Mary answered', status: 409, run: call('PATCH', `${REF}/:mary/email`, { email: 'mary.n@county.example' }) },
  ...guarded('updateRefereeEmail', 'PATCH', `${ADMIN}/1/references/1/email`, { email: 'a@b.example' }),
  { operationId: 'recordReferenceReceivedElsewhere', title: 'by post', status: 200, run: call('POST', `${REF}/:third/received-elsewhere`, { note: 'Signed letter received by post' }) },
  { operationId: 'recordReferenceReceivedElsewhere', title: 'no note', status: 400, run: call('POST', `${REF}/:third/received-elsewhere`, {}) },
  { operationId: 'recordReferenceReceivedElsewhere', title: 'unknown reference', status: 404, run: call('POST', `${REF}/999999/received-elsewhere`, { note: 'x' }) },
  { operationId: 'recordReferenceReceivedElsewhere', title: 'closed already', status: 409, run: call('POST', `${REF}/:third/received-elsewhere`, { note: 'again' }) },
  ...guarded('recordReferenceReceivedElsewhere', 'POST', `${ADMIN}/1/references/1/received-elsewhere`, { note: 'x' }),
  {
    operationId: 'cancelReferenceRequest',
    title: 'an open request of another application',
    status: 200,
    async run(ctx) {
      const res = await call('POST', `${ADMIN}/:app2/references`, { refereeIds: ['ref-1'] })(ctx);
      ctx.memo.set('fourth', res.json().items[0].id);
      return call('POST', `${ADMIN}/:app2/references/:fourth/cancel`)(ctx);
    },
  },
  { operationId: 'cancelReferenceRequest', title: 'again', status: 409, run: call('POST', `${ADMIN}/:app2/references/:fourth/cancel`) },
  { operationId: 'cancelReferenceRequest', title: 'malformed id', status: 400, run: call('POST', `${ADMIN}/:app2/references/x/cancel`) },
  { operationId: 'cancelReferenceRequest', title: 'another application\'s request', status: 404, run: call('POST', `${ADMIN}/:app/references/:fourth/cancel`) },
  ...guarded('cancelReferenceRequest', 'POST', `${ADMIN}/1/references/1/cancel`),
];
