import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { buildApp } from '../../server/app.js';
import { applicationEvents, interviewSlots, mailOutbox, users } from '../../server/db/schema.js';
import { runInterviewReminders } from '../../server/modules/careers-interviews/index.js';
import { createRound, generate, interviewJob, invite, MY, ROUNDS, shortlistedApplicants } from './careers-interviews-helpers.js';

let t: TestApp;
let ctx: Awaited<ReturnType<typeof interviewJob>>;
let roundId: number;
let people: Awaited<ReturnType<typeof shortlistedApplicants>>;

const rounds = (headers: Record<string, string>) => t.app.inject({ url: `/api/careers/admin/jobs/${ctx.job.id}/interview-rounds`, headers });
const post = (url: string, headers: Record<string, string>, payload?: unknown) => t.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

beforeAll(async () => {
  t = await createTestApp();
  ctx = await interviewJob(t, 'iv');
  roundId = (await createRound(t, ctx.admin, ctx.job.id, { leadId: ctx.lead.id, panelIds: [ctx.member.id] })).id;
  people = await shortlistedApplicants(t, ctx.job.id, 'iv-applicant', 3);
  await t.app.db.update(users).set({ locale: 'fr' }).where(eq(users.id, people[1]!.id));
}, 120_000);
afterAll(async () => t?.close());

