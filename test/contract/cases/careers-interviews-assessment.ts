import type { ContractCase, ContractContext } from '../harness.js';
import { createRound, generate, interviewJob, invite, MY, shortlistedApplicants } from '../../server/careers-interviews-helpers.js';

/** Interview scores, attendance and outcome (issue 28): every documented status of the three operations. */
type Who = 'admin' | 'lead' | 'member' | 'none';
const INV = '/api/careers/admin/interview-invitations';
const SCORES = (score: number) => ({ scores: [{ criterionKey: 'essential-0', score, evidence: 'Clear escalation plan.' }], comment: 'Good' });
const OUTCOME = { outcome: 'appointable', reason: 'Meets every essential criterion.', rank: 1 };

const call =
  (op: 'attendance' | 'scores' | 'outcome', who: Who, payload: object, invitation: 'booked' | 'unbooked' | 'missing' = 'booked') =>
  async (ctx: ContractContext) => {
    const id = invitation === 'missing' ? 999_999 : ctx.memo.get(invitation);
    const headers = who === 'none' ? {} : (ctx.memo.get(who) as Record<string, string>);
    return ctx.app.inject({ method: 'POST', url: `${INV}/${id}/${op}`, headers, payload });
  };

/** A job whose first essential criterion is assessed at interview, a round (lead and member), one booked invitation and one not booked. */
async function setUp(ctx: ContractContext) {
  const { admin, job, lead, member } = await interviewJob(ctx, 'contract-assess');
  ctx.memo.set('admin', admin);
  ctx.memo.set('lead', lead.headers);
  ctx.memo.set('member', member.headers);
  await ctx.app.inject({ method: 'PUT', url: `/api/careers/admin/jobs/${job.id}/scorecard`, headers: admin, payload: { criteria: [{ key: 'essential-0', assessedAt: 'both', weight: 1 }], requiredScorers: 2, nameBlind: false } });
  const round = await createRound(ctx, admin, job.id, { leadId: lead.id, panelIds: [member.id] });
  await generate(ctx, admin, round.id, {});
  const [booked, unbooked] = await shortlistedApplicants(ctx, job.id, 'contract-assess-applicant', 2);
  await invite(ctx, admin, round.id, [booked!.applicationId, unbooked!.applicationId]);
  const slots = (await ctx.app.inject({ url: `${MY(booked!.applicationId)}/slots`, headers: booked!.headers })).json().items;
  await ctx.app.inject({ method: 'POST', url: `${MY(booked!.applicationId)}/book`, headers: booked!.headers, payload: { slotId: slots[0].id } });
  const board = (await ctx.app.inject({ url: `/api/careers/admin/jobs/${job.id}/interview-rounds`, headers: admin })).json().items[0];
  const idOf = (applicationId: number) => board.invitations.find((i: { applicationId: number }) => i.applicationId === applicationId).id;
  ctx.memo.set('booked', idOf(booked!.applicationId));
  ctx.memo.set('unbooked', idOf(unbooked!.applicationId));
}

export const cases: ContractCase[] = [
  {
    operationId: 'recordInterviewAttendance',
    title: 'attended, by a recruiter',
    status: 200,
    async run(ctx) {
      await setUp(ctx);
      return call('attendance', 'admin', { attendance: 'attended' })(ctx);
    },
  },
  { operationId: 'recordInterviewAttendance', title: 'an attendance of no kind', status: 400, run: call('attendance', 'admin', { attendance: 'late' }) },
  { operationId: 'recordInterviewAttendance', title: 'no token', status: 401, run: call('attendance', 'none', { attendance: 'attended' }) },
  { operationId: 'recordInterviewAttendance', title: 'a panel member who is not the lead', status: 403, run: call('attendance', 'member', { attendance: 'attended' }) },
  { operationId: 'recordInterviewAttendance', title: 'unknown invitation', status: 404, run: call('attendance', 'admin', { attendance: 'attended' }, 'missing') },
  { operationId: 'recordInterviewAttendance', title: 'not booked', status: 409, run: call('attendance', 'admin', { attendance: 'attended' }, 'unbooked') },
  { operationId: 'submitInterviewScores', title: 'the panel member\'s scores', status: 200, run: call('scores', 'member', SCORES(3)) },
  { operationId: 'submitInterviewScores', title: 'a score off the scale', status: 400, run: call('scores', 'lead', SCORES(9)) },
  { operationId: 'submitInterviewScores', title: 'no token', status: 401, run: call('scores', 'none', SCORES(3)) },
  { operationId: 'submitInterviewScores', title: 'a recruiter not on the panel', status: 403, run: call('scores', 'admin', SCORES(3)) },
  { operationId: 'submitInterviewScores', title: 'unknown invitation', status: 404, run: call('scores', 'member', SCORES(3), 'missing') },
  { operationId: 'submitInterviewScores', title: 'scored already', status: 409, run: call('scores', 'member', SCORES(2)) },
  { operationId: 'recordInterviewOutcome', title: 'appointable, first', status: 200, run: call('outcome', 'lead', OUTCOME) },
  { operationId: 'recordInterviewOutcome', title: 'a blank reason', status: 400, run: call('outcome', 'lead', { ...OUTCOME, reason: ' ' }) },
  { operationId: 'recordInterviewOutcome', title: 'no token', status: 401, run: call('outcome', 'none', OUTCOME) },
  { operationId: 'recordInterviewOutcome', title: 'a panel member who is not the lead', status: 403, run: call('outcome', 'member', OUTCOME) },
  { operationId: 'recordInterviewOutcome', title: 'unknown invitation', status: 404, run: call('outcome', 'lead', OUTCOME, 'missing') },
  { operationId: 'recordInterviewOutcome', title: 'recorded already', status: 409, run: call('outcome', 'lead', OUTCOME) },
];
