import type { ContractCase, ContractContext } from '../harness.js';
import { bearer } from '../../helpers/app.js';
import { interviewJob, invite, shortlistedApplicants } from '../../server/careers-interviews-helpers.js';
import { inDays } from '../../server/careers-helpers.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Who = 'admin' | 'lead' | 'me' | 'client';
const JOBS = '/api/careers/admin/jobs';
const ROUNDS = '/api/careers/admin/interview-rounds';
const SLOTS = '/api/careers/admin/interview-slots';
const MINE = '/api/careers/applications';

async function headersOf(ctx: ContractContext, who: Who) {
  if (who === 'admin' || who === 'client') return bearer(await ctx.token(who));
  return ctx.memo.get(who) as Record<string, string>;
}
const fill = (template: string, memo: Map<string, unknown>) => template.replace(/:(job|round|slot|free|app|other)/g, (_, key: string) => String(memo.get(key)));
const call =
  (method: Method, path: string, payload?: object, who: Who = 'admin') =>
  async (ctx: ContractContext) =>
    ctx.app.inject({ method, url: fill(path, ctx.memo), ...(payload ? { payload } : {}), headers: await headersOf(ctx, who) });

/** 401 without a token and 403 for the wrong kind of account (an applicant at a staff route, staff at an applicant's). */
function guarded(operationId: string, method: Method, path: string, payload: object | undefined, wrong: Who): ContractCase[] {
  return [
    { operationId, title: 'no token', status: 401, run: ({ app }) => app.inject({ method, url: path, ...(payload ? { payload } : {}) }) },
    { operationId, title: `a ${wrong === 'client' ? 'applicant' : 'member of staff'}`, status: 403, run: call(method, path, payload, wrong) },
  ];
}

const ROUND = { name: 'Contract panel', mode: 'video', videoUrl: 'https://meet.example.org/panel', durationMinutes: 30, leadId: null, panelIds: [] };
const PLAN = (preview: boolean) => ({ from: inDays(10), to: inDays(10), dayStart: '09:00', dayEnd: '10:00', lengthMinutes: 30, bufferMinutes: 0, capacity: 1, weekdays: [1, 2, 3, 4, 5, 6, 7], preview });
const BOOK_BY = '2099-01-01T00:00:00Z';

