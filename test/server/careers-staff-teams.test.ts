import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { auditLog, jobTeam, mailOutbox, staffProfiles } from '../../server/db/schema.js';
import { runStaffInactivity, StaffService, INACTIVITY_REASON } from '../../server/modules/careers-staff/index.js';
import { activeStaff, invite, PASSWORD, STAFF } from './careers-staff-helpers.js';

let t: TestApp;
let admin: Record<string, string>;
let adminId: number;
let jobId: number;

const team = (id: number, headers = admin) => t.app.inject({ url: `/api/careers/admin/jobs/${id}/team`, headers });
const setTeam = (id: number, members: unknown, headers = admin) => t.app.inject({ method: 'PUT', url: `/api/careers/admin/jobs/${id}/team`, headers, payload: { members } });
const profile = async (id: number) => (await t.app.db.select().from(staffProfiles).where(eq(staffProfiles.userId, id)))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  const session = await t.login('admin@demo.com', 'admin');
  admin = bearer(session.json().accessToken);
  adminId = session.json().userData.id;
  const job = await t.app.inject({ method: 'POST', url: '/api/careers/admin/jobs', headers: admin, payload: { title: 'Staff Nurse, Ward 7' } });
  jobId = job.json().id;
});
afterAll(async () => t?.close());

describe('hiring teams', () => {
  it('answers 401 without a token and 404 for a job the caller cannot see (an applicant, an unknown job)', async () => {
    const client = bearer(await t.token('client'));
    expect((await t.app.inject({ url: `/api/careers/admin/jobs/${jobId}/team` })).statusCode).toBe(401);
    expect((await team(jobId, client)).json()).toMatchObject({ statusCode: 404, code: 'job_not_found' });
    expect((await setTeam(jobId, [], client)).json()).toMatchObject({ statusCode: 404, code: 'job_not_found' });
    expect((await team(999_999)).statusCode).toBe(404);
    expect((await setTeam(999_999, [])).statusCode).toBe(404);
    expect((await team(jobId)).json()).toMatchObject({ jobId, members: [], formerMembers: [], canEdit: true });
  });

  it('adds members with a team role and decision right; removal keeps the row (ended) and what they wrote', async () => {
    const manager = await activeStaff(t, admin, 'manager.team@example.org', { systemRole: 'recruiting_manager', fullName: 'Mary Manager' });
    const panel = await activeStaff(t, admin, 'panel.team@example.org', { systemRole: 'panel_member', fullName: 'Peter Panel' });
    const versions = [(await profile(manager.id)).grantsVersion, (await profile(panel.id)).grantsVersion];
    const saved = await setTeam(jobId, [
      { userId: manager.id, teamRole: 'recruiting_manager', makeDecisions: true },
      { userId: panel.id, teamRole: 'shortlisting' },
      { userId: panel.id, teamRole: 'interview' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().members).toHaveLength(3);
    expect(saved.json().members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: manager.id, fullName: 'Mary Manager', teamRole: 'recruiting_manager', makeDecisions: true, deactivated: false }),
        expect.objectContaining({ userId: panel.id, teamRole: 'shortlisting', makeDecisions: false }),
      ]),
    );
    expect(saved.json().eligibleStaff.map((s: { userId: number }) => s.userId)).toEqual(expect.arrayContaining([adminId, manager.id, panel.id]));
    expect((await profile(manager.id)).grantsVersion).toBe(versions[0]! + 1);
    expect((await profile(panel.id)).grantsVersion).toBe(versions[1]! + 1);

    // The panel member leaves the interview panel; the manager loses the decision right.
    const next = await setTeam(jobId, [
      { userId: manager.id, teamRole: 'recruiting_manager', makeDecisions: false },
      { userId: panel.id, teamRole: 'shortlisting' },
    ]);
    expect(next.statusCode).toBe(200);
    expect(next.json().members).toHaveLength(2);
    expect(next.json().formerMembers).toEqual([expect.objectContaining({ userId: panel.id, teamRole: 'interview', removedAt: expect.any(String) })]);
    const rows = await t.app.db.select().from(jobTeam).where(eq(jobTeam.jobId, jobId));
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r.teamRole === 'interview')).toMatchObject({ removedBy: adminId, removedAt: expect.any(Date) });
    expect(rows.find((r) => r.teamRole === 'recruiting_manager')).toMatchObject({ makeDecisions: false, removedAt: null });
    const actions = await t.app.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.subjectType, 'JobTeam'), eq(auditLog.jobId, jobId)));
    expect(actions.map((a) => a.action).sort()).toEqual(['job_team.member_added', 'job_team.member_added', 'job_team.member_added', 'job_team.member_changed', 'job_team.member_removed']);

    // Added again later: a new row, the old one stays ended.
    expect((await setTeam(jobId, [{ userId: panel.id, teamRole: 'interview' }])).json().members).toHaveLength(1);
    expect(await t.app.db.select().from(jobTeam).where(eq(jobTeam.jobId, jobId))).toHaveLength(4);
  });

  it('adds only active staff, never an applicant, an invitee or a deactivated account', async () => {
    const invited = (await invite(t, admin, 'not.yet@example.org')).json().id;
    const gone = await activeStaff(t, admin, 'gone.team@example.org');
    expect((await t.app.inject({ method: 'POST', url: `${STAFF}/${gone.id}/deactivate`, headers: admin, payload: { reason: 'Left' } })).statusCode).toBe(200);
    const client = (await t.login('client@demo.com', 'client')).json().userData.id;
    for (const userId of [invited, gone.id, client, 999_999]) {
      const refused = await setTeam(jobId, [{ userId: adminId, teamRole: 'approver' }, { userId, teamRole: 'shortlisting' }]);
      expect(refused.json(), String(userId)).toMatchObject({ statusCode: 400, code: 'staff_not_eligible', field: 'members.1.userId' });
    }
    const twice = await setTeam(jobId, [{ userId: adminId, teamRole: 'approver' }, { userId: adminId, teamRole: 'approver' }]);
    expect(twice.json()).toMatchObject({ statusCode: 400, code: 'duplicate_team_member', field: 'members.1' });
    for (const members of ['all', [{ userId: 'x', teamRole: 'approver' }], [{ userId: adminId, teamRole: 'boss' }], [{ userId: adminId }], Array.from({ length: 51 }, () => ({ userId: adminId, teamRole: 'approver' }))]) {
      expect((await setTeam(jobId, members)).statusCode, JSON.stringify(members).slice(0, 60)).toBe(400);
    }
    expect((await t.app.inject({ url: '/api/careers/admin/jobs/abc/team', headers: admin })).statusCode).toBe(400);
    // Nothing of the refused saves was stored.
    expect((await team(jobId)).json().members).toHaveLength(1);
  });

  it('keeps one active row per person and team role under concurrent saves', async () => {
    const job = (await t.app.inject({ method: 'POST', url: '/api/careers/admin/jobs', headers: admin, payload: { title: 'Race Ward' } })).json().id;
    const answers = await Promise.all(Array.from({ length: 4 }, () => setTeam(job, [{ userId: adminId, teamRole: 'approver', makeDecisions: true }])));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await t.app.db.select().from(jobTeam).where(and(eq(jobTeam.jobId, job), sql`${jobTeam.removedAt} is null`));
    expect(rows).toHaveLength(1);
  });
});

