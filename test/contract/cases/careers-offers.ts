import type { LightMyRequestResponse } from 'fastify';
import type { ContractCase, ContractContext } from '../harness.js';
import { bearer } from '../../helpers/app.js';
import { FILES, inDays, upload } from '../../server/careers-helpers.js';
import { signInAs } from '../../server/staff-access-helpers.js';
import { atInterview, offerBody, offerJob, sentOffer } from '../../server/careers-offers-helpers.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
/** Who calls: a memo key holding headers, or the demo admin/client, or nobody. */
type Caller = 'admin' | 'client' | 'hr' | 'oh' | 'applicant' | 'declining' | 'none';

async function as(ctx: ContractContext, who: Caller): Promise<Record<string, string>> {
  if (who === 'none') return {};
  if (who === 'admin' || who === 'client') return bearer(await ctx.token(who));
  return ctx.memo.get(who) as Record<string, string>;
}

/** `:app`, `:offer`, `:check`… replaced by what earlier cases remembered. */
const fill = (ctx: ContractContext, path: string) => path.replace(/:([A-Za-z]+)/g, (_m, key: string) => String(ctx.memo.get(key) ?? key));

/** A body's top-level strings written `:key` are replaced by the remembered value. */
const withMemo = (ctx: ContractContext, payload: object) =>
  Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, typeof v === 'string' && v.startsWith(':') ? ctx.memo.get(v.slice(1)) : v]));

const call = (method: Method, path: string, who: Caller, payload?: object) => async (ctx: ContractContext) =>
  ctx.app.inject({ method, url: fill(ctx, path), headers: await as(ctx, who), ...(payload ? { payload: withMemo(ctx, payload) } : {}) });

/** The refusals every offers operation documents: a malformed id (400), no token (401), the wrong kind of account (403), a missing row (404). */
function refusals(operationId: string, method: Method, path: string, payload: object | undefined, outsider: Caller, missing: string | null): ContractCase[] {
  const cases: ContractCase[] = [
    { operationId, title: 'without a token', status: 401, run: call(method, path, 'none', payload) },
    { operationId, title: 'by the wrong kind of account', status: 403, run: call(method, path, outsider, payload) },
  ];
  const insider = outsider === 'admin' ? 'applicant' : 'admin';
  if (missing !== null) {
    cases.push({ operationId, title: 'a malformed id', status: 400, run: call(method, path.replace(`:${missing}`, 'abc'), insider, payload) });
    cases.push({ operationId, title: 'an id that does not exist', status: 404, run: call(method, path.replace(`:${missing}`, '999999'), insider, payload) });
  }
  return cases;
}

const remember = (ctx: ContractContext, key: string, res: LightMyRequestResponse, pick: (body: never) => unknown) => {
  ctx.memo.set(key, pick(res.json() as never));
  return res;
};

const A = '/api/careers/admin/applications/:app';
const O = '/api/careers/admin/offers/:offer';
const MINE = '/api/careers/applications/:app/offer';
const CHECK = '/api/careers/admin/offer-checks/:check';
const PROFILE = { checkTypeKeys: ['identity'], approvalsRequired: 0, refuseOverPosts: false };
const START = { startDate: inDays(40) };

