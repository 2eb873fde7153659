import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { bearer, createTestApp, DEMO, type TestApp } from '../helpers/app.js';
import { registerAdmin, registerApplicant } from './careers-helpers.js';
import { auditLog, staffProfiles, users } from '../../server/db/schema.js';
import type { FastifyRequest } from 'fastify';
import { auditActorOf, recordAudit, SYSTEM_ACTOR, type AuditActor } from '../../server/lib/audit.js';
import { EXPORT_BATCH } from '../../server/modules/careers-audit/service.js';

const URL = '/api/careers/admin/audit';

type Event = {
  id: number;
  at: string;
  actor: { id: number | null; name: string | null; role: string | null; deactivated: boolean };
  action: string;
  subjectType: string;
  subjectId: string | null;
  applicationId: number | null;
  jobId: number | null;
  fields: string[] | null;
  outcome: 'allowed' | 'denied';
  detail: Record<string, unknown> | null;
};
type List = { items: Event[]; total: number; page: number; perPage: number };

let t: TestApp;
let admin: Record<string, string>;
let adminId: number;
let nurse: AuditActor;
let gone: AuditActor;
let applicant: Awaited<ReturnType<typeof registerApplicant>>;
let wardId: number;

const list = async (query = ''): Promise<List> => {
  const res = await t.app.inject({ url: `${URL}?${query}`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const actions = (l: List) => l.items.map((e) => e.action);
/** The events of this file's fixtures only (the demo seed and the tests' own exports add others). */
const ours = 'action=fixture.';

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.token('admin'));
  [{ id: adminId }] = (await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.admin.email))) as [{ id: number }];
  const ward = await registerAdmin(t.app, 'ward.manager');
  const left = await registerAdmin(t.app, 'left.hospital');
  await t.app.db.insert(staffProfiles).values([
    { userId: ward.id, systemRole: 'recruiting_manager' },
    { userId: left.id, systemRole: 'recruitment_admin', deactivatedAt: new Date() },
  ]).onConflictDoNothing();
  await t.app.db.update(staffProfiles).set({ deactivatedAt: new Date() }).where(eq(staffProfiles.userId, left.id));
  applicant = await registerApplicant(t.app, 'audit.applicant');
  wardId = ward.id;
  nurse = { actorId: ward.id, actorLabel: 'Ward Manager', actorRole: 'recruiting_manager', requestId: 'r1', ip: '10.0.0.1' };
  gone = { actorId: left.id, actorLabel: '=HYPERLINK("http://evil","x"), "Left"', actorRole: 'recruitment_admin' };
  // Oldest first, one statement each so that their instants differ.
  await recordAudit(t.app.db, nurse, { action: 'fixture.status_changed', subjectType: 'Application', subjectId: 11, applicationId: 11, jobId: 3, detail: { from: 'submitted', to: 'under_review' } });
  await recordAudit(t.app.db, nurse, { action: 'fixture.note_added', subjectType: 'Application', subjectId: 11, applicationId: 11, jobId: 3 });
  await recordAudit(t.app.db, gone, { action: 'fixture.read', subjectType: 'Reference', subjectId: 'ref-7', applicationId: 12, fields: ['content', 'concerns'] });
  await recordAudit(t.app.db, gone, { action: 'fixture.read_denied', subjectType: 'Application', applicationId: 13, outcome: 'denied' });
  await recordAudit(t.app.db, SYSTEM_ACTOR, { action: 'staff.fixture_lapsed', subjectType: 'Staff', subjectId: left.id, detail: { reason: 'inactive' } });
});
afterAll(async () => t?.close());