describe('rounds and slots', () => {
  it('creates a round with the panel from the team; refuses outsiders, hostile input and non-recruiters', async () => {
    const list = (await rounds(ctx.admin)).json();
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ name: 'Panel interview', minNoticeHours: 24, horizonDays: 30, schedulingMode: 'applicant_picks', leadId: ctx.lead.id, canManage: true });
    expect(list.items[0].panel.map((p: { fullName: string }) => p.fullName).sort()).toEqual(['iv Lead', 'iv Member']);
    const create = (headers: Record<string, string>, body: Record<string, unknown>) => post(`/api/careers/admin/jobs/${ctx.job.id}/interview-rounds`, headers, { name: 'Skills', mode: 'phone', durationMinutes: 20, leadId: null, panelIds: [], ...body });
    expect((await create(ctx.admin, { panelIds: [ctx.sifter.id, 999_999] })).json()).toMatchObject({ code: 'panel_not_on_team', field: 'panelIds.1' });
    expect((await create(ctx.admin, { durationMinutes: 'long' })).statusCode).toBe(400);
    expect((await create(ctx.admin, { durationMinutes: 4 })).statusCode).toBe(400);
    expect((await create(ctx.admin, { name: 'x'.repeat(121) })).statusCode).toBe(400);
    expect((await create(ctx.admin, { mode: 'carrier pigeon' })).statusCode).toBe(400);
    expect((await create(ctx.admin, { videoUrl: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await create(ctx.admin, { minNoticeHours: -1 })).statusCode).toBe(400);
    // The lead reads but does not manage; a shortlister of the job does not see interview rounds at all.
    expect((await create(ctx.lead.headers, {})).statusCode).toBe(403);
    expect((await rounds(ctx.lead.headers)).json().items[0].canManage).toBe(false);
    expect((await rounds(ctx.sifter.headers)).json().items).toEqual([]);
    expect((await t.app.inject({ method: 'PATCH', url: `${ROUNDS}/${roundId}`, headers: ctx.sifter.headers, payload: { name: 'Mine now' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PATCH', url: `${ROUNDS}/${roundId}`, headers: ctx.admin, payload: {} })).statusCode).toBe(400);
    const patched = await t.app.inject({ method: 'PATCH', url: `${ROUNDS}/${roundId}`, headers: ctx.admin, payload: { location: 'Block C, room 1' } });
    expect(patched.json()).toMatchObject({ location: 'Block C, room 1', name: 'Panel interview' });
  });

  it('previews slots in the hospital time zone without storing them, then stores them once', async () => {
    const preview = await generate(t, ctx.admin, roundId, { preview: true });
    expect(preview.json()).toMatchObject({ preview: true, created: 0 });
    expect(preview.json().slots).toHaveLength(8);
    expect((await rounds(ctx.admin)).json().items[0].slots).toHaveLength(0);
    const stored = await generate(t, ctx.admin, roundId, {});
    expect(stored.json()).toMatchObject({ preview: false, created: 8 });
    // Generating the same plan again adds nothing.
    expect((await generate(t, ctx.admin, roundId, {})).json().created).toBe(0);
    const zone = t.config.alertsTimeZone;
    const first = (await rounds(ctx.admin)).json().items[0].slots[0];
    const local = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone }).format(new Date(first.startsAt));
    expect(local).toBe('09:00');
  });

  it('refuses plans that make no sense or too many slots, and a panel member generating', async () => {
    expect((await generate(t, ctx.admin, roundId, { from: '2030-01-05', to: '2030-01-01' })).json()).toMatchObject({ code: 'date_range_inverted', field: 'from' });
    expect((await generate(t, ctx.admin, roundId, { dayStart: '10:00', dayEnd: '10:20' })).json()).toMatchObject({ code: 'day_end_before_start', field: 'dayEnd' });
    expect((await generate(t, ctx.admin, roundId, { dayStart: '00:00', dayEnd: '23:55', lengthMinutes: 5, preview: true })).json()).toMatchObject({ code: 'too_many_slots' });
    expect((await generate(t, ctx.admin, roundId, { dayStart: '9am' })).statusCode).toBe(400);
    expect((await generate(t, ctx.admin, roundId, { capacity: 51 })).statusCode).toBe(400);
    expect((await generate(t, ctx.lead.headers, roundId, {})).statusCode).toBe(403);
    expect((await generate(t, ctx.admin, 999_999, {})).statusCode).toBe(404);
  });
});

describe('invitations and booking', () => {
  it('invites shortlisted applications: moves them to interview once, e-mails a link with the deadline in their language', async () => {
    const ids = people.map((p) => p.applicationId);
    expect((await invite(t, ctx.admin, roundId, ids, new Date(Date.now() - 1000).toISOString())).json()).toMatchObject({ code: 'book_by_invalid', field: 'bookBy' });
    expect((await invite(t, ctx.admin, roundId, [ids[0]!, 999_999])).json()).toMatchObject({ code: 'not_shortlisted', field: 'applicationIds.1' });
    expect((await invite(t, ctx.lead.headers, roundId, ids)).statusCode).toBe(403);
    const first = await invite(t, ctx.admin, roundId, ids);
    expect(first.json()).toEqual({ invited: ids, alreadyInvited: [] });
    expect((await invite(t, ctx.admin, roundId, ids)).json()).toEqual({ invited: [], alreadyInvited: ids });
    const events = await t.app.db.select().from(applicationEvents).where(and(inArray(applicationEvents.applicationId, ids), eq(applicationEvents.toStatus, 'interview')));
    expect(events).toHaveLength(3);
    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'interview-invitation'));
    expect(mails).toHaveLength(3);
    const french = mails.find((m) => m.recipient === people[1]!.email)!;
    expect(french.subject).toMatch(/^Invitation à un entretien/);
    expect(french.bodyText).toContain(`/careers/my-application/${ids[1]}/interview`);
    // The applicant now sees the application at interview.
    expect((await t.app.inject({ url: `/api/careers/applications/${ids[0]}`, headers: people[0]!.headers })).json().status).toBe('interview');
  });

  it('books a slot with adjustments, shown to the admin and the lead, never to the panel member or in the e-mail', async () => {
    const me = people[0]!;
    const open = (await t.app.inject({ url: `${MY(me.applicationId)}/slots`, headers: me.headers })).json();
    expect(open.items).toHaveLength(8);
    expect(open.hospitalTimeZone).toBe(t.config.alertsTimeZone);
    const hostile = [{ slotId: 'one' }, { slotId: open.items[0].id, adjustments: { kinds: ['jetpack'], note: '' } }, { slotId: open.items[0].id, adjustments: { kinds: [], note: 'x'.repeat(1001) } }, { slotId: -1 }];
    for (const body of hostile) expect((await post(`${MY(me.applicationId)}/book`, me.headers, body)).statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    // Another applicant's application, someone else's slot, a slot of no round.
    expect((await post(`${MY(people[1]!.applicationId)}/book`, me.headers, { slotId: open.items[0].id })).json()).toMatchObject({ code: 'interview_not_found' });
    expect((await post(`${MY(me.applicationId)}/book`, me.headers, { slotId: 999_999 })).json()).toMatchObject({ code: 'interview_slot_not_found' });
    const booked = await post(`${MY(me.applicationId)}/book`, me.headers, { slotId: open.items[0].id, adjustments: { kinds: ['interpreter', 'step_free_access'], note: 'Swahili interpreter, please' } });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json()).toMatchObject({ status: 'booked', slot: { id: open.items[0].id }, adjustmentsStatus: 'requested', canChange: true });
    expect((await post(`${MY(me.applicationId)}/book`, me.headers, { slotId: open.items[1].id })).json()).toMatchObject({ code: 'already_booked' });
    const board = (h: Record<string, string>) => rounds(h).then((r) => r.json().items[0].invitations.find((i: { applicationId: number }) => i.applicationId === me.applicationId));
    expect((await board(ctx.admin)).adjustments.note).toBe('Swahili interpreter, please');
    expect((await board(ctx.lead.headers)).adjustments.kinds).toEqual(['interpreter', 'step_free_access']);
    const panel = await rounds(ctx.member.headers);
    expect(panel.body).not.toContain('Swahili');
    expect(panel.body).not.toContain('interpreter');
    const confirmation = (await t.app.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'interview-booked'), eq(mailOutbox.recipient, me.email))))[0]!;
    expect(confirmation.bodyText).not.toContain('Swahili');
    expect(confirmation.bodyText).toMatch(/\(UTC[+-]\d/);
    // The slot is no longer offered to the others.
    expect((await t.app.inject({ url: `${MY(people[2]!.applicationId)}/slots`, headers: people[2]!.headers })).json().items).toHaveLength(7);
  });

  it('reschedules (the old slot is freed at once) and cancels; a full slot is refused', async () => {
    const [me, other] = [people[0]!, people[2]!];
    const slots = (await rounds(ctx.admin)).json().items[0].slots as { id: number; booked: number }[];
    const [a, b, c] = slots;
    expect((await post(`${MY(other.applicationId)}/reschedule`, other.headers, { slotId: b!.id })).json()).toMatchObject({ code: 'not_booked' });
    expect((await post(`${MY(other.applicationId)}/book`, other.headers, { slotId: a!.id })).json()).toMatchObject({ code: 'slot_full' });
    const moved = await post(`${MY(me.applicationId)}/reschedule`, me.headers, { slotId: b!.id });
    expect(moved.json()).toMatchObject({ status: 'booked', slot: { id: b!.id } });
    expect((await post(`${MY(other.applicationId)}/book`, other.headers, { slotId: a!.id })).statusCode).toBe(200);
    const cancelled = await post(`${MY(me.applicationId)}/cancel`, me.headers);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', slot: null });
    expect((await post(`${MY(me.applicationId)}/cancel`, me.headers)).json()).toMatchObject({ code: 'not_booked' });
    const after = (await rounds(ctx.admin)).json().items[0].slots as { id: number; booked: number }[];
    expect(after.find((s) => s.id === a!.id)!.booked).toBe(1);
    expect(after.find((s) => s.id === b!.id)!.booked).toBe(0);
    // Booking again after cancelling, before the deadline.
    expect((await post(`${MY(me.applicationId)}/book`, me.headers, { slotId: c!.id })).statusCode).toBe(200);
    const kinds = (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, me.email))).map((m) => m.kind);
    expect(kinds).toEqual(expect.arrayContaining(['interview-booked', 'interview-rescheduled', 'interview-cancelled']));
  });

  it('refuses a slot inside the minimum notice or past the horizon, with clear codes; a booked slot is not removed', async () => {
    const me = people[1]!;
    const soon = new Date(Date.now() + 2 * 3_600_000);
    const far = new Date(Date.now() + 40 * 86_400_000);
    const [near, late] = await t.app.db
      .insert(interviewSlots)
      .values([
        { roundId, startsAt: soon, endsAt: new Date(soon.getTime() + 1_800_000) },
        { roundId, startsAt: far, endsAt: new Date(far.getTime() + 1_800_000) },
      ])
      .returning();
    const offered = (await t.app.inject({ url: `${MY(me.applicationId)}/slots`, headers: me.headers })).json().items.map((s: { id: number }) => s.id);
    expect(offered).not.toContain(near!.id);
    expect(offered).not.toContain(late!.id);
    expect((await post(`${MY(me.applicationId)}/book`, me.headers, { slotId: near!.id })).json()).toMatchObject({ statusCode: 409, code: 'inside_minimum_notice' });
    expect((await post(`${MY(me.applicationId)}/book`, me.headers, { slotId: late!.id })).json()).toMatchObject({ statusCode: 409, code: 'beyond_horizon' });
    const booked = (await rounds(ctx.admin)).json().items[0].slots.find((s: { booked: number }) => s.booked > 0);
    const del = (id: number, headers = ctx.admin) => t.app.inject({ method: 'DELETE', url: `/api/careers/admin/interview-slots/${id}`, headers });
    expect((await del(booked.id)).json()).toMatchObject({ code: 'interview_slot_booked' });
    expect((await del(late!.id, ctx.lead.headers)).statusCode).toBe(403);
    expect((await del(late!.id)).statusCode).toBe(204);
    expect((await del(late!.id)).statusCode).toBe(404);
  });
});

