import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { mailOutbox } from '../../server/db/schema.js';
import { createRound, generate, interviewJob, invite, MY, shortlistedApplicants } from './careers-interviews-helpers.js';

/** Editing unbooked slots and the status of adjustments (issue 28). */

type Headers = Record<string, string>;
let t: TestApp;
let ctx: Awaited<ReturnType<typeof interviewJob>>;
let roundId: number;
let people: Awaited<ReturnType<typeof shortlistedApplicants>>;

const board = async (headers: Headers = ctx.admin) => {
  const res = await t.app.inject({ url: `/api/careers/admin/jobs/${ctx.job.id}/interview-rounds`, headers });
  return { body: res.body, round: res.json().items.find((r: { id: number }) => r.id === roundId) };
};
const patchSlot = (id: number, payload: unknown, headers: Headers = ctx.admin) => t.app.inject({ method: 'PATCH', url: `/api/careers/admin/interview-slots/${id}`, headers, payload: payload as object });
const patchAdjustments = (id: number, payload: unknown, headers: Headers = ctx.admin) =>
  t.app.inject({ method: 'PATCH', url: `/api/careers/admin/interview-invitations/${id}/adjustments`, headers, payload: payload as object });
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  ctx = await interviewJob(t, 'ive');
  roundId = (await createRound(t, ctx.admin, ctx.job.id, { leadId: ctx.lead.id, panelIds: [ctx.member.id] })).id;
  expect((await generate(t, ctx.admin, roundId, {})).json().created).toBe(8);
  people = await shortlistedApplicants(t, ctx.job.id, 'ive-applicant', 2);
  expect((await invite(t, ctx.admin, roundId, people.map((p) => p.applicationId))).statusCode).toBe(200);
}, 120_000);
afterAll(async () => t?.close());