describe('the audit log is append-only', () => {
  /** The database's own message (drizzle wraps it as the cause of "Failed query"). */
  const refusal = (query: PromiseLike<unknown>) =>
    Promise.resolve(query).then(
      () => 'accepted',
      (err: Error & { cause?: Error }) => err.cause?.message ?? err.message,
    );

  it('refuses to change or remove a recorded row, in the database itself', async () => {
    const [row] = await t.app.db.select({ id: auditLog.id }).from(auditLog).limit(1);
    expect(await refusal(t.app.db.execute(sql`update audit_log set action = 'forged' where id = ${row!.id}`))).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(t.app.db.update(auditLog).set({ outcome: 'allowed' }))).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(t.app.db.execute(sql`delete from audit_log where id = ${row!.id}`))).toMatch(/append-only: DELETE refused/);
    expect(await refusal(t.app.db.delete(auditLog))).toMatch(/append-only: DELETE refused/);
    expect(await refusal(t.app.db.execute(sql`truncate audit_log`))).not.toBe('accepted');
    const [after] = await t.app.db.select().from(auditLog).where(eq(auditLog.id, row!.id));
    expect(after?.action).not.toBe('forged');
  });
});

describe('searching the audit log', () => {
  it('lists newest first with the actor named as recorded, their role, and whether they are deactivated now', async () => {
    const all = await list(ours);
    expect(actions(all)).toEqual(['fixture.read_denied', 'fixture.read', 'fixture.note_added', 'fixture.status_changed']);
    expect(all.total).toBe(4);
    expect(all.items[3]).toMatchObject({
      actor: { id: nurse.actorId, name: 'Ward Manager', role: 'recruiting_manager', deactivated: false },
      subjectType: 'Application',
      subjectId: '11',
      applicationId: 11,
      jobId: 3,
      outcome: 'allowed',
      detail: { from: 'submitted', to: 'under_review' },
    });
    expect(all.items[1]).toMatchObject({ actor: { id: gone.actorId, role: 'recruitment_admin', deactivated: true }, fields: ['content', 'concerns'], subjectId: 'ref-7' });
    expect(Date.parse(all.items[0]!.at)).toBeGreaterThanOrEqual(Date.parse(all.items[1]!.at));
  });

  it('shows the system as an actor without a name', async () => {
    const system = await list('action=staff.fixture_lapsed');
    expect(system.items).toEqual([expect.objectContaining({ actor: { id: null, name: null, role: 'system', deactivated: false }, subjectType: 'Staff' })]);
  });

  it('filters by application, person, exact action, action prefix, outcome and the actor’s name', async () => {
    expect(actions(await list('applicationId=11'))).toEqual(['fixture.note_added', 'fixture.status_changed']);
    expect(actions(await list(`actorId=${gone.actorId}`))).toEqual(['fixture.read_denied', 'fixture.read']);
    expect(actions(await list('action=fixture.read'))).toEqual(['fixture.read']);
    expect((await list(`${ours}&outcome=denied`)).items.map((e) => e.applicationId)).toEqual([13]);
    expect(actions(await list(`${ours}&q=ward manager`))).toEqual(['fixture.note_added', 'fixture.status_changed']);
    expect(actions(await list(`${ours}&q=WARD`))).toHaveLength(2);
    expect((await list(`${ours}&applicationId=11&actorId=${gone.actorId}`)).total).toBe(0);
  });

  it('filters by days, both ends included', async () => {
    const today = new Intl.DateTimeFormat('en-CA').format(new Date());
    expect((await list(`${ours}&from=${today}&to=${today}`)).total).toBe(4);
    expect((await list(`${ours}&to=2000-01-01`)).total).toBe(0);
    expect((await list(`${ours}&from=2999-01-01`)).total).toBe(0);
  });

  it('pages and sorts on the server', async () => {
    const first = await list(`${ours}&perPage=3`);
    const second = await list(`${ours}&perPage=3&page=2`);
    expect(first).toMatchObject({ total: 4, page: 1, perPage: 3 });
    expect([...actions(first), ...actions(second)]).toEqual(['fixture.read_denied', 'fixture.read', 'fixture.note_added', 'fixture.status_changed']);
    expect(actions(await list(`${ours}&sortDesc=false`))).toEqual(['fixture.status_changed', 'fixture.note_added', 'fixture.read', 'fixture.read_denied']);
    expect(actions(await list(`${ours}&sortBy=action&sortDesc=false`))).toEqual(['fixture.note_added', 'fixture.read', 'fixture.read_denied', 'fixture.status_changed']);
    expect((await list(`${ours}&sortBy=outcome&sortDesc=true`)).items[0]!.outcome).toBe('denied');
    expect((await list(`${ours}&sortBy=actor&sortDesc=false`)).items.map((e) => e.actor.name).at(-1)).toBe('Ward Manager');
    expect((await list(`${ours}&page=50`)).items).toEqual([]);
  });

  it('is not itself recorded when read', async () => {
    const before = (await list('action=audit_log.')).total;
    await list(ours);
    expect((await list('action=audit_log.')).total).toBe(before);
  });
});

