import type { ContractCase, ContractContext } from '../harness.js';
import { bearer } from '../../helpers/app.js';
import { applicant, submitted } from '../../server/careers-applications-helpers.js';
import { activeStaff } from '../../server/careers-staff-helpers.js';
import { answer, siftJob } from '../../server/careers-sift-helpers.js';

type Method = 'GET' | 'POST' | 'PUT';
type Who = 'admin' | 'scorer' | 'outsider';
const SIFT = '/api/careers/admin/sift';
const JOBS = '/api/careers/admin/jobs';

async function headersOf(ctx: ContractContext, who: Who) {
  if (who === 'admin') return bearer(await ctx.token('admin'));
  return ctx.memo.get(who) as Record<string, string>;
}
const url = (template: string) => (memo: Map<string, unknown>) => template.replace(':job', String(memo.get('job'))).replace(':app', String(memo.get('app')));
const call =
  (method: Method, path: string, payload?: object, who: Who = 'admin') =>
  async (ctx: ContractContext) =>
    ctx.app.inject({ method, url: url(path)(ctx.memo), payload, headers: await headersOf(ctx, who) });

/** 401 without a token and 403 for an applicant. */
function guarded(operationId: string, method: Method, path: string, payload?: object): ContractCase[] {
  return [
    { operationId, title: 'no token', status: 401, run: ({ app }) => app.inject({ method, url: path, payload }) },
    { operationId, title: 'an applicant', status: 403, run: async ({ app, token }) => app.inject({ method, url: path, payload, headers: bearer(await token('client')) }) },
  ];
}

const CARD = { criteria: [{ key: 'essential-0', assessedAt: 'application', weight: 2 }], requiredScorers: 2, nameBlind: false };
const MODERATION = { scores: [{ criterionKey: 'essential-0', score: 2 }], verdict: 'shortlist', reason: 'Agreed at the panel.' };

