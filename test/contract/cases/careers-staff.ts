import { and, eq, isNull } from 'drizzle-orm';
import type { ContractCase, ContractContext } from '../harness.js';
import { bearer } from '../../helpers/app.js';
import { jobTeam, mailOutbox, users } from '../../../server/db/schema.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
const STAFF = '/api/careers/admin/staff';
const ACCEPT = '/api/auth/staff-invitations/accept';
const JOBS = '/api/careers/admin/jobs';
const INVITE = { email: 'contract.staff@example.org', fullName: 'Contract Staff', systemRole: 'panel_member' };

const admin = async ({ token }: ContractContext) => bearer(await token('admin'));
const call = (method: Method, url: string | ((memo: Map<string, unknown>) => string), payload?: object) => async (ctx: ContractContext) =>
  ctx.app.inject({ method, url: typeof url === 'string' ? url : url(ctx.memo), payload, headers: await admin(ctx) });
const staffUrl = (suffix = '') => (memo: Map<string, unknown>) => `${STAFF}/${memo.get('staff')}${suffix}`;

/** The token of the newest invitation link queued for `email`. */
async function inviteToken({ app }: ContractContext, email: string) {
  const rows = await app.db.select({ text: mailOutbox.bodyText }).from(mailOutbox).where(eq(mailOutbox.recipient, email));
  return /staff-invitation\?token=([A-Za-z0-9_-]+)/.exec(rows.at(-1)?.text ?? '')![1]!;
}

/** 401 without a token and 403 for an applicant. */
function guarded(operationId: string, method: Method, url: string, payload?: object): ContractCase[] {
  return [
    { operationId, title: 'no token', status: 401, run: ({ app }) => app.inject({ method, url, payload }) },
    { operationId, title: 'an applicant', status: 403, run: async ({ app, token }) => app.inject({ method, url, payload, headers: bearer(await token('client')) }) },
  ];
}