describe('editing slots', () => {
  it('moves, lengthens and resizes an unbooked slot', async () => {
    const [slot] = (await board()).round.slots;
    const start = new Date(Date.parse(slot.startsAt) + 15 * 60_000).toISOString();
    const res = await patchSlot(slot.id, { startsAt: start, lengthMinutes: 45, capacity: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: slot.id, startsAt: start, endsAt: new Date(Date.parse(start) + 45 * 60_000).toISOString(), capacity: 3, booked: 0 });
    // Only what is sent changes.
    expect((await patchSlot(slot.id, { capacity: 1 })).json()).toMatchObject({ startsAt: start, capacity: 1 });
  });

  it('refuses hostile input, a start in the past or taken, other people and the panel', async () => {
    const [a, b] = (await board()).round.slots;
    for (const body of [{}, { capacity: 0 }, { capacity: 51 }, { capacity: 'two' }, { lengthMinutes: 4 }, { lengthMinutes: 481 }, { startsAt: 'tomorrow' }, { startsAt: null }]) {
      expect((await patchSlot(a.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await patchSlot(a.id, { startsAt: new Date(Date.now() - HOUR).toISOString() })).json()).toMatchObject({ statusCode: 409, code: 'slot_started', field: 'startsAt' });
    expect((await patchSlot(a.id, { startsAt: b.startsAt })).json()).toMatchObject({ statusCode: 409, code: 'interview_slot_exists', field: 'startsAt' });
    expect((await patchSlot(999_999, { capacity: 2 })).json()).toMatchObject({ statusCode: 404, code: 'interview_slot_not_found' });
    expect((await patchSlot(a.id, { capacity: 2 }, ctx.lead.headers)).statusCode).toBe(403);
    expect((await patchSlot(a.id, { capacity: 2 }, ctx.sifter.headers)).statusCode).toBe(404);
    expect((await patchSlot(a.id, { capacity: 2 }, people[0]!.headers)).statusCode).toBe(403);
    expect((await board()).round.slots[0]).toMatchObject({ id: a.id, startsAt: a.startsAt, capacity: a.capacity });
  });

  it('two slots moved to the same free start at once: one moves, the other is refused with 409, never a 500', async () => {
    const slots = (await board()).round.slots as { id: number; startsAt: string; booked: number }[];
    const [a, b] = slots.filter((s) => s.booked === 0).slice(-2);
    const target = new Date(Date.parse(slots.at(-1)!.startsAt) + 3 * HOUR).toISOString();
    const answers = await Promise.all([patchSlot(a!.id, { startsAt: target }), patchSlot(b!.id, { startsAt: target })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json()).toMatchObject({ code: 'interview_slot_exists', field: 'startsAt' });
  });

  it('a booked slot only gains capacity: moving, shortening or shrinking it is refused with 409', async () => {
    const me = people[0]!;
    const [slot] = (await board()).round.slots;
    expect((await t.app.inject({ method: 'POST', url: `${MY(me.applicationId)}/book`, headers: me.headers, payload: { slotId: slot.id, adjustments: { kinds: ['quiet_room'], note: 'Wheelchair user; ground floor please' } } })).statusCode).toBe(200);
    const later = new Date(Date.parse(slot.startsAt) + 2 * HOUR).toISOString();
    expect((await patchSlot(slot.id, { startsAt: later })).json()).toMatchObject({ statusCode: 409, code: 'interview_slot_booked' });
    expect((await patchSlot(slot.id, { lengthMinutes: 20 })).json()).toMatchObject({ statusCode: 409, code: 'interview_slot_booked' });
    expect((await patchSlot(slot.id, { capacity: 4 })).json()).toMatchObject({ capacity: 4, booked: 1 });
    expect((await patchSlot(slot.id, { capacity: 2 })).json()).toMatchObject({ statusCode: 409, code: 'interview_slot_booked' });
    // The booking was not moved under the applicant.
    expect((await t.app.inject({ url: MY(me.applicationId), headers: me.headers })).json().slot).toMatchObject({ id: slot.id, startsAt: slot.startsAt });
  });
});

describe('the status of adjustments', () => {
  it('the recruitment admin agrees, the lead notes what was arranged; the applicant sees the status, never the note; the panel sees neither', async () => {
    const me = people[0]!;
    const inv = (await board()).round.invitations.find((i: { applicationId: number }) => i.applicationId === me.applicationId);
    expect(inv.adjustmentsStatus).toBe('requested');
    const agreed = await patchAdjustments(inv.id, { status: 'agreed' });
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json().invitations.find((i: { id: number }) => i.id === inv.id)).toMatchObject({ adjustmentsStatus: 'agreed', adjustmentsArranged: '' });
    const arranged = await patchAdjustments(inv.id, { status: 'arranged', arranged: '  Room G.04 (ground floor), booked with estates  ' }, ctx.lead.headers);
    expect(arranged.statusCode, arranged.body).toBe(200);
    expect((await board(ctx.lead.headers)).round.invitations.find((i: { id: number }) => i.id === inv.id)).toMatchObject({ adjustmentsStatus: 'arranged', adjustmentsArranged: 'Room G.04 (ground floor), booked with estates' });
    // The status alone leaves the note as it was.
    expect((await patchAdjustments(inv.id, { status: 'arranged' })).json().invitations.find((i: { id: number }) => i.id === inv.id).adjustmentsArranged).toBe('Room G.04 (ground floor), booked with estates');
    const mine = await t.app.inject({ url: MY(me.applicationId), headers: me.headers });
    expect(mine.json().adjustmentsStatus).toBe('arranged');
    expect(mine.body).not.toContain('G.04');
    const panel = await board(ctx.member.headers);
    expect(panel.body).not.toMatch(/G\.04|Wheelchair|quiet_room|adjustments/);
    // Nothing of it in any e-mail or calendar file, after a move as before.
    const slots = (await board()).round.slots;
    expect((await t.app.inject({ method: 'POST', url: `${MY(me.applicationId)}/reschedule`, headers: me.headers, payload: { slotId: slots[2].id } })).statusCode).toBe(200);
    const mails = await t.app.db.select().from(mailOutbox);
    const sent = mails.map((m) => `${m.subject}\n${m.bodyText}\n${m.bodyHtml ?? ''}\n${(m.attachments ?? []).map((a) => a.content).join('\n')}`).join('\n');
    expect(sent).toContain('BEGIN:VCALENDAR');
    expect(sent).not.toMatch(/G\.04|Wheelchair|ground floor/);
  });

  it('only the recruitment admin and the round\'s lead change it; hostile input and nothing asked are refused', async () => {
    const [me, other] = [people[0]!, people[1]!];
    const invitations = (await board()).round.invitations;
    const inv = invitations.find((i: { applicationId: number }) => i.applicationId === me.applicationId);
    const none = invitations.find((i: { applicationId: number }) => i.applicationId === other.applicationId);
    expect((await patchAdjustments(inv.id, { status: 'agreed' }, ctx.member.headers)).statusCode).toBe(403);
    expect((await patchAdjustments(inv.id, { status: 'agreed' }, ctx.sifter.headers)).json()).toMatchObject({ statusCode: 404, code: 'invitation_not_found' });
    expect((await patchAdjustments(inv.id, { status: 'agreed' }, me.headers)).statusCode).toBe(403);
    for (const body of [{}, { status: 'done' }, { status: 'agreed', arranged: 'x'.repeat(1001) }, { status: 'agreed', arranged: 'bell\u0007' }, { status: null }]) {
      expect((await patchAdjustments(inv.id, body)).statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect((await patchAdjustments(none.id, { status: 'agreed' })).json()).toMatchObject({ statusCode: 409, code: 'no_adjustments' });
    expect((await patchAdjustments(999_999, { status: 'agreed' })).json()).toMatchObject({ statusCode: 404, code: 'invitation_not_found' });
    expect((await board()).round.invitations.find((i: { id: number }) => i.id === inv.id).adjustmentsStatus).toBe('arranged');
    expect((await board()).round.invitations.find((i: { id: number }) => i.id === none.id).adjustmentsStatus).toBeNull();
  });
});

