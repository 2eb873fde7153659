import type { ContractCase, ContractContext } from '../harness.js';
import { bearer } from '../../helpers/app.js';
import { createRound, generate, interviewJob, invite, MY, shortlistedApplicants } from '../../server/careers-interviews-helpers.js';
import { inDays } from '../../server/careers-helpers.js';

/** The recruiter's booking controls (issue 28): assignInterviewSlot, updateInterviewSlot, updateInterviewAdjustments. */

const INV = '/api/careers/admin/interview-invitations';
const SLOTS = '/api/careers/admin/interview-slots';
type Role = 'admin' | 'lead' | 'client' | 'anonymous';
type Method = 'POST' | 'PATCH';

/** `:name` in a path stands for the id the setup case kept under that name. */
const request = (method: Method, path: string, payload: object, role: Role = 'admin') => async (ctx: ContractContext) => {
  const url = path.replace(/:([a-z]+)/g, (_, name: string) => String(ctx.memo.get(name)));
  const headers = role === 'anonymous' ? {} : role === 'lead' ? (ctx.memo.get('lead') as Record<string, string>) : bearer(await ctx.token(role));
  return ctx.app.inject({ method, url, headers, payload });
};

/** The cases every staff route answers alike: no token 401, an applicant 403, the panel's lead 403, no such record 404, a bad body 400. */
function staffOnly(operationId: string, method: Method, path: string, good: object, bad: object, unknown: string): ContractCase[] {
  return [
    { operationId, title: 'no token', status: 401, run: request(method, path, good, 'anonymous') },
    { operationId, title: 'an applicant', status: 403, run: request(method, path, good, 'client') },
    { operationId, title: 'the panel\'s lead, who only reads', status: 403, run: request(method, path, good, 'lead') },
    { operationId, title: 'a body of the wrong shape', status: 400, run: request(method, path, bad) },
    { operationId, title: 'unknown id', status: 404, run: request(method, unknown, good) },
  ];
}

async function setup(ctx: ContractContext) {
  const { admin, job, lead } = await interviewJob(ctx, 'contract-ivs');
  ctx.memo.set('lead', lead.headers);
  const picks = await createRound(ctx, admin, job.id, { name: 'Recruiter picks', schedulingMode: 'recruiter_picks', leadId: null, panelIds: [] });
  const plan = { from: inDays(12), to: inDays(12), dayStart: '09:00', dayEnd: '10:00' };
  await generate(ctx, admin, picks.id, plan);
  const [me, other] = await shortlistedApplicants(ctx, job.id, 'contract-ivs-applicant', 2);
  await invite(ctx, admin, picks.id, [me!.applicationId, other!.applicationId]);
  const board = async () => (await ctx.app.inject({ url: `/api/careers/admin/jobs/${job.id}/interview-rounds`, headers: admin })).json().items as { id: number; slots: { id: number }[]; invitations: { id: number; applicationId: number }[] }[];
  const [round] = await board();
  ctx.memo.set('slot', round!.slots[0]!.id);
  ctx.memo.set('spare', round!.slots[1]!.id);
  ctx.memo.set('invitation', round!.invitations.find((i) => i.applicationId === me!.applicationId)!.id);
  ctx.memo.set('second', round!.invitations.find((i) => i.applicationId === other!.applicationId)!.id);
  // A round the applicant books themself, asking for an adjustment.
  const own = await createRound(ctx, admin, job.id, { name: 'Applicant picks', leadId: null, panelIds: [] });
  await generate(ctx, admin, own.id, plan);
  await invite(ctx, admin, own.id, [me!.applicationId]);
  const open = (await ctx.app.inject({ url: `${MY(me!.applicationId)}/slots`, headers: me!.headers })).json().items;
  await ctx.app.inject({ method: 'POST', url: `${MY(me!.applicationId)}/book`, headers: me!.headers, payload: { slotId: open[0].id, adjustments: { kinds: ['quiet_room'], note: '' } } });
  const ownRound = (await board()).find((r) => r.id === own.id)!;
  ctx.memo.set('asked', ownRound.invitations[0]!.id);
  return request('POST', `${INV}/:invitation/slot`, { slotId: round!.slots[0]!.id })(ctx);
}

export const cases: ContractCase[] = [
  { operationId: 'assignInterviewSlot', title: 'an invited applicant placed in a slot', status: 200, run: setup },
  { operationId: 'assignInterviewSlot', title: 'a full slot', status: 409, run: (ctx) => request('POST', `${INV}/:second/slot`, { slotId: ctx.memo.get('slot') as number })(ctx) },
  ...staffOnly('assignInterviewSlot', 'POST', `${INV}/:second/slot`, { slotId: 1 }, { slotId: 'first' }, `${INV}/999999/slot`),
  { operationId: 'updateInterviewSlot', title: 'a booked slot gains capacity', status: 200, run: request('PATCH', `${SLOTS}/:slot`, { capacity: 2 }) },
  { operationId: 'updateInterviewSlot', title: 'a booked slot moved', status: 409, run: request('PATCH', `${SLOTS}/:slot`, { lengthMinutes: 45 }) },
  ...staffOnly('updateInterviewSlot', 'PATCH', `${SLOTS}/:spare`, { capacity: 3 }, {}, `${SLOTS}/999999`),
  { operationId: 'updateInterviewAdjustments', title: 'agreed', status: 200, run: request('PATCH', `${INV}/:asked/adjustments`, { status: 'agreed' }) },
  { operationId: 'updateInterviewAdjustments', title: 'an invitation with none asked', status: 409, run: request('PATCH', `${INV}/:invitation/adjustments`, { status: 'agreed' }) },
  ...staffOnly('updateInterviewAdjustments', 'PATCH', `${INV}/:asked/adjustments`, { status: 'arranged' }, { status: 'done' }, `${INV}/999999/adjustments`),
];