describe('scheduling modes', () => {
  it('"confirm the next open slot" offers and takes only the first; "recruiter picks" offers none', async () => {
    const me = people[2]!;
    const next = await createRound(t, ctx.admin, ctx.job.id, { name: 'Next open', schedulingMode: 'next_available', leadId: null, panelIds: [] });
    expect((await generate(t, ctx.admin, next.id, { from: SLOT_DAY, to: SLOT_DAY, dayStart: '09:00', dayEnd: '10:00' })).json().created).toBe(2);
    expect((await invite(t, ctx.admin, next.id, [me.applicationId])).statusCode).toBe(200);
    const offered = (await t.app.inject({ url: `${MY(me.applicationId)}/slots`, headers: me.headers })).json().items;
    expect(offered).toHaveLength(1);
    const all = (await rounds(ctx.admin)).json().items.find((r: { id: number }) => r.id === next.id).slots;
    expect((await post(`${MY(me.applicationId)}/book`, me.headers, { slotId: all[1].id })).json()).toMatchObject({ code: 'interview_slot_not_found', field: 'slotId' });
    expect((await post(`${MY(me.applicationId)}/book`, me.headers, { slotId: offered[0].id })).statusCode).toBe(200);
    const picks = await createRound(t, ctx.admin, ctx.job.id, { name: 'Recruiter picks', schedulingMode: 'recruiter_picks', leadId: null, panelIds: [] });
    expect((await generate(t, ctx.admin, picks.id, { from: SLOT_DAY, to: SLOT_DAY, dayStart: '11:00', dayEnd: '11:30' })).json().created).toBe(1);
    expect((await invite(t, ctx.admin, picks.id, [me.applicationId])).statusCode).toBe(200);
    expect((await t.app.inject({ url: `${MY(me.applicationId)}/slots`, headers: me.headers })).json().items).toEqual([]);
  });
});

