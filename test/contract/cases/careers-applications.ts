import type { ContractCase, ContractContext } from '../harness.js';
import { bearer } from '../../helpers/app.js';
import { registerApplicant } from '../../server/careers-helpers.js';
import { ADMIN_APPS, APPS, applicant, draft, openJob } from '../../server/careers-applications-helpers.js';

const asClient = async ({ token }: ContractContext) => bearer(await token('client'));
const asAdmin = async ({ token }: ContractContext) => bearer(await token('admin'));
const mineUrl = (ctx: ContractContext, suffix = '') => `${APPS}/${ctx.memo.get('draft')}${suffix}`;
const adminUrl = (ctx: ContractContext, suffix = '') => `${ADMIN_APPS}/${ctx.memo.get('submitted')}${suffix}`;
const asReady = (ctx: ContractContext) => (ctx.memo.get('ready') as { headers: Record<string, string> }).headers;

async function closedJobId(ctx: ContractContext): Promise<number> {
  const res = await ctx.app.inject({ url: '/api/careers/admin/jobs?status=closed&perPage=1', headers: await asAdmin(ctx) });
  return res.json().jobs[0].id;
}

/** Staff do not apply: every applicant operation answers an administrator 403. */
function staffRefused(): ContractCase[] {
  const title = 'an administrator (staff do not apply)';
  return [
    { operationId: 'startApplication', title, status: 403, run: async (ctx) => ctx.app.inject({ method: 'POST', url: APPS, headers: await asAdmin(ctx), payload: { jobId: ctx.memo.get('job') } }) },
    { operationId: 'listMyApplications', title, status: 403, run: async (ctx) => ctx.app.inject({ url: APPS, headers: await asAdmin(ctx) }) },
    { operationId: 'getMyApplication', title, status: 403, run: async (ctx) => ctx.app.inject({ url: mineUrl(ctx), headers: await asAdmin(ctx) }) },
    { operationId: 'saveApplication', title, status: 403, run: async (ctx) => ctx.app.inject({ method: 'PATCH', url: mineUrl(ctx), headers: await asAdmin(ctx), payload: { version: 1 } }) },
    { operationId: 'submitApplication', title, status: 403, run: async (ctx) => ctx.app.inject({ method: 'POST', url: mineUrl(ctx, '/submit'), headers: await asAdmin(ctx) }) },
    { operationId: 'withdrawApplication', title, status: 403, run: async (ctx) => ctx.app.inject({ method: 'POST', url: mineUrl(ctx, '/withdraw'), headers: await asAdmin(ctx) }) },
  ];
}