describe('hostile or wrong input is a 400 in the error envelope, never a 500', () => {
  const refused = async (query: string, field?: string) => {
    const res = await t.app.inject({ url: `${URL}?${query}`, headers: admin });
    expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: expect.any(String) });
    if (field) expect(res.json().field, query).toContain(field);
    return res.json();
  };

  it('refuses malformed and impossible days, and a range that ends before it starts', async () => {
    await refused('from=yesterday', 'from');
    await refused('to=2026-02-30', 'to');
    await refused('from=2026-1-5', 'from');
    await refused(`from=${'2'.repeat(500)}`, 'from');
    expect(await refused('from=2026-05-02&to=2026-05-01')).toMatchObject({ code: 'date_range_inverted', field: 'from' });
    const csv = await t.app.inject({ url: `${URL}/export.csv?from=2026-05-02&to=2026-05-01`, headers: admin });
    expect(csv.json()).toMatchObject({ statusCode: 400, code: 'date_range_inverted', field: 'from' });
  });

  it('refuses huge or nonsensical pages, ids and sorts', async () => {
    await refused('perPage=1000', 'perPage');
    await refused('perPage=0', 'perPage');
    await refused('page=0', 'page');
    await refused('page=99999999', 'page');
    await refused('applicationId=-1', 'applicationId');
    await refused('actorId=1.5', 'actorId');
    await refused('applicationId=99999999999', 'applicationId');
    await refused('sortBy=password_hash', 'sortBy');
    await refused('outcome=maybe', 'outcome');
    await refused(`q=${'x'.repeat(201)}`, 'q');
  });

  it('refuses an action that is not `subject.verb`, and takes SQL-ish text as plain words', async () => {
    await refused(`action=${encodeURIComponent("x' or '1'='1")}`, 'action');
    await refused(`action=${encodeURIComponent('%')}`, 'action');
    await refused(`action=${encodeURIComponent('application.%')}`, 'action');
    expect((await list(`q=${encodeURIComponent("' or 1=1 --")}`)).total).toBe(0);
    expect((await list(`q=${encodeURIComponent('%')}`)).total).toBe(0);
    expect((await list(`q=${encodeURIComponent('_')}`)).total).toBe(0);
    expect((await list(`${ours}&q=${encodeURIComponent('"Left"')}`)).total).toBe(2);
  });
});

describe('who may read it', () => {
  it('answers 401 without a token, and 403 to an applicant, whose attempt is recorded as denied', async () => {
    expect((await t.app.inject({ url: URL })).statusCode).toBe(401);
    const res = await t.app.inject({ url: `${URL}?applicationId=11`, headers: applicant.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403, code: 'forbidden' });
    const csv = await t.app.inject({ url: `${URL}/export.csv`, headers: applicant.headers });
    expect(csv.statusCode).toBe(403);
    // The access check records every refused attempt at an area, whoever made it (here, an applicant).
    const denied = await list(`action=audit_log.&actorId=${applicant.id}`);
    expect(denied.items).toEqual([
      expect.objectContaining({ action: 'audit_log.read_denied', outcome: 'denied', subjectType: 'AuditLog', actor: expect.objectContaining({ id: applicant.id, role: 'applicant' }) }),
      expect.objectContaining({ action: 'audit_log.read_denied', outcome: 'denied', subjectType: 'AuditLog', actor: expect.objectContaining({ id: applicant.id, role: 'applicant' }) }),
    ]);
    // Without a token nobody is known: nothing to record.
    expect((await list('action=audit_log.&outcome=denied')).total).toBe(2);
  });
});