describe('staff calendar', () => {
  it('lists booked interviews in a date range, filtered by the same rules as a round; no adjustments', async () => {
    const list = (headers: Record<string, string>, from = new Date().toISOString().slice(0, 10), to = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10)) =>
      t.app.inject({ url: `/api/careers/admin/interviews?from=${from}&to=${to}`, headers });
    const mine = (await list(ctx.admin)).json().items.filter((i: { job: { id: number } }) => i.job.id === ctx.job.id);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.map((i: { applicationId: number }) => i.applicationId)).toContain(people[2]!.applicationId);
    const panel = await list(ctx.member.headers);
    expect(panel.json().items.length).toBe(mine.length);
    expect(panel.body).not.toMatch(/Swahili|interpreter/);
    // A shortlister of the job is not on the interview panel: nothing.
    expect((await list(ctx.sifter.headers)).json().items).toEqual([]);
    expect((await list(ctx.admin, '2030-01-05', '2030-01-01')).json()).toMatchObject({ code: 'date_range_inverted' });
    expect((await list(ctx.admin, '2030-01-01', '2030-06-01')).json()).toMatchObject({ code: 'date_range_too_long', field: 'to' });
    expect((await list(ctx.admin, 'yesterday', '2030-01-01')).statusCode).toBe(400);
    expect((await list(bearer(await t.token('client')))).statusCode).toBe(403);
  });
});