export const cases: ContractCase[] = [
  {
    operationId: 'startApplication',
    title: 'a new draft',
    status: 201,
    async run(ctx) {
      const job = await openJob(ctx, 'Contract Pharmacist');
      ctx.memo.set('job', job.id);
      const res = await ctx.app.inject({ method: 'POST', url: APPS, headers: await asClient(ctx), payload: { jobId: job.id } });
      ctx.memo.set('draft', res.json().id);
      return res;
    },
  },
  { operationId: 'startApplication', title: 'the one I already have', status: 200, run: async (ctx) => ctx.app.inject({ method: 'POST', url: APPS, headers: await asClient(ctx), payload: { jobId: ctx.memo.get('job') } }) },
  ...staffRefused(),
  { operationId: 'startApplication', title: 'no job id', status: 400, run: async (ctx) => ctx.app.inject({ method: 'POST', url: APPS, headers: await asClient(ctx), payload: {} }) },
  { operationId: 'startApplication', title: 'no token', status: 401, run: ({ app }) => app.inject({ method: 'POST', url: APPS, payload: { jobId: 1 } }) },
  { operationId: 'startApplication', title: 'unknown job', status: 404, run: async (ctx) => ctx.app.inject({ method: 'POST', url: APPS, headers: await asClient(ctx), payload: { jobId: 999_999 } }) },
  { operationId: 'startApplication', title: 'a closed job', status: 409, run: async (ctx) => ctx.app.inject({ method: 'POST', url: APPS, headers: await asClient(ctx), payload: { jobId: await closedJobId(ctx) } }) },

  { operationId: 'listMyApplications', title: 'mine', status: 200, run: async (ctx) => ctx.app.inject({ url: APPS, headers: await asClient(ctx) }) },
  { operationId: 'listMyApplications', title: 'no token', status: 401, run: ({ app }) => app.inject({ url: APPS }) },

  { operationId: 'getMyApplication', title: 'my draft', status: 200, run: async (ctx) => ctx.app.inject({ url: mineUrl(ctx), headers: await asClient(ctx) }) },
  { operationId: 'getMyApplication', title: 'malformed id', status: 400, run: async (ctx) => ctx.app.inject({ url: `${APPS}/abc`, headers: await asClient(ctx) }) },
  { operationId: 'getMyApplication', title: 'no token', status: 401, run: async (ctx) => ctx.app.inject({ url: mineUrl(ctx) }) },
  {
    operationId: 'getMyApplication',
    title: "another applicant's application",
    status: 404,
    async run(ctx) {
      const other = await registerApplicant(ctx.app, 'contract.snoop');
      return ctx.app.inject({ url: mineUrl(ctx), headers: other.headers });
    },
  },

  { operationId: 'saveApplication', title: 'autosave', status: 200, run: async (ctx) => ctx.app.inject({ method: 'PATCH', url: mineUrl(ctx), headers: await asClient(ctx), payload: { version: 1, coverLetter: 'Hello' } }) },
  {
    operationId: 'saveApplication',
    title: 'cover letter over 10,000 characters',
    status: 400,
    run: async (ctx) => ctx.app.inject({ method: 'PATCH', url: mineUrl(ctx), headers: await asClient(ctx), payload: { version: 2, coverLetter: 'x'.repeat(10_001) } }),
  },
  { operationId: 'saveApplication', title: 'no token', status: 401, run: async (ctx) => ctx.app.inject({ method: 'PATCH', url: mineUrl(ctx), payload: { version: 2 } }) },
  { operationId: 'saveApplication', title: 'unknown application', status: 404, run: async (ctx) => ctx.app.inject({ method: 'PATCH', url: `${APPS}/999999`, headers: await asClient(ctx), payload: { version: 1 } }) },
  { operationId: 'saveApplication', title: 'stale version', status: 409, run: async (ctx) => ctx.app.inject({ method: 'PATCH', url: mineUrl(ctx), headers: await asClient(ctx), payload: { version: 1, coverLetter: 'old tab' } }) },

  {
    operationId: 'submitApplication',
    title: 'a complete application',
    status: 200,
    async run(ctx) {
      const ready = await applicant(ctx, 'contract.ready');
      ctx.memo.set('ready', ready);
      const app = await draft(ctx, ready, ctx.memo.get('job') as number);
      const res = await ctx.app.inject({ method: 'POST', url: `${APPS}/${app.id}/submit`, headers: ready.headers });
      ctx.memo.set('submitted', app.id);
      return res;
    },
  },
  { operationId: 'submitApplication', title: 'declaration or details missing', status: 400, run: async (ctx) => ctx.app.inject({ method: 'POST', url: mineUrl(ctx, '/submit'), headers: await asClient(ctx) }) },
  { operationId: 'submitApplication', title: 'no token', status: 401, run: async (ctx) => ctx.app.inject({ method: 'POST', url: mineUrl(ctx, '/submit') }) },
  { operationId: 'submitApplication', title: 'unknown application', status: 404, run: async (ctx) => ctx.app.inject({ method: 'POST', url: `${APPS}/999999/submit`, headers: await asClient(ctx) }) },
  {
    operationId: 'submitApplication',
    title: 'account not activated',
    status: 409,
    async run(ctx) {
      const pending = await applicant(ctx, 'contract.pending', false);
      const app = await draft(ctx, pending, ctx.memo.get('job') as number);
      return ctx.app.inject({ method: 'POST', url: `${APPS}/${app.id}/submit`, headers: pending.headers });
    },
  },

  { operationId: 'listApplications', title: 'filtered by job and status', status: 200, run: async (ctx) => ctx.app.inject({ url: `${ADMIN_APPS}?jobId=${ctx.memo.get('job')}&status=submitted&sortBy=name&sortDesc=false`, headers: await asAdmin(ctx) }) },
  { operationId: 'listApplications', title: 'page too large', status: 400, run: async (ctx) => ctx.app.inject({ url: `${ADMIN_APPS}?perPage=500`, headers: await asAdmin(ctx) }) },
  { operationId: 'listApplications', title: 'no token', status: 401, run: ({ app }) => app.inject({ url: ADMIN_APPS }) },
  { operationId: 'listApplications', title: 'a client', status: 403, run: async (ctx) => ctx.app.inject({ url: ADMIN_APPS, headers: await asClient(ctx) }) },

  { operationId: 'exportApplicationsCsv', title: 'CSV of the filters', status: 200, run: async (ctx) => ctx.app.inject({ url: `${ADMIN_APPS}/export.csv?status=submitted`, headers: await asAdmin(ctx) }) },
  { operationId: 'exportApplicationsCsv', title: 'bad status', status: 400, run: async (ctx) => ctx.app.inject({ url: `${ADMIN_APPS}/export.csv?status=nope`, headers: await asAdmin(ctx) }) },
  { operationId: 'exportApplicationsCsv', title: 'no token', status: 401, run: ({ app }) => app.inject({ url: `${ADMIN_APPS}/export.csv` }) },
  { operationId: 'exportApplicationsCsv', title: 'a client', status: 403, run: async (ctx) => ctx.app.inject({ url: `${ADMIN_APPS}/export.csv`, headers: await asClient(ctx) }) },

  { operationId: 'getApplication', title: 'a submitted application', status: 200, run: async (ctx) => ctx.app.inject({ url: adminUrl(ctx), headers: await asAdmin(ctx) }) },
  { operationId: 'getApplication', title: 'malformed id', status: 400, run: async (ctx) => ctx.app.inject({ url: `${ADMIN_APPS}/0`, headers: await asAdmin(ctx) }) },
  { operationId: 'getApplication', title: 'no token', status: 401, run: async (ctx) => ctx.app.inject({ url: adminUrl(ctx) }) },
  { operationId: 'getApplication', title: 'a client', status: 403, run: async (ctx) => ctx.app.inject({ url: adminUrl(ctx), headers: await asClient(ctx) }) },
  { operationId: 'getApplication', title: 'a draft is not listed', status: 404, run: async (ctx) => ctx.app.inject({ url: `${ADMIN_APPS}/${ctx.memo.get('draft')}`, headers: await asAdmin(ctx) }) },

  { operationId: 'transitionApplication', title: 'under review', status: 200, run: async (ctx) => ctx.app.inject({ method: 'POST', url: adminUrl(ctx, '/transition'), headers: await asAdmin(ctx), payload: { to: 'under_review' } }) },
  { operationId: 'transitionApplication', title: 'reject without a reason', status: 400, run: async (ctx) => ctx.app.inject({ method: 'POST', url: adminUrl(ctx, '/transition'), headers: await asAdmin(ctx), payload: { to: 'rejected' } }) },
  { operationId: 'transitionApplication', title: 'no token', status: 401, run: async (ctx) => ctx.app.inject({ method: 'POST', url: adminUrl(ctx, '/transition'), payload: { to: 'shortlisted' } }) },
  { operationId: 'transitionApplication', title: 'a client', status: 403, run: async (ctx) => ctx.app.inject({ method: 'POST', url: adminUrl(ctx, '/transition'), headers: await asClient(ctx), payload: { to: 'shortlisted' } }) },
  { operationId: 'transitionApplication', title: 'unknown application', status: 404, run: async (ctx) => ctx.app.inject({ method: 'POST', url: `${ADMIN_APPS}/999999/transition`, headers: await asAdmin(ctx), payload: { to: 'shortlisted' } }) },
  { operationId: 'transitionApplication', title: 'under review straight to hired', status: 409, run: async (ctx) => ctx.app.inject({ method: 'POST', url: adminUrl(ctx, '/transition'), headers: await asAdmin(ctx), payload: { to: 'hired' } }) },

  { operationId: 'addApplicationNote', title: 'an internal note', status: 201, run: async (ctx) => ctx.app.inject({ method: 'POST', url: adminUrl(ctx, '/notes'), headers: await asAdmin(ctx), payload: { note: 'Check the licence expiry' } }) },
  { operationId: 'addApplicationNote', title: 'empty note', status: 400, run: async (ctx) => ctx.app.inject({ method: 'POST', url: adminUrl(ctx, '/notes'), headers: await asAdmin(ctx), payload: { note: '' } }) },
  { operationId: 'addApplicationNote', title: 'no token', status: 401, run: async (ctx) => ctx.app.inject({ method: 'POST', url: adminUrl(ctx, '/notes'), payload: { note: 'x' } }) },
  { operationId: 'addApplicationNote', title: 'a client', status: 403, run: async (ctx) => ctx.app.inject({ method: 'POST', url: adminUrl(ctx, '/notes'), headers: await asClient(ctx), payload: { note: 'x' } }) },
  { operationId: 'addApplicationNote', title: 'unknown application', status: 404, run: async (ctx) => ctx.app.inject({ method: 'POST', url: `${ADMIN_APPS}/999999/notes`, headers: await asAdmin(ctx), payload: { note: 'x' } }) },

  { operationId: 'getApplicationStats', title: 'the figures', status: 200, run: async (ctx) => ctx.app.inject({ url: '/api/careers/admin/stats', headers: await asAdmin(ctx) }) },
  { operationId: 'getApplicationStats', title: 'no token', status: 401, run: ({ app }) => app.inject({ url: '/api/careers/admin/stats' }) },
  { operationId: 'getApplicationStats', title: 'a client', status: 403, run: async (ctx) => ctx.app.inject({ url: '/api/careers/admin/stats', headers: await asClient(ctx) }) },

  { operationId: 'withdrawApplication', title: 'my submitted application', status: 200, run: async (ctx) => ctx.app.inject({ method: 'POST', url: `${APPS}/${ctx.memo.get('submitted')}/withdraw`, headers: asReady(ctx) }) },
  { operationId: 'withdrawApplication', title: 'malformed id', status: 400, run: async (ctx) => ctx.app.inject({ method: 'POST', url: `${APPS}/x/withdraw`, headers: asReady(ctx) }) },
  { operationId: 'withdrawApplication', title: 'no token', status: 401, run: async (ctx) => ctx.app.inject({ method: 'POST', url: `${APPS}/${ctx.memo.get('submitted')}/withdraw` }) },
  { operationId: 'withdrawApplication', title: "another applicant's application", status: 404, run: async (ctx) => ctx.app.inject({ method: 'POST', url: `${APPS}/${ctx.memo.get('submitted')}/withdraw`, headers: await asClient(ctx) }) },
  { operationId: 'withdrawApplication', title: 'already withdrawn', status: 409, run: async (ctx) => ctx.app.inject({ method: 'POST', url: `${APPS}/${ctx.memo.get('submitted')}/withdraw`, headers: asReady(ctx) }) },
];

