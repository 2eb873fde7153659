import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import ICAL from 'ical.js';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { mailOutbox } from '../../server/db/schema.js';
import { waitForMail } from './careers-applications-helpers.js';
import { siftJob } from './careers-sift-helpers.js';
import { activeStaff } from './careers-staff-helpers.js';
import { createRound, generate, invite, MY, shortlistedApplicants } from './careers-interviews-helpers.js';

let t: TestApp;
let me: Awaited<ReturnType<typeof shortlistedApplicants>>[number];
let slots: { id: number }[];
let panelEmails: string[];

/** Every calendar file e-mailed for this booking so far, parsed by a real parser (ical.js), oldest first. */
async function calendarMails(kind: string) {
  const rows = await t.app.db.select().from(mailOutbox).where(like(mailOutbox.kind, `interview-%${kind}`)).orderBy(mailOutbox.id);
  return rows.map((row) => {
    const file = row.attachments![0]!.content;
    const calendar = new ICAL.Component(ICAL.parse(file));
    const event = calendar.getFirstSubcomponent('vevent')!;
    return { row, file, method: calendar.getFirstPropertyValue('method'), uid: event.getFirstPropertyValue('uid'), sequence: event.getFirstPropertyValue('sequence'), status: event.getFirstPropertyValue('status'), summary: String(event.getFirstPropertyValue('summary')) };
  });
}

/** Every DTSTAMP, DTSTART and DTEND of the file is a UTC instant ending in Z. */
function expectUtc(file: string) {
  const stamps = file.split(/\r?\n/).filter((line) => /^(DTSTAMP|DTSTART|DTEND)[:;]/.test(line));
  expect(stamps).toHaveLength(3);
  for (const line of stamps) expect(line).toMatch(/:\d{8}T\d{6}Z$/);
}

beforeAll(async () => {
  t = await createTestApp();
  const admin = bearer(await t.token('admin'));
  const jobId = await siftJob(t, admin, 'Calendar nurse', { nameBlind: true });
  const lead = await activeStaff(t, admin, 'cal.lead@example.org', { systemRole: 'panel_member', fullName: 'Cal Lead' });
  const member = await activeStaff(t, admin, 'cal.member@example.org', { systemRole: 'panel_member', fullName: 'Cal Member' });
  panelEmails = [lead.email, member.email];
  const team = await t.app.inject({ method: 'PUT', url: `/api/careers/admin/jobs/${jobId}/team`, headers: admin, payload: { members: [{ userId: lead.id, teamRole: 'interview_lead' }, { userId: member.id, teamRole: 'interview' }] } });
  expect(team.statusCode, team.body).toBe(200);
  const round = await createRound(t, admin, jobId, { leadId: lead.id, panelIds: [member.id] });
  expect((await generate(t, admin, round.id, {})).statusCode).toBe(200);
  me = (await shortlistedApplicants(t, jobId, 'calendar-applicant', 1))[0]!;
  expect((await invite(t, admin, round.id, [me.applicationId])).statusCode).toBe(200);
  slots = (await t.app.inject({ url: `${MY(me.applicationId)}/slots`, headers: me.headers })).json().items;
}, 120_000);
afterAll(async () => t?.close());

const post = (path: string, payload?: object) => t.app.inject({ method: 'POST', url: `${MY(me.applicationId)}/${path}`, headers: me.headers, ...(payload ? { payload } : {}) });

describe('calendar invitations', () => {
  it('a booking e-mails the applicant and each panel member a REQUEST in UTC with one UID; no adjustment, the alias for the panel', async () => {
    expect((await post('book', { slotId: slots[0]!.id, adjustments: { kinds: ['interpreter'], note: 'Needs a BSL interpreter' } })).statusCode).toBe(200);
    const files = await calendarMails('booked');
    expect(files.map((f) => f.row.recipient).sort()).toEqual([me.email, ...panelEmails].sort());
    expect(new Set(files.map((f) => f.uid)).size).toBe(1);
    for (const f of files) {
      expect(f).toMatchObject({ method: 'REQUEST', sequence: 1, status: 'CONFIRMED' });
      expectUtc(f.file);
      expect(f.file).not.toMatch(/BSL|interpreter/i);
      expect(f.row.bodyText).not.toMatch(/BSL|interpreter/i);
    }
    const panel = files.filter((f) => f.row.recipient !== me.email);
    for (const f of panel) {
      expect(f.summary).toMatch(/Candidate [0-9A-Z]{4}/);
      expect(f.file).not.toContain('calendar-applicant');
      expect(f.row.bodyText).not.toContain('calendar-applicant');
    }
    // The message leaves with its text/calendar part.
    const sent = await waitForMail(t.dataDir, me.email, /text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(sent.raw).toMatch(/BEGIN:VCALENDAR/);
  });

  it('a reschedule keeps the UID and raises SEQUENCE; the download beside the booking says the same', async () => {
    expect((await post('reschedule', { slotId: slots[1]!.id })).statusCode).toBe(200);
    const [booked] = await calendarMails('booked');
    const moved = await calendarMails('rescheduled');
    expect(moved).toHaveLength(3);
    for (const f of moved) {
      expect(f).toMatchObject({ method: 'REQUEST', uid: booked!.uid, sequence: 2 });
      expectUtc(f.file);
    }
    const ics = await t.app.inject({ url: `/api/careers/applications/${me.applicationId}/interview.ics`, headers: me.headers });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    const event = new ICAL.Component(ICAL.parse(ics.body)).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('uid')).toBe(booked!.uid);
    expect(event.getFirstPropertyValue('sequence')).toBe(2);
    expectUtc(ics.body);
    expect(ics.body).not.toMatch(/BSL|interpreter/i);
    // Staff cannot take it, nor anyone for an application that is not theirs.
    expect((await t.app.inject({ url: `/api/careers/applications/${me.applicationId}/interview.ics`, headers: bearer(await t.token('admin')) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/careers/applications/${me.applicationId}/interview.ics`, headers: bearer(await t.token('client')) })).statusCode).toBe(404);
  });

  it('a cancellation sends METHOD:CANCEL with STATUS:CANCELLED at a higher SEQUENCE; the download then has nothing to give', async () => {
    expect((await post('cancel')).statusCode).toBe(200);
    const [booked] = await calendarMails('booked');
    const cancelled = await calendarMails('cancelled');
    expect(cancelled).toHaveLength(3);
    for (const f of cancelled) {
      expect(f).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: booked!.uid, sequence: 3 });
      expectUtc(f.file);
    }
    const ics = await t.app.inject({ url: `/api/careers/applications/${me.applicationId}/interview.ics`, headers: me.headers });
    expect(ics.json()).toMatchObject({ statusCode: 409, code: 'not_booked' });
    const mails = await t.app.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, me.email), like(mailOutbox.kind, 'interview-%'))).orderBy(mailOutbox.id);
    expect(mails.map((m) => m.kind)).toEqual(['interview-invitation', 'interview-booked', 'interview-rescheduled', 'interview-cancelled']);
  });
});
