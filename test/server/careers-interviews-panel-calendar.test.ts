import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { inDays } from './careers-helpers.js';
import { activeStaff } from './careers-staff-helpers.js';
import { createRound, generate, interviewJob, invite, MY, shortlistedApplicants } from './careers-interviews-helpers.js';

/**
 * The panel calendar across jobs (listInterviews): each interview names its panel, the lead first;
 * `mine` keeps the interviews whose panel the caller sits on (the panel member's "my interviews"),
 * in SQL; staff outside the job's team see none of it.
 */
let t: TestApp;
let ctx: Awaited<ReturnType<typeof interviewJob>>;
let panelRound: number;
let openRound: number;
type Item = { applicationId: number; round: { id: number }; panel: { userId: number; fullName: string; lead: boolean }[]; onPanel: boolean };

const calendar = async (headers: Record<string, string>, extra = '') => {
  const res = await t.app.inject({ url: `/api/careers/admin/interviews?from=${inDays(0)}&to=${inDays(10)}${extra}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as Item[]).filter((i) => i.round.id === panelRound || i.round.id === openRound);
};

/** Invites and books each applicant into the round's next free slot. */
async function bookAll(roundId: number, people: Awaited<ReturnType<typeof shortlistedApplicants>>) {
  expect((await invite(t, ctx.admin, roundId, people.map((p) => p.applicationId))).statusCode).toBe(200);
  for (const [n, p] of people.entries()) {
    const slots = (await t.app.inject({ url: `${MY(p.applicationId)}/slots`, headers: p.headers })).json().items;
    const booked = await t.app.inject({ method: 'POST', url: `${MY(p.applicationId)}/book`, headers: p.headers, payload: { slotId: slots[n]!.id } });
    expect(booked.statusCode, booked.body).toBe(200);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  ctx = await interviewJob(t, 'pc');
  // A round with the member on its panel and the lead leading; another with no panel named.
  panelRound = (await createRound(t, ctx.admin, ctx.job.id, { leadId: ctx.lead.id, panelIds: [ctx.member.id] })).id;
  openRound = (await createRound(t, ctx.admin, ctx.job.id, { name: 'Skills station', leadId: null, panelIds: [] })).id;
  for (const id of [panelRound, openRound]) expect((await generate(t, ctx.admin, id, {})).statusCode).toBe(200);
  const people = await shortlistedApplicants(t, ctx.job.id, 'pc-applicant', 3);
  await bookAll(panelRound, people.slice(0, 2));
  await bookAll(openRound, people.slice(2));
}, 120_000);
afterAll(async () => t?.close());

describe('the panel calendar', () => {
  it('names each interview\'s panel, the lead first, and tells the caller whether they sit on it', async () => {
    const items = await calendar(ctx.member.headers);
    expect(items).toHaveLength(3);
    const onPanelRound = items.filter((i) => i.round.id === panelRound);
    expect(onPanelRound).toHaveLength(2);
    for (const i of onPanelRound) {
      expect(i.panel).toEqual([
        { userId: ctx.lead.id, fullName: 'pc Lead', lead: true },
        { userId: ctx.member.id, fullName: 'pc Member', lead: false },
      ]);
      expect(i.onPanel).toBe(true);
    }
    expect(items.find((i) => i.round.id === openRound)).toMatchObject({ panel: [], onPanel: false });
  });

  it('"mine" keeps the interviews whose panel the caller sits on or leads', async () => {
    const member = await calendar(ctx.member.headers, '&mine=true');
    expect(member.map((i) => i.round.id)).toEqual([panelRound, panelRound]);
    expect((await calendar(ctx.lead.headers, '&mine=true')).map((i) => i.round.id)).toEqual([panelRound, panelRound]);
    // The recruiter sees all three, and none as theirs.
    expect(await calendar(ctx.admin)).toHaveLength(3);
    expect(await calendar(ctx.admin, '&mine=true')).toEqual([]);
    expect(await calendar(ctx.member.headers, '&mine=false')).toHaveLength(3);
  });

  it('shows staff outside the job\'s interview team nothing, whatever the filter', async () => {
    const outsider = await activeStaff(t, ctx.admin, 'pc.outsider@example.org', { systemRole: 'panel_member', fullName: 'pc Outsider' });
    const manager = await activeStaff(t, ctx.admin, 'pc.manager@example.org', { systemRole: 'recruiting_manager', fullName: 'pc Manager' });
    for (const who of [outsider, manager, ctx.sifter]) {
      expect(await calendar(who.headers)).toEqual([]);
      expect(await calendar(who.headers, '&mine=true')).toEqual([]);
    }
  });

  it('refuses a filter that is not a yes or no', async () => {
    const ask = (query: string) => t.app.inject({ url: `/api/careers/admin/interviews?from=${inDays(0)}&to=${inDays(10)}${query}`, headers: ctx.member.headers });
    for (const query of ['&mine=maybe', '&mine=1%3Bdrop', '&mine=true&mine=false', '&mine=' + 'x'.repeat(300)]) {
      const res = await ask(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400 });
    }
    expect((await ask('')).json().hospitalTimeZone).toBe(t.config.alertsTimeZone);
  });
});