export const cases: ContractCase[] = [
  {
    operationId: 'createOffer',
    title: 'a draft offer to an application at interview (the job\'s six checks)',
    status: 201,
    async run(ctx) {
      const job = (await offerJob(ctx, 'Contract offers nurse', 2)).id;
      const first = await atInterview(ctx, job, 'contract.offer.a');
      const second = await atInterview(ctx, job, 'contract.offer.b');
      const third = await atInterview(ctx, job, 'contract.offer.c');
      for (const [key, value] of Object.entries({ job, app: first.id, declineApp: second.id, withdrawApp: third.id, applicant: first.who.headers, declining: second.who.headers })) ctx.memo.set(key, value);
      ctx.memo.set('document', (await upload(ctx.app, first.who.headers, { kind: 'id' }, { filename: 'passport.pdf', content: FILES.pdf() })).json().id);
      ctx.memo.set('hr', (await signInAs(ctx, 'hr')).headers);
      ctx.memo.set('oh', (await signInAs(ctx, 'oh')).headers);
      const res = await call('POST', `${A}/offers`, 'admin', offerBody())(ctx);
      ctx.memo.set('checks', res.json().checks);
      ctx.memo.set('check', res.json().checks[0].id);
      return remember(ctx, 'offer', res, (b: { id: number }) => b.id);
    },
  },
  { operationId: 'createOffer', title: 'a second live offer', status: 409, run: call('POST', `${A}/offers`, 'admin', offerBody()) },
  { operationId: 'createOffer', title: 'a respond-by date in the past', status: 400, run: call('POST', `${A}/offers`, 'admin', offerBody({ respondBy: inDays(-2) })) },
  ...refusals('createOffer', 'POST', `${A}/offers`, offerBody(), 'client', null),
  { operationId: 'createOffer', title: 'an application that does not exist', status: 404, run: call('POST', '/api/careers/admin/applications/999999/offers', 'admin', offerBody()) },

  { operationId: 'getApplicationOffer', title: 'the draft with its checks', status: 200, run: call('GET', `${A}/offer`, 'admin') },
  ...refusals('getApplicationOffer', 'GET', `${A}/offer`, undefined, 'client', 'app'),

  { operationId: 'updateOffer', title: 'a draft changes in place', status: 200, run: call('PATCH', O, 'admin', offerBody({ respondBy: inDays(12) })) },
  { operationId: 'updateOffer', title: 'a grade too long', status: 400, run: call('PATCH', O, 'admin', offerBody({ terms: { grade: 'x'.repeat(61) } })) },
  ...refusals('updateOffer', 'PATCH', O, offerBody(), 'client', 'offer').filter((c) => c.status !== 400),

  { operationId: 'approveOffer', title: 'by its author', status: 409, run: call('POST', `${O}/approve`, 'admin') },
  { operationId: 'approveOffer', title: 'by HR', status: 200, run: call('POST', `${O}/approve`, 'hr') },
  ...refusals('approveOffer', 'POST', `${O}/approve`, undefined, 'client', 'offer'),

  { operationId: 'sendOffer', title: 'the draft goes to the applicant', status: 200, run: call('POST', `${O}/send`, 'admin') },
  { operationId: 'sendOffer', title: 'sent already', status: 409, run: call('POST', `${O}/send`, 'admin') },
  ...refusals('sendOffer', 'POST', `${O}/send`, undefined, 'client', 'offer'),

  { operationId: 'getMyOffer', title: 'the applicant\'s offer', status: 200, run: call('GET', MINE, 'applicant') },
  ...refusals('getMyOffer', 'GET', MINE, undefined, 'admin', 'app'),

  { operationId: 'uploadCheckEvidence', title: 'a passport for the identity check', status: 200, run: call('POST', `${MINE}/checks/:check/evidence`, 'applicant', { documentId: ':document' }) },
  { operationId: 'uploadCheckEvidence', title: 'not a document id', status: 400, run: call('POST', `${MINE}/checks/:check/evidence`, 'applicant', { documentId: 'passport' }) },
  ...refusals('uploadCheckEvidence', 'POST', `${MINE}/checks/:check/evidence`, { documentId: '00000000-0000-4000-8000-000000000000' }, 'admin', 'check').filter((c) => c.status !== 400),

  { operationId: 'acceptMyOffer', title: 'accepted', status: 200, run: call('POST', `${MINE}/accept`, 'applicant') },
  { operationId: 'acceptMyOffer', title: 'accepted already', status: 409, run: call('POST', `${MINE}/accept`, 'applicant') },
  ...refusals('acceptMyOffer', 'POST', `${MINE}/accept`, undefined, 'admin', 'app'),

  { operationId: 'declineMyOffer', title: 'an accepted offer', status: 409, run: call('POST', `${MINE}/decline`, 'applicant', {}) },
  { operationId: 'declineMyOffer', title: 'a reason too long', status: 400, run: call('POST', `${MINE}/decline`, 'applicant', { reason: 'x'.repeat(256) }) },
  {
    operationId: 'declineMyOffer',
    title: 'a sent offer declined with a reason',
    status: 200,
    async run(ctx) {
      const app = ctx.memo.get('declineApp') as number;
      ctx.memo.set('declinedOffer', await sentOffer(ctx, app, await as(ctx, 'admin')));
      ctx.memo.set('declinedCheck', (await call('GET', `/api/careers/admin/applications/${app}/offer`, 'admin')(ctx)).json().checks[0].id);
      return call('POST', `/api/careers/applications/${app}/offer/decline`, 'declining', { reason: 'Another post' })(ctx);
    },
  },
  ...refusals('declineMyOffer', 'POST', `${MINE}/decline`, {}, 'admin', 'app').filter((c) => c.status !== 400),

  { operationId: 'updateOfferCheck', title: 'HR marks the identity check met', status: 200, run: call('PATCH', CHECK, 'hr', { status: 'met' }) },
  { operationId: 'uploadCheckEvidence', title: 'a check met already', status: 409, run: call('POST', `${MINE}/checks/:check/evidence`, 'applicant', { documentId: ':document' }) },
  { operationId: 'updateOfferCheck', title: 'a status that does not exist', status: 400, run: call('PATCH', CHECK, 'hr', { status: 'done' }) },
  { operationId: 'updateOfferCheck', title: 'a check of a declined offer', status: 409, run: call('PATCH', '/api/careers/admin/offer-checks/:declinedCheck', 'hr', { status: 'met' }) },
  ...refusals('updateOfferCheck', 'PATCH', CHECK, { status: 'met' }, 'client', 'check').filter((c) => c.status !== 400),

  {
    operationId: 'makeOfferUnconditional',
    title: 'checks still pending',
    status: 409,
    run: call('POST', `${O}/unconditional`, 'admin', START),
  },
  { operationId: 'confirmStart', title: 'before the offer is unconditional', status: 409, run: call('POST', `${O}/confirm-start`, 'admin', START) },
  {
    operationId: 'waiveOfferCheck',
    title: 'HR asks to waive the references check',
    status: 200,
    async run(ctx) {
      const refs = (ctx.memo.get('checks') as { id: number; checkTypeKey: string }[]).find((c) => c.checkTypeKey === 'references')!;
      ctx.memo.set('refs', refs.id);
      return call('POST', '/api/careers/admin/offer-checks/:refs/waive', 'hr', { reason: 'Verified by payslips' })(ctx);
    },
  },
  { operationId: 'waiveOfferCheck', title: 'the same person approving', status: 409, run: call('POST', '/api/careers/admin/offer-checks/:refs/waive', 'hr', { reason: 'Me again' }) },
  { operationId: 'waiveOfferCheck', title: 'no reason', status: 400, run: call('POST', '/api/careers/admin/offer-checks/:refs/waive', 'admin', {}) },
  ...refusals('waiveOfferCheck', 'POST', `${CHECK}/waive`, { reason: 'x' }, 'client', 'check').filter((c) => c.status !== 400),
  {
    operationId: 'makeOfferUnconditional',
    title: 'every check met or waived',
    status: 200,
    async run(ctx) {
      await call('POST', '/api/careers/admin/offer-checks/:refs/waive', 'admin', { reason: 'Agreed' })(ctx);
      for (const c of ctx.memo.get('checks') as { id: number; checkTypeKey: string }[]) {
        if (c.checkTypeKey === 'health') await call('PATCH', `/api/careers/admin/offer-checks/${c.id}`, 'oh', { outcome: 'fit' })(ctx);
        else if (c.checkTypeKey !== 'references') await call('PATCH', `/api/careers/admin/offer-checks/${c.id}`, 'hr', { status: 'met' })(ctx);
      }
      return call('POST', `${O}/unconditional`, 'admin', START)(ctx);
    },
  },
  ...refusals('makeOfferUnconditional', 'POST', `${O}/unconditional`, START, 'client', 'offer'),
  { operationId: 'confirmStart', title: 'the start is confirmed: hired', status: 200, run: call('POST', `${O}/confirm-start`, 'admin', START) },
  ...refusals('confirmStart', 'POST', `${O}/confirm-start`, START, 'client', 'offer'),

  {
    operationId: 'withdrawOffer',
    title: 'a sent offer withdrawn with a reason',
    status: 200,
    async run(ctx) {
      const offer = await sentOffer(ctx, ctx.memo.get('withdrawApp') as number, await as(ctx, 'admin'));
      ctx.memo.set('withdrawn', offer);
      return call('POST', '/api/careers/admin/offers/:withdrawn/withdraw', 'admin', { reason: 'Post frozen' })(ctx);
    },
  },
  { operationId: 'withdrawOffer', title: 'withdrawn already', status: 409, run: call('POST', '/api/careers/admin/offers/:withdrawn/withdraw', 'admin', { reason: 'Again' }) },
  ...refusals('withdrawOffer', 'POST', `${O}/withdraw`, { reason: 'x' }, 'client', 'offer'),
  { operationId: 'updateOffer', title: 'a withdrawn offer', status: 409, run: call('PATCH', '/api/careers/admin/offers/:withdrawn', 'admin', offerBody()) },

  { operationId: 'listOpenChecks', title: 'occupational health\'s queue', status: 200, run: call('GET', '/api/careers/admin/offer-checks?owner=occupational_health', 'oh') },
  { operationId: 'listOpenChecks', title: 'an owner that does not exist', status: 400, run: call('GET', '/api/careers/admin/offer-checks?owner=cook', 'admin') },
  ...refusals('listOpenChecks', 'GET', '/api/careers/admin/offer-checks', undefined, 'client', null),

  {
    operationId: 'listCheckTypes',
    title: 'the six standards',
    status: 200,
    run: async (ctx) => remember(ctx, 'catalogue', await call('GET', '/api/careers/admin/check-types', 'hr')(ctx), (b) => b),
  },
  ...refusals('listCheckTypes', 'GET', '/api/careers/admin/check-types', undefined, 'client', null),
  { operationId: 'saveCheckTypes', title: 'the catalogue saved as it is', status: 200, run: async (ctx) => call('PUT', '/api/careers/admin/check-types', 'hr', ctx.memo.get('catalogue') as object)(ctx) },
  { operationId: 'saveCheckTypes', title: 'a department default naming no check type', status: 400, run: call('PUT', '/api/careers/admin/check-types', 'hr', { types: [], departmentDefaults: [{ department: 'pharmacy', checkTypeKeys: ['ghost'] }] }) },
  ...refusals('saveCheckTypes', 'PUT', '/api/careers/admin/check-types', { types: [], departmentDefaults: [] }, 'client', null),

  { operationId: 'getJobCheckProfile', title: 'the department\'s default', status: 200, run: call('GET', '/api/careers/admin/jobs/:job/check-profile', 'hr') },
  ...refusals('getJobCheckProfile', 'GET', '/api/careers/admin/jobs/:job/check-profile', undefined, 'client', 'job'),
  { operationId: 'setJobCheckProfile', title: 'identity only, posts a hard limit', status: 200, run: call('PUT', '/api/careers/admin/jobs/:job/check-profile', 'hr', PROFILE) },
  ...refusals('setJobCheckProfile', 'PUT', '/api/careers/admin/jobs/:job/check-profile', PROFILE, 'client', 'job'),
];
