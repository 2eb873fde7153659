import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import ICAL from 'ical.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { auditLog, interviewSlots, mailOutbox } from '../../server/db/schema.js';
import { openJob } from './careers-applications-helpers.js';
import { activeStaff } from './careers-staff-helpers.js';
import { createRound, generate, interviewJob, invite, MY, shortlistedApplicants } from './careers-interviews-helpers.js';

/** The recruiter's controls (issue 28): placing an invited applicant in a slot and moving them. */

type Headers = Record<string, string>;
let t: TestApp;
let ctx: Awaited<ReturnType<typeof interviewJob>>;
let round: { id: number };
let slots: { id: number; startsAt: string; booked: number; capacity: number }[];
let people: Awaited<ReturnType<typeof shortlistedApplicants>>;
let outsider: Headers;

const INVITATIONS = '/api/careers/admin/interview-invitations';
const board = async (headers: Headers = ctx.admin) =>
  (await t.app.inject({ url: `/api/careers/admin/jobs/${ctx.job.id}/interview-rounds`, headers })).json().items.find((r: { id: number }) => r.id === round.id);
const invitationOf = async (applicationId: number) => (await board()).invitations.find((i: { applicationId: number }) => i.applicationId === applicationId);
const assign = (invitationId: number, payload: unknown, headers: Headers = ctx.admin) => t.app.inject({ method: 'POST', url: `${INVITATIONS}/${invitationId}/slot`, headers, payload: payload as object });

/** The calendar files e-mailed to a recipient for a kind of change, parsed by ical.js. */
async function calendars(recipient: string, kind: string) {
  const rows = await t.app.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, recipient), like(mailOutbox.kind, `interview-%${kind}`))).orderBy(mailOutbox.id);
  return rows.map((row) => {
    const calendar = new ICAL.Component(ICAL.parse(row.attachments![0]!.content));
    const event = calendar.getFirstSubcomponent('vevent')!;
    return { method: calendar.getFirstPropertyValue('method'), uid: event.getFirstPropertyValue('uid'), sequence: event.getFirstPropertyValue('sequence'), subject: row.subject };
  });
}

beforeAll(async () => {
  t = await createTestApp();
  ctx = await interviewJob(t, 'ivs');
  round = await createRound(t, ctx.admin, ctx.job.id, { name: 'Recruiter picks', schedulingMode: 'recruiter_picks', leadId: ctx.lead.id, panelIds: [ctx.member.id] });
  expect((await generate(t, ctx.admin, round.id, {})).json().created).toBe(8);
  slots = (await board()).slots;
  people = await shortlistedApplicants(t, ctx.job.id, 'ivs-applicant', 3);
  expect((await invite(t, ctx.admin, round.id, people.map((p) => p.applicationId))).statusCode).toBe(200);
  // A recruiting manager of another job: a recruiter, but not of this job.
  const other = await openJob(t, 'ivs Other ward');
  const manager = await activeStaff(t, ctx.admin, 'ivs.manager@example.org', { systemRole: 'recruiting_manager', fullName: 'ivs Manager' });
  const team = await t.app.inject({ method: 'PUT', url: `/api/careers/admin/jobs/${other.id}/team`, headers: ctx.admin, payload: { members: [{ userId: manager.id, teamRole: 'recruiting_manager' }] } });
  expect(team.statusCode, team.body).toBe(200);
  outsider = manager.headers;
}, 120_000);
afterAll(async () => t?.close());