describe('reminders', () => {
  it('goes once, 24 h before, to the applicant and the panel, however often and on however many instances the task runs', async () => {
    const me = people[1]!;
    const start = new Date(Date.now() + 30 * 3_600_000);
    const [slot] = await t.app.db.insert(interviewSlots).values({ roundId, startsAt: start, endsAt: new Date(start.getTime() + 1_800_000) }).returning();
    expect((await post(`${MY(me.applicationId)}/book`, me.headers, { slotId: slot!.id })).statusCode).toBe(200);
    const reminders = () => t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'interview-reminder'));
    // 30 hours ahead: not due yet.
    expect(await runInterviewReminders(t.app, t.config)).toEqual([]);
    const later = new Date(Date.now() + 7 * 3_600_000);
    const [a, b] = await Promise.all([runInterviewReminders(t.app, t.config, later), runInterviewReminders(t.app, t.config, later)]);
    expect([...a!, ...b!]).toHaveLength(1);
    expect(await runInterviewReminders(t.app, t.config, later)).toEqual([]);
    const sent = await reminders();
    expect(sent.map((m) => m.recipient).sort()).toEqual([me.email, ctx.lead.email, ctx.member.email].sort());
    expect(sent.find((m) => m.recipient === me.email)!.subject).toMatch(/^Rappel d’entretien/);
  });
});

describe('race-free capacity', () => {
  it('50 concurrent bookings of a capacity-1 slot give exactly one 2xx and the slot holds one (on PostgreSQL, through two instances)', async () => {
    const round = await createRound(t, ctx.admin, ctx.job.id, { name: 'Group session', leadId: null, panelIds: [] });
    expect((await generate(t, ctx.admin, round.id, { from: SLOT_DAY, to: SLOT_DAY, dayStart: '14:00', dayEnd: '14:30' })).json().created).toBe(1);
    const [slot] = (await rounds(ctx.admin)).json().items.find((r: { id: number }) => r.id === round.id).slots;
    const crowd = await shortlistedApplicants(t, ctx.job.id, 'iv-crowd', 50);
    expect((await invite(t, ctx.admin, round.id, crowd.map((p) => p.applicationId))).statusCode).toBe(200);
    // On PostgreSQL every other applicant books through a second portal process on the same database.
    const second = t.app.dbKind === 'postgres' ? await secondInstance(t) : null;
    const via = (i: number) => (second && i % 2 ? second : t.app);
    const answers = await Promise.all(crowd.map((p, i) => via(i).inject({ method: 'POST', url: `${MY(p.applicationId)}/book`, headers: p.headers, payload: { slotId: slot.id } }))).finally(() => second?.close());
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c >= 200 && c < 300)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().code === 'slot_full')).toBe(true);
    const [row] = await t.app.db.select().from(interviewSlots).where(eq(interviewSlots.id, slot.id));
    expect(row).toMatchObject({ booked: 1, capacity: 1 });
  }, 120_000);
});

/** Another portal process on the test app's PostgreSQL database (its own data directory, the same keys). */
async function secondInstance(test: TestApp) {
  const app = await buildApp({ ...test.config, dataDir: await mkdtemp(join(tmpdir(), 'careers-second-')) }, { logger: false });
  await app.ready();
  return app;
}

const SLOT_DAY = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