describe('inactivity', () => {
  const daysAgo = (days: number) => sql`now() - make_interval(days => ${days}::int)`;
  const run = () => runStaffInactivity(t.app, t.config, new StaffService(t.app, t.config));
  const mailsTo = (to: string) => t.app.db.select({ kind: mailOutbox.kind, subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.recipient, to));

  it('warns once two weeks before, then deactivates after 12 months without signing in; signing in resets it', async () => {
    const sleepy = await activeStaff(t, admin, 'sleepy@example.org', { locale: 'fr' });
    const busy = await activeStaff(t, admin, 'busy@example.org');
    await t.app.db.update(staffProfiles).set({ lastSeenAt: daysAgo(355) }).where(eq(staffProfiles.userId, sleepy.id));
    await t.app.db.update(staffProfiles).set({ lastSeenAt: daysAgo(300) }).where(eq(staffProfiles.userId, busy.id));

    expect((await run()).warned).toEqual([sleepy.id]);
    expect((await run()).warned).toEqual([]);
    expect((await mailsTo('sleepy@example.org')).filter((m) => m.kind === 'staff-inactivity-warning')).toEqual([
      { kind: 'staff-inactivity-warning', subject: 'Votre accès au portail carrières prend bientôt fin' },
    ]);
    expect((await mailsTo('busy@example.org')).map((m) => m.kind)).toEqual(['staff-invitation']);

    // Twelve months pass, the warning two weeks old: access lapses, once.
    await t.app.db.update(staffProfiles).set({ lastSeenAt: daysAgo(366), inactivityWarnedAt: daysAgo(15) }).where(eq(staffProfiles.userId, sleepy.id));
    expect(await run()).toEqual({ warned: [], lapsed: [sleepy.id] });
    expect(await run()).toEqual({ warned: [], lapsed: [] });
    expect(await profile(sleepy.id)).toMatchObject({ deactivatedAt: expect.any(Date), deactivationReason: INACTIVITY_REASON, deactivatedBy: null });
    expect((await t.app.inject({ url: '/api/auth/me', headers: sleepy.headers })).statusCode).toBe(401);
    expect((await mailsTo('sleepy@example.org')).map((m) => m.kind)).toContain('staff-deactivated');
    const [event] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'staff.deactivated'), eq(auditLog.subjectId, String(sleepy.id))));
    expect(event).toMatchObject({ actorRole: 'system', actorId: null });

    // A warned account that signs in keeps its access and can be warned again a year later.
    await t.app.db.update(staffProfiles).set({ lastSeenAt: daysAgo(355) }).where(eq(staffProfiles.userId, busy.id));
    expect((await run()).warned).toEqual([busy.id]);
    expect((await t.login('busy@example.org', PASSWORD)).statusCode).toBe(200);
    expect(await profile(busy.id)).toMatchObject({ inactivityWarnedAt: null, deactivatedAt: null });
  });

  it('never lapses the last active super admin', async () => {
    const supers = await t.app.db
      .select({ id: staffProfiles.userId })
      .from(staffProfiles)
      .where(sql`${staffProfiles.systemRole} = 'super_admin' and ${staffProfiles.deactivatedAt} is null`);
    expect(supers.map((s) => s.id)).toEqual([adminId]);
    await t.app.db.update(staffProfiles).set({ lastSeenAt: daysAgo(400), inactivityWarnedAt: daysAgo(20) }).where(eq(staffProfiles.userId, adminId));
    expect((await run()).lapsed).not.toContain(adminId);
    expect((await profile(adminId)).deactivatedAt).toBeNull();
  });
});