export const cases: ContractCase[] = [
  {
    operationId: 'getJobScorecard',
    title: 'a name-blind job with its team (admin leads, one scorer) and an application',
    status: 200,
    async run(ctx) {
      const admin = bearer(await ctx.token('admin'));
      const job = await siftJob(ctx, admin, 'Contract sift nurse', { nameBlind: true });
      const scorer = await activeStaff(ctx, admin, 'contract.scorer@example.org', { systemRole: 'panel_member' });
      const outsider = await activeStaff(ctx, admin, 'contract.outsider@example.org', { systemRole: 'panel_member' });
      const adminId = (await ctx.login('admin@demo.com', 'admin')).json().userData.id;
      await ctx.app.inject({ method: 'PUT', url: `${JOBS}/${job}/team`, headers: admin, payload: { members: [{ userId: scorer.id, teamRole: 'shortlisting' }, { userId: adminId, teamRole: 'shortlisting_lead' }, { userId: outsider.id, teamRole: 'interview' }] } });
      const who = await applicant(ctx, 'contract-sift');
      ctx.memo.set('job', job);
      ctx.memo.set('app', (await submitted(ctx, who, job)).id);
      ctx.memo.set('scorer', scorer.headers);
      ctx.memo.set('outsider', outsider.headers);
      return call('GET', `${JOBS}/:job/scorecard`)(ctx);
    },
  },
  { operationId: 'getJobScorecard', title: 'malformed id', status: 400, run: call('GET', `${JOBS}/abc/scorecard`) },
  { operationId: 'getJobScorecard', title: 'unknown job', status: 404, run: call('GET', `${JOBS}/999999/scorecard`) },
  ...guarded('getJobScorecard', 'GET', `${JOBS}/1/scorecard`),
  { operationId: 'setJobScorecard', title: 'weights and scorers', status: 200, run: call('PUT', `${JOBS}/:job/scorecard`, { ...CARD, nameBlind: true }) },
  { operationId: 'setJobScorecard', title: 'one scorer', status: 400, run: call('PUT', `${JOBS}/:job/scorecard`, { ...CARD, requiredScorers: 1 }) },
  { operationId: 'setJobScorecard', title: 'name-blind off after opening', status: 409, run: call('PUT', `${JOBS}/:job/scorecard`, CARD) },
  { operationId: 'setJobScorecard', title: 'a panel member', status: 403, run: call('PUT', `${JOBS}/:job/scorecard`, CARD, 'scorer') },
  { operationId: 'setJobScorecard', title: 'unknown job', status: 404, run: call('PUT', `${JOBS}/999999/scorecard`, CARD) },
  ...guarded('setJobScorecard', 'PUT', `${JOBS}/1/scorecard`, CARD),
  { operationId: 'getSiftQueue', title: 'the scorer’s queue', status: 200, run: call('GET', SIFT, undefined, 'scorer') },
  ...guarded('getSiftQueue', 'GET', SIFT),
  { operationId: 'getApplicationForScoring', title: 'anonymised for the scorer', status: 200, run: call('GET', `${SIFT}/applications/:app`, undefined, 'scorer') },
  { operationId: 'getApplicationForScoring', title: 'malformed id', status: 400, run: call('GET', `${SIFT}/applications/x`) },
  { operationId: 'getApplicationForScoring', title: 'a team member who does not score', status: 404, run: call('GET', `${SIFT}/applications/:app`, undefined, 'outsider') },
  ...guarded('getApplicationForScoring', 'GET', `${SIFT}/applications/1`),
  { operationId: 'listApplicationScores', title: 'before scoring', status: 403, run: call('GET', `${SIFT}/applications/:app/scores`, undefined, 'scorer') },
  { operationId: 'submitScores', title: 'every criterion', status: 200, run: call('PUT', `${SIFT}/applications/:app/scores`, answer([1, 2, 2], 'reject'), 'scorer') },
  { operationId: 'submitScores', title: 'again', status: 409, run: call('PUT', `${SIFT}/applications/:app/scores`, answer([1, 2, 2]), 'scorer') },
  { operationId: 'submitScores', title: 'a score of 5', status: 400, run: call('PUT', `${SIFT}/applications/:app/scores`, answer([5, 2, 2])) },
  { operationId: 'submitScores', title: 'not on the panel', status: 404, run: call('PUT', `${SIFT}/applications/:app/scores`, answer([1, 2, 2]), 'outsider') },
  ...guarded('submitScores', 'PUT', `${SIFT}/applications/1/scores`, answer([1, 2, 2])),
  { operationId: 'listApplicationScores', title: 'after scoring', status: 200, run: call('GET', `${SIFT}/applications/:app/scores`, undefined, 'scorer') },
  { operationId: 'listApplicationScores', title: 'malformed id', status: 400, run: call('GET', `${SIFT}/applications/x/scores`) },
  { operationId: 'listApplicationScores', title: 'not on the panel', status: 404, run: call('GET', `${SIFT}/applications/:app/scores`, undefined, 'outsider') },
  ...guarded('listApplicationScores', 'GET', `${SIFT}/applications/1/scores`),
  { operationId: 'recordModeration', title: 'nothing to moderate yet', status: 409, run: call('POST', `${SIFT}/applications/:app/moderation`, MODERATION) },
  { operationId: 'submitScores', title: 'the lead, far apart', status: 200, run: call('PUT', `${SIFT}/applications/:app/scores`, answer([3, 2, 2])) },
  { operationId: 'closeSift', title: 'refused while moderation is open', status: 409, run: call('POST', `${JOBS}/:job/sift/close`, { rule: 'essentials', confirm: true }) },
  { operationId: 'recordModeration', title: 'a scorer who does not lead', status: 403, run: call('POST', `${SIFT}/applications/:app/moderation`, MODERATION, 'scorer') },
  { operationId: 'recordModeration', title: 'no reason', status: 400, run: call('POST', `${SIFT}/applications/:app/moderation`, { ...MODERATION, reason: '' }) },
  { operationId: 'recordModeration', title: 'not on the panel', status: 404, run: call('POST', `${SIFT}/applications/:app/moderation`, MODERATION, 'outsider') },
  { operationId: 'recordModeration', title: 'the lead agrees', status: 200, run: call('POST', `${SIFT}/applications/:app/moderation`, MODERATION) },
  ...guarded('recordModeration', 'POST', `${SIFT}/applications/1/moderation`, MODERATION),
  { operationId: 'revealApplicant', title: 'break glass with a reason', status: 201, run: call('POST', `${SIFT}/applications/:app/reveal`, { reason: 'Conflict of interest check' }) },
  { operationId: 'revealApplicant', title: 'no reason', status: 400, run: call('POST', `${SIFT}/applications/:app/reveal`, { reason: '' }) },
  { operationId: 'revealApplicant', title: 'a panel member', status: 403, run: call('POST', `${SIFT}/applications/:app/reveal`, { reason: 'Curious' }, 'scorer') },
  { operationId: 'revealApplicant', title: 'unknown application', status: 404, run: call('POST', `${SIFT}/applications/999999/reveal`, { reason: 'x' }) },
  ...guarded('revealApplicant', 'POST', `${SIFT}/applications/1/reveal`, { reason: 'x' }),
  { operationId: 'closeSift', title: 'places without a number', status: 400, run: call('POST', `${JOBS}/:job/sift/close`, { rule: 'places', confirm: false }) },
  { operationId: 'closeSift', title: 'a scorer', status: 403, run: call('POST', `${JOBS}/:job/sift/close`, { rule: 'essentials', confirm: false }, 'scorer') },
  { operationId: 'closeSift', title: 'unknown job', status: 404, run: call('POST', `${JOBS}/999999/sift/close`, { rule: 'essentials', confirm: false }) },
  { operationId: 'closeSift', title: 'confirmed', status: 200, run: call('POST', `${JOBS}/:job/sift/close`, { rule: 'essentials', confirm: true }) },
  ...guarded('closeSift', 'POST', `${JOBS}/1/sift/close`, { rule: 'essentials', confirm: false }),
  {
    operationId: 'revealApplicant',
    title: 'a job that is not name-blind',
    status: 409,
    async run(ctx) {
      const job = await siftJob(ctx, bearer(await ctx.token('admin')), 'Contract open sift');
      const id = (await submitted(ctx, await applicant(ctx, 'contract-sift-open'), job)).id;
      return call('POST', `${SIFT}/applications/${id}/reveal`, { reason: 'Not needed' })(ctx);
    },
  },
];
