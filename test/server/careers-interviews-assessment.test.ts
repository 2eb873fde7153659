import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createRound, generate, interviewJob, invite, MY, shortlistedApplicants } from './careers-interviews-helpers.js';

/**
 * Interview scores, attendance and outcome (issue 28): the panel scores the criteria assessed at
 * interview independently and once, a recruiter records attendance, the lead records the outcome
 * once with a reason; hostile input and other people's invitations are refused.
 */
let t: TestApp;
let ctx: Awaited<ReturnType<typeof interviewJob>>;
let invitationIds: number[] = [];
const INV = '/api/careers/admin/interview-invitations';
const post = (url: string, headers: Record<string, string>, payload?: unknown) => t.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const SCORES = (score = 3) => ({ scores: [{ criterionKey: 'essential-0', score, evidence: 'Explained the escalation of a deteriorating patient clearly.' }], comment: '' });

beforeAll(async () => {
  t = await createTestApp();
  ctx = await interviewJob(t, 'assess');
  // The first essential criterion is assessed at interview (the shortlisting scorecard).
  const card = await t.app.inject({ method: 'PUT', url: `/api/careers/admin/jobs/${ctx.job.id}/scorecard`, headers: ctx.admin, payload: { criteria: [{ key: 'essential-0', assessedAt: 'interview', weight: 1 }], requiredScorers: 2, nameBlind: false } });
  expect(card.statusCode, card.body).toBe(200);
  const round = await createRound(t, ctx.admin, ctx.job.id, { leadId: ctx.lead.id, panelIds: [ctx.member.id] });
  expect((await generate(t, ctx.admin, round.id, {})).statusCode).toBe(200);
  const people = await shortlistedApplicants(t, ctx.job.id, 'assess-applicant', 2);
  expect((await invite(t, ctx.admin, round.id, people.map((p) => p.applicationId))).statusCode).toBe(200);
  for (const [i, p] of people.entries()) {
    const slots = (await t.app.inject({ url: `${MY(p.applicationId)}/slots`, headers: p.headers })).json().items;
    expect((await post(`${MY(p.applicationId)}/book`, p.headers, { slotId: slots[i].id })).statusCode).toBe(200);
  }
  const board = (await t.app.inject({ url: `/api/careers/admin/jobs/${ctx.job.id}/interview-rounds`, headers: ctx.admin })).json();
  invitationIds = board.items[0].invitations.map((i: { id: number }) => i.id);
});
afterAll(() => t.close());

describe('attendance', () => {
  it('is recorded by a recruiter or the lead, not by the rest of the panel, and refuses what makes no sense', async () => {
    const [first] = invitationIds;
    expect((await post(`${INV}/${first}/attendance`, ctx.member.headers, { attendance: 'attended' })).statusCode).toBe(403);
    expect((await post(`${INV}/${first}/attendance`, ctx.sifter.headers, { attendance: 'attended' })).json()).toMatchObject({ code: 'invitation_not_found' });
    for (const body of [{ attendance: 'late' }, { attendance: 1 }, {}, { attendance: ['attended'] }]) {
      expect((await post(`${INV}/${first}/attendance`, ctx.admin, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await post(`${INV}/999999/attendance`, ctx.admin, { attendance: 'attended' })).json()).toMatchObject({ code: 'invitation_not_found' });
    const recorded = await post(`${INV}/${first}/attendance`, ctx.lead.headers, { attendance: 'attended' });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json()).toMatchObject({ attendance: 'attended', outcome: null, criteria: [{ key: 'essential-0' }], submitted: 0, submissions: [] });
  });
});

describe('scores', () => {
  it('are refused before attendance, for criteria the interview does not assess, and from outside the panel', async () => {
    const [first, second] = invitationIds;
    expect((await post(`${INV}/${second}/scores`, ctx.member.headers, SCORES())).json()).toMatchObject({ code: 'not_attended' });
    expect((await post(`${INV}/${first}/scores`, ctx.admin, SCORES())).statusCode).toBe(403);
    const wrong = { scores: [{ criterionKey: 'essential-1', score: 3, evidence: 'x' }], comment: '' };
    expect((await post(`${INV}/${first}/scores`, ctx.member.headers, wrong)).json()).toMatchObject({ code: 'unknown_criterion', field: 'scores.0.criterionKey' });
    expect((await post(`${INV}/${first}/scores`, ctx.member.headers, { scores: [], comment: '' })).json()).toMatchObject({ code: 'scores_incomplete' });
    for (const body of [SCORES(5), { ...SCORES(), comment: 'x'.repeat(2001) }, { scores: 'all good' }]) {
      expect((await post(`${INV}/${first}/scores`, ctx.member.headers, body)).statusCode).toBe(400);
    }
  });

  it('are independent: nobody sees another\'s before sending their own; one set per member, even sent at once', async () => {
    const [first] = invitationIds;
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(`${INV}/${first}/scores`, ctx.member.headers, SCORES(2))));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().code)).toEqual(Array(4).fill('already_scored'));
    // The lead has not scored yet: the member's scores stay hidden from them (only the count shows).
    const lead = await post(`${INV}/${first}/attendance`, ctx.lead.headers, { attendance: 'attended' });
    expect(lead.json()).toMatchObject({ submitted: 1, submissions: [] });
    const leadScores = await post(`${INV}/${first}/scores`, ctx.lead.headers, SCORES(4));
    expect(leadScores.statusCode, leadScores.body).toBe(200);
    expect(leadScores.json().submissions.map((s: { scores: { score: number }[] }) => s.scores[0]!.score)).toEqual([2, 4]);
  });
});

describe('the outcome', () => {
  it('is the lead\'s, needs a reason, scores and attendance, and is recorded once', async () => {
    const [first, second] = invitationIds;
    const appointable = { outcome: 'appointable', reason: 'Strong clinical reasoning; meets every essential criterion.', rank: 1 };
    expect((await post(`${INV}/${first}/outcome`, ctx.admin, appointable)).statusCode).toBe(403);
    expect((await post(`${INV}/${first}/outcome`, ctx.member.headers, appointable)).statusCode).toBe(403);
    for (const body of [{ ...appointable, reason: '   ' }, { ...appointable, outcome: 'maybe' }, { ...appointable, rank: 0 }, { outcome: 'reserve' }]) {
      expect((await post(`${INV}/${first}/outcome`, ctx.lead.headers, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await post(`${INV}/${second}/outcome`, ctx.lead.headers, appointable)).json()).toMatchObject({ code: 'not_attended' });
    expect((await post(`${INV}/${second}/attendance`, ctx.admin, { attendance: 'attended' })).statusCode).toBe(200);
    expect((await post(`${INV}/${second}/outcome`, ctx.lead.headers, appointable)).json()).toMatchObject({ code: 'scores_missing' });
    const both = await Promise.all([post(`${INV}/${first}/outcome`, ctx.lead.headers, appointable), post(`${INV}/${first}/outcome`, ctx.lead.headers, { outcome: 'reserve', reason: 'Second choice.' })]);
    expect(both.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const recorded = both.find((a) => a.statusCode === 200)!.json();
    expect(['appointable', 'reserve']).toContain(recorded.outcome);
    // Attendance is no longer changed once the outcome is in.
    expect((await post(`${INV}/${first}/attendance`, ctx.admin, { attendance: 'no_show' })).json()).toMatchObject({ code: 'outcome_recorded' });
  });
});