export const cases: ContractCase[] = [
  {
    operationId: 'createInterviewRound',
    title: 'a round with its lead from the team',
    status: 201,
    async run(ctx) {
      const { admin, job, lead } = await interviewJob(ctx, 'contract-iv');
      ctx.memo.set('job', job.id);
      ctx.memo.set('lead', lead.headers);
      const res = await ctx.app.inject({ method: 'POST', url: `${JOBS}/${job.id}/interview-rounds`, headers: admin, payload: { ...ROUND, leadId: lead.id } });
      ctx.memo.set('round', res.json().id);
      const [me, other] = await shortlistedApplicants(ctx, job.id, 'contract-iv-applicant', 2);
      ctx.memo.set('me', me!.headers);
      ctx.memo.set('app', me!.applicationId);
      ctx.memo.set('other', other!.applicationId);
      return res;
    },
  },
  { operationId: 'createInterviewRound', title: 'a length of none', status: 400, run: call('POST', `${JOBS}/:job/interview-rounds`, { ...ROUND, durationMinutes: 0 }) },
  { operationId: 'createInterviewRound', title: 'the interview lead', status: 403, run: call('POST', `${JOBS}/:job/interview-rounds`, ROUND, 'lead') },
  { operationId: 'createInterviewRound', title: 'unknown job', status: 404, run: call('POST', `${JOBS}/999999/interview-rounds`, ROUND) },
  ...guarded('createInterviewRound', 'POST', `${JOBS}/1/interview-rounds`, ROUND, 'client'),
  { operationId: 'listInterviewRounds', title: 'the lead reads the board', status: 200, run: call('GET', `${JOBS}/:job/interview-rounds`, undefined, 'lead') },
  { operationId: 'listInterviewRounds', title: 'malformed id', status: 400, run: call('GET', `${JOBS}/x/interview-rounds`) },
  { operationId: 'listInterviewRounds', title: 'unknown job', status: 404, run: call('GET', `${JOBS}/999999/interview-rounds`) },
  ...guarded('listInterviewRounds', 'GET', `${JOBS}/1/interview-rounds`, undefined, 'client'),
  { operationId: 'updateInterviewRound', title: 'a new name', status: 200, run: call('PATCH', `${ROUNDS}/:round`, { name: 'Contract panel, final' }) },
  { operationId: 'updateInterviewRound', title: 'nothing to change', status: 400, run: call('PATCH', `${ROUNDS}/:round`, {}) },
  { operationId: 'updateInterviewRound', title: 'the interview lead', status: 403, run: call('PATCH', `${ROUNDS}/:round`, { name: 'Mine' }, 'lead') },
  { operationId: 'updateInterviewRound', title: 'unknown round', status: 404, run: call('PATCH', `${ROUNDS}/999999`, { name: 'Gone' }) },
  ...guarded('updateInterviewRound', 'PATCH', `${ROUNDS}/1`, { name: 'x' }, 'client'),
  { operationId: 'generateInterviewSlots', title: 'preview', status: 200, run: call('POST', `${ROUNDS}/:round/slots`, PLAN(true)) },
  {
    operationId: 'generateInterviewSlots',
    title: 'stored',
    status: 200,
    async run(ctx) {
      const res = await call('POST', `${ROUNDS}/:round/slots`, PLAN(false))(ctx);
      const round = (await call('GET', `${JOBS}/:job/interview-rounds`)(ctx)).json().items[0];
      ctx.memo.set('slot', round.slots[0].id);
      ctx.memo.set('free', round.slots[1].id);
      return res;
    },
  },
  { operationId: 'generateInterviewSlots', title: 'the day ends before a slot fits', status: 400, run: call('POST', `${ROUNDS}/:round/slots`, { ...PLAN(true), dayEnd: '09:10' }) },
  { operationId: 'generateInterviewSlots', title: 'the interview lead', status: 403, run: call('POST', `${ROUNDS}/:round/slots`, PLAN(true), 'lead') },
  { operationId: 'generateInterviewSlots', title: 'unknown round', status: 404, run: call('POST', `${ROUNDS}/999999/slots`, PLAN(true)) },
  ...guarded('generateInterviewSlots', 'POST', `${ROUNDS}/1/slots`, PLAN(true), 'client'),
  { operationId: 'inviteToInterview', title: 'a shortlisted application', status: 200, run: inviteMe },
  { operationId: 'inviteToInterview', title: 'a deadline in the past', status: 400, run: call('POST', `${ROUNDS}/:round/invitations`, { applicationIds: [1], bookBy: '2000-01-01T00:00:00Z' }) },
  { operationId: 'inviteToInterview', title: 'the interview lead', status: 403, run: call('POST', `${ROUNDS}/:round/invitations`, { applicationIds: [1], bookBy: BOOK_BY }, 'lead') },
  { operationId: 'inviteToInterview', title: 'unknown round', status: 404, run: call('POST', `${ROUNDS}/999999/invitations`, { applicationIds: [1], bookBy: BOOK_BY }) },
  { operationId: 'inviteToInterview', title: 'an application not of this job', status: 409, run: call('POST', `${ROUNDS}/:round/invitations`, { applicationIds: [999999], bookBy: BOOK_BY }) },
  ...guarded('inviteToInterview', 'POST', `${ROUNDS}/1/invitations`, { applicationIds: [1], bookBy: BOOK_BY }, 'client'),
  { operationId: 'getMyInterview', title: 'invited', status: 200, run: call('GET', `${MINE}/:app/interview`, undefined, 'me') },
  { operationId: 'getMyInterview', title: 'malformed id', status: 400, run: call('GET', `${MINE}/x/interview`, undefined, 'me') },
  { operationId: 'getMyInterview', title: 'another applicant\'s', status: 404, run: call('GET', `${MINE}/:other/interview`, undefined, 'me') },
  ...guarded('getMyInterview', 'GET', `${MINE}/1/interview`, undefined, 'admin'),
  { operationId: 'listMyInterviewSlots', title: 'open slots', status: 200, run: call('GET', `${MINE}/:app/interview/slots`, undefined, 'me') },
  { operationId: 'listMyInterviewSlots', title: 'malformed id', status: 400, run: call('GET', `${MINE}/0/interview/slots`, undefined, 'me') },
  { operationId: 'listMyInterviewSlots', title: 'another applicant\'s', status: 404, run: call('GET', `${MINE}/:other/interview/slots`, undefined, 'me') },
  ...guarded('listMyInterviewSlots', 'GET', `${MINE}/1/interview/slots`, undefined, 'admin'),
  { operationId: 'rescheduleInterview', title: 'nothing booked yet', status: 409, run: (ctx) => call('POST', `${MINE}/:app/interview/reschedule`, { slotId: ctx.memo.get('free') as number }, 'me')(ctx) },
  { operationId: 'cancelInterview', title: 'nothing booked yet', status: 409, run: call('POST', `${MINE}/:app/interview/cancel`, undefined, 'me') },
  { operationId: 'bookInterviewSlot', title: 'a slot, with an adjustment', status: 200, run: (ctx) => call('POST', `${MINE}/:app/interview/book`, { slotId: ctx.memo.get('slot') as number, adjustments: { kinds: ['quiet_room'], note: '' } }, 'me')(ctx) },
  { operationId: 'bookInterviewSlot', title: 'a slot id that is not a number', status: 400, run: call('POST', `${MINE}/:app/interview/book`, { slotId: 'first' }, 'me') },
  { operationId: 'bookInterviewSlot', title: 'booked already', status: 409, run: (ctx) => call('POST', `${MINE}/:app/interview/book`, { slotId: ctx.memo.get('free') as number }, 'me')(ctx) },
  { operationId: 'bookInterviewSlot', title: 'another applicant\'s', status: 404, run: call('POST', `${MINE}/:other/interview/book`, { slotId: 1 }, 'me') },
  ...guarded('bookInterviewSlot', 'POST', `${MINE}/1/interview/book`, { slotId: 1 }, 'admin'),
  { operationId: 'downloadInterviewIcs', title: 'the booking as a calendar file', status: 200, run: call('GET', `${MINE}/:app/interview.ics`, undefined, 'me') },
  { operationId: 'downloadInterviewIcs', title: 'malformed id', status: 400, run: call('GET', `${MINE}/x/interview.ics`, undefined, 'me') },
  { operationId: 'downloadInterviewIcs', title: 'another applicant\'s', status: 404, run: call('GET', `${MINE}/:other/interview.ics`, undefined, 'me') },
  ...guarded('downloadInterviewIcs', 'GET', `${MINE}/1/interview.ics`, undefined, 'admin'),
  { operationId: 'listInterviews', title: 'the lead\'s calendar', status: 200, run: call('GET', `/api/careers/admin/interviews?from=${inDays(0)}&to=${inDays(30)}`, undefined, 'lead') },
  { operationId: 'listInterviews', title: 'an inverted range', status: 400, run: call('GET', '/api/careers/admin/interviews?from=2030-01-05&to=2030-01-01') },
  ...guarded('listInterviews', 'GET', '/api/careers/admin/interviews?from=2030-01-01&to=2030-01-05', undefined, 'client'),
  { operationId: 'deleteInterviewSlot', title: 'a booked slot', status: 409, run: call('DELETE', `${SLOTS}/:slot`) },
  { operationId: 'rescheduleInterview', title: 'to the free slot', status: 200, run: (ctx) => call('POST', `${MINE}/:app/interview/reschedule`, { slotId: ctx.memo.get('slot') as number }, 'me')(ctx).then(() => call('POST', `${MINE}/:app/interview/reschedule`, { slotId: ctx.memo.get('free') as number }, 'me')(ctx)) },
  { operationId: 'rescheduleInterview', title: 'a slot id that is not a number', status: 400, run: call('POST', `${MINE}/:app/interview/reschedule`, { slotId: null }, 'me') },
  { operationId: 'rescheduleInterview', title: 'another applicant\'s', status: 404, run: call('POST', `${MINE}/:other/interview/reschedule`, { slotId: 1 }, 'me') },
  ...guarded('rescheduleInterview', 'POST', `${MINE}/1/interview/reschedule`, { slotId: 1 }, 'admin'),
  { operationId: 'cancelInterview', title: 'booked', status: 200, run: call('POST', `${MINE}/:app/interview/cancel`, undefined, 'me') },
  { operationId: 'downloadInterviewIcs', title: 'nothing booked', status: 409, run: call('GET', `${MINE}/:app/interview.ics`, undefined, 'me') },
  { operationId: 'cancelInterview', title: 'malformed id', status: 400, run: call('POST', `${MINE}/-1/interview/cancel`, undefined, 'me') },
  { operationId: 'cancelInterview', title: 'another applicant\'s', status: 404, run: call('POST', `${MINE}/:other/interview/cancel`, undefined, 'me') },
  ...guarded('cancelInterview', 'POST', `${MINE}/1/interview/cancel`, undefined, 'admin'),
  { operationId: 'deleteInterviewSlot', title: 'an unbooked slot', status: 204, run: call('DELETE', `${SLOTS}/:slot`) },
  { operationId: 'deleteInterviewSlot', title: 'malformed id', status: 400, run: call('DELETE', `${SLOTS}/abc`) },
  { operationId: 'deleteInterviewSlot', title: 'the interview lead', status: 403, run: call('DELETE', `${SLOTS}/:free`, undefined, 'lead') },
  { operationId: 'deleteInterviewSlot', title: 'gone', status: 404, run: call('DELETE', `${SLOTS}/:slot`) },
  ...guarded('deleteInterviewSlot', 'DELETE', `${SLOTS}/1`, undefined, 'client'),
];

async function inviteMe(ctx: ContractContext) {
  return invite(ctx, bearer(await ctx.token('admin')), ctx.memo.get('round') as number, [ctx.memo.get('app') as number], BOOK_BY);
}