export const cases: ContractCase[] = [
  { operationId: 'listStaff', title: 'active super admins', status: 200, run: call('GET', `${STAFF}?status=active&role=super_admin&sortBy=lastSeenAt&sortDesc=true`) },
  { operationId: 'listStaff', title: 'unknown status', status: 400, run: call('GET', `${STAFF}?status=gone`) },
  ...guarded('listStaff', 'GET', STAFF),
  {
    operationId: 'inviteStaff',
    title: 'a new address',
    status: 201,
    async run(ctx) {
      const res = await call('POST', `${STAFF}/invitations`, { ...INVITE, departments: ['nursing'], flags: ['view_diversity'], locale: 'pt' })(ctx);
      ctx.memo.set('staff', res.json().id);
      return res;
    },
  },
  { operationId: 'inviteStaff', title: 'an unknown role', status: 400, run: call('POST', `${STAFF}/invitations`, { ...INVITE, systemRole: 'god' }) },
  { operationId: 'inviteStaff', title: 'an applicant’s address', status: 409, run: call('POST', `${STAFF}/invitations`, { ...INVITE, email: 'client@demo.com' }) },
  ...guarded('inviteStaff', 'POST', `${STAFF}/invitations`, INVITE),
  { operationId: 'acceptStaffInvitation', title: 'an unknown token', status: 400, run: ({ app }) => app.inject({ method: 'POST', url: ACCEPT, payload: { token: 'nope', password: 'long enough pass' } }) },
  {
    operationId: 'acceptStaffInvitation',
    title: 'the e-mailed link',
    status: 200,
    async run(ctx) {
      return ctx.app.inject({ method: 'POST', url: ACCEPT, payload: { token: await inviteToken(ctx, INVITE.email), password: 'long enough pass' } });
    },
  },
  { operationId: 'getStaff', title: 'the invited account', status: 200, run: call('GET', staffUrl()) },
  { operationId: 'getStaff', title: 'malformed id', status: 400, run: call('GET', `${STAFF}/abc`) },
  { operationId: 'getStaff', title: 'unknown id', status: 404, run: call('GET', `${STAFF}/999999`) },
  ...guarded('getStaff', 'GET', `${STAFF}/1`),
  { operationId: 'updateStaff', title: 'a new role', status: 200, run: call('PATCH', staffUrl(), { systemRole: 'recruiting_manager', jobTitle: 'Ward manager' }) },
  { operationId: 'updateStaff', title: 'an unknown flag', status: 400, run: call('PATCH', staffUrl(), { flags: ['root'] }) },
  { operationId: 'updateStaff', title: 'unknown id', status: 404, run: call('PATCH', `${STAFF}/999999`, { jobTitle: 'x' }) },
  ...guarded('updateStaff', 'PATCH', `${STAFF}/1`, { jobTitle: 'x' }),
  { operationId: 'deactivateStaff', title: 'with a reason', status: 200, run: call('POST', staffUrl('/deactivate'), { reason: 'Left the trust' }) },
  { operationId: 'deactivateStaff', title: 'again', status: 409, run: call('POST', staffUrl('/deactivate'), { reason: 'Again' }) },
  { operationId: 'deactivateStaff', title: 'no reason', status: 400, run: call('POST', staffUrl('/deactivate'), { reason: ' ' }) },
  { operationId: 'deactivateStaff', title: 'unknown id', status: 404, run: call('POST', `${STAFF}/999999/deactivate`, { reason: 'x' }) },
  ...guarded('deactivateStaff', 'POST', `${STAFF}/1/deactivate`, { reason: 'x' }),
  { operationId: 'updateStaff', title: 'a deactivated account', status: 409, run: call('PATCH', staffUrl(), { jobTitle: 'x' }) },
  { operationId: 'reactivateStaff', title: 'with a reason', status: 200, run: call('POST', staffUrl('/reactivate'), { reason: 'Came back' }) },
  { operationId: 'reactivateStaff', title: 'an active account', status: 409, run: call('POST', staffUrl('/reactivate'), { reason: 'Again' }) },
  { operationId: 'reactivateStaff', title: 'no reason', status: 400, run: call('POST', staffUrl('/reactivate'), {}) },
  { operationId: 'reactivateStaff', title: 'unknown id', status: 404, run: call('POST', `${STAFF}/999999/reactivate`, { reason: 'x' }) },
  ...guarded('reactivateStaff', 'POST', `${STAFF}/1/reactivate`, { reason: 'x' }),
  {
    operationId: 'setJobTeam',
    title: 'a panel member and an approver',
    status: 200,
    async run(ctx) {
      const job = await call('POST', JOBS, { title: 'Contract Ward' })(ctx);
      ctx.memo.set('job', job.json().id);
      const me = (await ctx.login('admin@demo.com', 'admin')).json().userData.id;
      return call('PUT', `${JOBS}/${job.json().id}/team`, {
        members: [
          { userId: ctx.memo.get('staff'), teamRole: 'shortlisting' },
          { userId: me, teamRole: 'approver', makeDecisions: true },
        ],
      })(ctx);
    },
  },
  { operationId: 'setJobTeam', title: 'an unknown team role', status: 400, run: call('PUT', (m) => `${JOBS}/${m.get('job')}/team`, { members: [{ userId: 1, teamRole: 'boss' }] }) },
  {
    operationId: 'setJobTeam',
    title: 'a recruiting manager on the team: may read the job, not change its team',
    status: 403,
    async run({ app }) {
      const session = (await app.inject({ method: 'POST', url: '/api/jwt/login', payload: { email: 'manager@demo.com', password: 'manager' } })).json();
      const [team] = await app.db
        .select({ jobId: jobTeam.jobId })
        .from(jobTeam)
        .innerJoin(users, eq(users.id, jobTeam.userId))
        .where(and(eq(users.email, 'manager@demo.com'), isNull(jobTeam.removedAt)))
        .limit(1);
      return app.inject({ method: 'PUT', url: `${JOBS}/${team!.jobId}/team`, payload: { members: [] }, headers: bearer(session.accessToken) });
    },
  },
  { operationId: 'setJobTeam', title: 'unknown job', status: 404, run: call('PUT', `${JOBS}/999999/team`, { members: [] }) },
  { operationId: 'setJobTeam', title: 'no token', status: 401, run: ({ app }) => app.inject({ method: 'PUT', url: `${JOBS}/1/team`, payload: { members: [] } }) },
  { operationId: 'getJobTeam', title: 'the team', status: 200, run: call('GET', (m) => `${JOBS}/${m.get('job')}/team`) },
  { operationId: 'getJobTeam', title: 'malformed id', status: 400, run: call('GET', `${JOBS}/abc/team`) },
  { operationId: 'getJobTeam', title: 'unknown job', status: 404, run: call('GET', `${JOBS}/999999/team`) },
  { operationId: 'getJobTeam', title: 'no token', status: 401, run: ({ app }) => app.inject({ url: `${JOBS}/1/team` }) },
];