describe('the CSV export', () => {
  const exportCsv = (query = '') => t.app.inject({ url: `${URL}/export.csv?${query}`, headers: admin });
  const lines = (body: string) => body.replace(/^\ufeff/, '').split('\r\n').filter(Boolean);

  it('exports what the filters select, in time order, safe to open in a spreadsheet', async () => {
    const res = await exportCsv(`${ours}&applicationId=12`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.startsWith('\ufeff')).toBe(true);
    const [header, row, ...rest] = lines(res.body);
    expect(header).toBe('Event,At,Actor ID,Actor,Actor role,Actor deactivated now,Action,Subject type,Subject ID,Application,Job,Fields,Outcome,Detail,Request ID,IP');
    expect(rest).toEqual([]);
    // The formula is quoted as text, the quotes doubled, the comma kept inside the cell.
    expect(row).toContain(`,"'=HYPERLINK(""http://evil"",""x""), ""Left""",recruitment_admin,yes,fixture.read,Reference,ref-7,12,,content concerns,allowed,,,`);
    const all = lines((await exportCsv(`${ours}&sortDesc=false`)).body);
    expect(all.slice(1).map((l) => l.match(/fixture\.\w+/)![0])).toEqual(['fixture.status_changed', 'fixture.note_added', 'fixture.read', 'fixture.read_denied']);
    expect(all[1]).toMatch(/,"\{.*""from"":""submitted"".*\}",r1,10\.0\.0\.1$/);
  });

  it('records itself, with its filters and how many rows it held', async () => {
    await exportCsv(`${ours}&outcome=denied&q=left`);
    const [own] = (await list(`action=audit_log.exported&actorId=${adminId}`)).items;
    expect(own).toMatchObject({
      action: 'audit_log.exported',
      subjectType: 'AuditLog',
      outcome: 'allowed',
      actor: { id: adminId, role: 'super_admin', deactivated: false },
      detail: { filters: { action: 'fixture.', outcome: 'denied', q: 'left' }, rows: 1 },
    });
    expect(own!.actor.name).toBeTruthy();
  });

  it('streams a log larger than one batch, every row once, in order', async () => {
    const many = EXPORT_BATCH * 2 + 7;
    // One statement: every row has the same instant, so the order rests on the id alone.
    await recordAudit(t.app.db, nurse, ...Array.from({ length: many }, (_, i) => ({ action: 'bulk.read', subjectType: 'Application', subjectId: i, applicationId: 500 })));
    for (const sortDesc of [true, false]) {
      const rows = lines((await exportCsv(`action=bulk.read&sortDesc=${sortDesc}`)).body).slice(1);
      const subjects = rows.map((l) => Number(l.split(',')[8]));
      expect(subjects).toHaveLength(many);
      const expected = Array.from({ length: many }, (_, i) => i);
      expect(subjects).toEqual(sortDesc ? expected.reverse() : expected);
    }
  });
});

describe('naming the actor of a request (for the modules that record)', () => {
  /** What a route handler has of its request: the signed-in caller, the app, the request id and address. */
  const requestOf = (sub: number | undefined) => ({ user: sub === undefined ? undefined : { sub }, server: t.app, id: 'req-1', ip: '192.0.2.7' }) as unknown as FastifyRequest;

  it('takes the name from the account and the role from the staff profile, or "applicant" (whose name is not kept)', async () => {
    expect(await auditActorOf(requestOf(wardId))).toEqual({ actorId: wardId, actorLabel: 'ward.manager', actorRole: 'recruiting_manager', requestId: 'req-1', ip: '192.0.2.7' });
    expect(await auditActorOf(requestOf(adminId))).toMatchObject({ actorId: adminId, actorRole: 'super_admin' });
    expect(await auditActorOf(requestOf(applicant.id))).toMatchObject({ actorLabel: null, actorRole: 'applicant' });
  });

  it('names nobody without a signed-in caller', async () => {
    expect(await auditActorOf(requestOf(undefined))).toEqual({ actorId: null, actorLabel: null, actorRole: 'anonymous', requestId: 'req-1', ip: '192.0.2.7' });
  });
});