describe('the recruiter places an invited applicant in a slot', () => {
  it('books the chosen slot with the same e-mails and calendar file as an applicant booking', async () => {
    const me = people[0]!;
    const inv = await invitationOf(me.applicationId);
    const answer = await assign(inv.id, { slotId: slots[0]!.id });
    expect(answer.statusCode, answer.body).toBe(200);
    const mine = answer.json().invitations.find((i: { id: number }) => i.id === inv.id);
    expect(mine).toMatchObject({ status: 'booked', slotId: slots[0]!.id });
    expect(answer.json().slots.find((s: { id: number }) => s.id === slots[0]!.id).booked).toBe(1);
    // The applicant sees it on their page; the applicant, the lead and the member each get a REQUEST.
    expect((await t.app.inject({ url: MY(me.applicationId), headers: me.headers })).json()).toMatchObject({ status: 'booked', slot: { id: slots[0]!.id }, round: { schedulingMode: 'recruiter_picks' } });
    for (const email of [me.email, ctx.lead.email, ctx.member.email]) {
      const [file] = await calendars(email, 'booked');
      expect(file, email).toMatchObject({ method: 'REQUEST', sequence: 1 });
    }
    // Written to the audit log as the recruiter's act, not the applicant's.
    const audit = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'interview.booked'), eq(auditLog.subjectId, String(inv.id))));
    expect(audit.map((a) => a.actorRole)).toEqual([expect.not.stringMatching(/^applicant$/)]);
    // Placing them in the same slot again changes nothing and sends nothing.
    expect((await assign(inv.id, { slotId: slots[0]!.id })).statusCode).toBe(200);
    expect(await calendars(me.email, 'booked')).toHaveLength(1);
  });

  it('moves a booking: the old seat is freed at once, same UID, higher SEQUENCE', async () => {
    const me = people[0]!;
    const inv = await invitationOf(me.applicationId);
    const moved = await assign(inv.id, { slotId: slots[1]!.id });
    expect(moved.statusCode, moved.body).toBe(200);
    const seats = Object.fromEntries(moved.json().slots.map((s: { id: number; booked: number }) => [s.id, s.booked]));
    expect([seats[slots[0]!.id], seats[slots[1]!.id]]).toEqual([0, 1]);
    const [booked] = await calendars(me.email, 'booked');
    const [rescheduled] = await calendars(me.email, 'rescheduled');
    expect(rescheduled).toMatchObject({ method: 'REQUEST', uid: booked!.uid, sequence: 2 });
    expect((await calendars(ctx.member.email, 'rescheduled'))[0]).toMatchObject({ uid: booked!.uid, sequence: 2 });
  });

  it('refuses hostile input: wrong types, another round\'s slot, a full or started slot, unknown or other teams\' invitations, the panel', async () => {
    const [me, other] = [people[0]!, people[1]!];
    const inv = await invitationOf(other.applicationId);
    for (const body of [{ slotId: 'one' }, { slotId: -1 }, {}, { slotId: 1.5 }]) expect((await assign(inv.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `${INVITATIONS}/x/slot`, headers: ctx.admin, payload: { slotId: 1 } })).statusCode).toBe(400);
    // A slot of another round of the same job, and a slot that does not exist.
    const another = await createRound(t, ctx.admin, ctx.job.id, { name: 'Another', leadId: null, panelIds: [] });
    expect((await generate(t, ctx.admin, another.id, { dayStart: '13:00', dayEnd: '13:30' })).statusCode).toBe(200);
    const foreign = (await t.app.inject({ url: `/api/careers/admin/jobs/${ctx.job.id}/interview-rounds`, headers: ctx.admin })).json().items.find((r: { id: number }) => r.id === another.id).slots[0];
    expect((await assign(inv.id, { slotId: foreign.id })).json()).toMatchObject({ statusCode: 404, code: 'interview_slot_not_found', field: 'slotId' });
    expect((await assign(inv.id, { slotId: 999_999 })).json()).toMatchObject({ statusCode: 404, code: 'interview_slot_not_found' });
    // The slot the first applicant holds is full.
    const meInv = await invitationOf(me.applicationId);
    expect((await assign(inv.id, { slotId: meInv.slotId })).json()).toMatchObject({ statusCode: 409, code: 'slot_full' });
    // A slot that has started.
    const past = new Date(Date.now() - 3_600_000);
    const [started] = await t.app.db.insert(interviewSlots).values({ roundId: round.id, startsAt: past, endsAt: new Date(past.getTime() + 1_800_000) }).returning();
    expect((await assign(inv.id, { slotId: started!.id })).json()).toMatchObject({ statusCode: 409, code: 'slot_started', field: 'slotId' });
    // Not invited (no such invitation), a recruiter of another job, a shortlister of this one: 404; the panel: 403.
    expect((await assign(999_999, { slotId: slots[2]!.id })).json()).toMatchObject({ statusCode: 404, code: 'invitation_not_found' });
    expect((await assign(inv.id, { slotId: slots[2]!.id }, outsider)).json()).toMatchObject({ statusCode: 404, code: 'invitation_not_found' });
    expect((await assign(inv.id, { slotId: slots[2]!.id }, ctx.sifter.headers)).statusCode).toBe(404);
    expect((await assign(inv.id, { slotId: slots[2]!.id }, ctx.lead.headers)).statusCode).toBe(403);
    expect((await assign(inv.id, { slotId: slots[2]!.id }, other.headers)).statusCode).toBe(403);
    expect((await invitationOf(other.applicationId)).status).toBe('invited');
  });

  it('refuses a withdrawn application', async () => {
    const gone = people[2]!;
    const withdrawn = await t.app.inject({ method: 'POST', url: `/api/careers/applications/${gone.applicationId}/withdraw`, headers: gone.headers });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const inv = await invitationOf(gone.applicationId);
    expect((await assign(inv.id, { slotId: slots[3]!.id })).json()).toMatchObject({ statusCode: 409, code: 'application_not_at_interview' });
    expect((await board()).slots.find((s: { id: number }) => s.id === slots[3]!.id).booked).toBe(0);
  });

  it('20 recruiters placing 20 applicants in one capacity-1 slot at once: exactly one 2xx, the slot holds one', async () => {
    const crowd = await shortlistedApplicants(t, ctx.job.id, 'ivs-crowd', 20);
    expect((await invite(t, ctx.admin, round.id, crowd.map((p) => p.applicationId))).statusCode).toBe(200);
    const ids = new Set(crowd.map((p) => p.applicationId));
    const invitations = (await board()).invitations.filter((i: { applicationId: number }) => ids.has(i.applicationId));
    const target = slots[4]!.id;
    const answers = await Promise.all(invitations.map((i: { id: number }) => assign(i.id, { slotId: target })));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.json().code)).toEqual(Array(19).fill('slot_full'));
    const [row] = await t.app.db.select().from(interviewSlots).where(eq(interviewSlots.id, target));
    expect(row).toMatchObject({ booked: 1, capacity: 1 });
  }, 120_000);

  it('one invitation moved to two slots at once: it holds exactly one seat, no other is left taken', async () => {
    const me = people[0]!;
    const inv = await invitationOf(me.applicationId);
    const answers = await Promise.all([assign(inv.id, { slotId: slots[5]!.id }), assign(inv.id, { slotId: slots[6]!.id })]);
    // Whichever comes second either finds the booking moved (409) or, run after the first, moves it on.
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.json().code)).toEqual(answers.some((a) => a.statusCode === 409) ? ['version_conflict'] : []);
    const after = await board();
    const held = after.invitations.find((i: { id: number }) => i.id === inv.id).slotId;
    const seats = after.slots.filter((s: { id: number }) => [slots[1]!.id, slots[5]!.id, slots[6]!.id].includes(s.id));
    expect(seats.map((s: { id: number; booked: number }) => s.booked).reduce((a: number, b: number) => a + b, 0)).toBe(1);
    expect(seats.find((s: { id: number }) => s.id === held).booked).toBe(1);
  });
});

