import type { ContractCase, ContractContext } from '../harness.js';
import { bearer } from '../../helpers/app.js';
import { inDays, publishableJob } from '../../server/careers-helpers.js';

type Method = 'GET' | 'POST' | 'PUT';
const URL = '/api/careers/admin/jobs';
const JOB = publishableJob('Contract Pharmacist', inDays(20));

/** A call as the administrator; `path` may use ids the earlier cases kept in `memo`. */
const asAdmin = (method: Method, path: string | ((memo: Map<string, unknown>) => string), payload?: object) => async ({ app, token, memo }: ContractContext) =>
  app.inject({ method, url: `${URL}${typeof path === 'string' ? path : path(memo)}`, payload, headers: bearer(await token('admin')) });
const jobId = (key: string) => (memo: Map<string, unknown>) => `/${memo.get(key)}`;
const keep = (key: string, run: ReturnType<typeof asAdmin>) => async (ctx: ContractContext) => {
  const res = await run(ctx);
  ctx.memo.set(key, res.json().id);
  return res;
};

/** 401 without a token and 403 for an applicant (with a valid body, so validation passes). */
function guarded(operationId: string, method: Method, path: string, payload?: object): ContractCase[] {
  return [
    { operationId, title: 'no token', status: 401, run: ({ app }) => app.inject({ method, url: `${URL}${path}`, payload }) },
    {
      operationId,
      title: 'an applicant',
      status: 403,
      run: async ({ app, token }) => app.inject({ method, url: `${URL}${path}`, payload, headers: bearer(await token('client')) }),
    },
  ];
}

/** 400 for a malformed id, 404 for an unknown one, plus the guards. */
function idCases(operationId: string, method: Method, action = '', payload?: object): ContractCase[] {
  return [
    { operationId, title: 'malformed id', status: 400, run: asAdmin(method, `/abc${action}`, payload) },
    { operationId, title: 'unknown id', status: 404, run: asAdmin(method, `/999999${action}`, payload) },
    ...guarded(operationId, method, `/1${action}`, payload),
  ];
}

/** The id of the first job in `status` (the demo seed has open and closed ones). */
const seeded = (status: string) => async ({ app, token }: ContractContext) =>
  (await app.inject({ url: `${URL}?status=${status}&sortBy=title&sortDesc=false`, headers: bearer(await token('admin')) })).json().jobs[0].id as number;

export const cases: ContractCase[] = [
  { operationId: 'listJobs', title: 'drafts and archived jobs', status: 200, run: asAdmin('GET', '?status=draft&status=archived&sortBy=updatedAt') },
  { operationId: 'listJobs', title: 'unknown status', status: 400, run: asAdmin('GET', '?status=deleted') },
  ...guarded('listJobs', 'GET', ''),
  { operationId: 'createJob', title: 'a complete draft', status: 201, run: keep('job', asAdmin('POST', '', JOB)) },
  { operationId: 'createJob', title: 'title of the wrong type', status: 400, run: asAdmin('POST', '', { title: 42 }) },
  ...guarded('createJob', 'POST', '', JOB),
  { operationId: 'getJob', title: 'the draft', status: 200, run: asAdmin('GET', jobId('job')) },
  ...idCases('getJob', 'GET'),
  { operationId: 'updateJob', title: 'the whole job', status: 200, run: asAdmin('PUT', jobId('job'), { ...JOB, posts: 2 }) },
  { operationId: 'updateJob', title: 'salary upside down', status: 400, run: asAdmin('PUT', jobId('job'), { ...JOB, salaryMin: 9, salaryMax: 1 }) },
  ...idCases('updateJob', 'PUT', '', JOB).filter((c) => c.status !== 400),
  {
    operationId: 'updateJob',
    title: 'an archived job',
    status: 409,
    async run(ctx) {
      const id = (await asAdmin('POST', '', { title: 'To be archived' })(ctx)).json().id;
      await asAdmin('POST', `/${id}/archive`)(ctx);
      return asAdmin('PUT', `/${id}`, JOB)(ctx);
    },
  },
  { operationId: 'publishJob', title: 'the complete draft', status: 200, run: asAdmin('POST', (m) => `/${m.get('job')}/publish`) },
  { operationId: 'publishJob', title: 'an open job', status: 409, run: asAdmin('POST', (m) => `/${m.get('job')}/publish`) },
  {
    operationId: 'publishJob',
    title: 'a draft without its required fields',
    status: 400,
    async run(ctx) {
      const id = (await asAdmin('POST', '', { title: 'Incomplete' })(ctx)).json().id;
      return asAdmin('POST', `/${id}/publish`)(ctx);
    },
  },
  ...idCases('publishJob', 'POST', '/publish').filter((c) => c.status !== 400),
  { operationId: 'reopenJob', title: 'an open job', status: 409, run: asAdmin('POST', (m) => `/${m.get('job')}/reopen`) },
  { operationId: 'closeJob', title: 'the open job', status: 200, run: asAdmin('POST', (m) => `/${m.get('job')}/close`) },
  { operationId: 'closeJob', title: 'a closed job', status: 409, run: asAdmin('POST', (m) => `/${m.get('job')}/close`) },
  ...idCases('closeJob', 'POST', '/close'),
  { operationId: 'reopenJob', title: 'the closed job, closing date ahead', status: 200, run: asAdmin('POST', (m) => `/${m.get('job')}/reopen`) },
  {
    operationId: 'reopenJob',
    title: 'a closed job whose closing date has passed',
    status: 400,
    run: async (ctx) => asAdmin('POST', `/${await seeded('closed')(ctx)}/reopen`)(ctx),
  },
  ...idCases('reopenJob', 'POST', '/reopen').filter((c) => c.status !== 400),
  { operationId: 'archiveJob', title: 'an open job', status: 409, run: asAdmin('POST', (m) => `/${m.get('job')}/archive`) },
  {
    operationId: 'archiveJob',
    title: 'a closed job',
    status: 200,
    async run(ctx) {
      await asAdmin('POST', `/${ctx.memo.get('job')}/close`)(ctx);
      return asAdmin('POST', `/${ctx.memo.get('job')}/archive`)(ctx);
    },
  },
  ...idCases('archiveJob', 'POST', '/archive'),
  { operationId: 'duplicateJob', title: 'the archived job', status: 201, run: asAdmin('POST', (m) => `/${m.get('job')}/duplicate`) },
  ...idCases('duplicateJob', 'POST', '/duplicate'),
];
