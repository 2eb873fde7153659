import { unpackRules } from '@casl/ability/extra';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { auditLog, jobs, staffProfiles } from '../../server/db/schema.js';
import { PANEL_STATUSES } from '../../common/staff-rules.js';
import {
  addToTeam,
  createStaff,
  grantsChanged,
  insertApplication,
  listAll,
  removeFromTeam,
  reviewRows,
  signIn,
  signInAs,
  teamJobsOf,
  type Session,
} from './staff-access-helpers.js';
import { applicant, openJob, submitted, waitForMail } from './careers-applications-helpers.js';
import { readOutbox } from '../helpers/outbox.js';

/**
 * Staff access over the careers admin routes, role by role, with the demo accounts and their demo
 * hiring teams (SEED_DEMO is on in tests): what each sees and may do, 404 out of scope, 403 for a
 * refused action, lists, CSV and dashboard figures; then the hidden corners.
 */
const ADMIN = '/api/careers/admin/applications';
let t: TestApp;
let rows: Awaited<ReturnType<typeof reviewRows>>;
const as: Record<string, Session> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['admin', 'hr', 'manager', 'panel', 'oh', 'auditor'] as const) as[who] = await signInAs(t, who);
  rows = await reviewRows(t);
});
afterAll(() => t.close());

const get = (session: Session, url: string) => t.app.inject({ method: 'GET', url, headers: session.headers });
const post = (session: Session, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: session.headers, payload });
const statusSum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

describe('the demo data', () => {
  it('has one account per role, each signing in as role admin with its system role and its rules', async () => {
    expect(as.hr!.userData).toMatchObject({ role: 'admin', staffRole: 'recruitment_admin' });
    expect(as.manager!.userData).toMatchObject({ role: 'admin', staffRole: 'recruiting_manager' });
    expect(as.panel!.userData).toMatchObject({ role: 'admin', staffRole: 'panel_member' });
    expect(as.oh!.userData).toMatchObject({ role: 'admin', staffRole: 'occupational_health' });
    expect(as.auditor!.userData).toMatchObject({ role: 'admin', staffRole: 'auditor' });
    // The seed's administrator keeps its rule as the seed specifies it.
    expect(as.admin!.userData.ability).toEqual([{ action: 'manage', subject: 'all' }]);
    const managerJobs = await teamJobsOf(t, as.manager!.id);
    expect(managerJobs.length).toBe(3);
    const panelJobs = await teamJobsOf(t, as.panel!.id);
    expect(panelJobs.length).toBe(2);
    expect(rows.some((r) => panelJobs.includes(r.jobId) && PANEL_STATUSES.includes(r.status))).toBe(true);
  });

  it('GET /api/auth/ability answers the packed rules the server enforces (with the manager’s jobs)', async () => {
    const res = await get(as.manager!, '/api/auth/ability');
    expect(res.statusCode).toBe(200);
    const rules = unpackRules(res.json());
    const read = rules.find((r) => String(r.action) === 'read' && String(r.subject) === 'Application');
    expect(read?.conditions).toEqual({ jobId: { $in: await teamJobsOf(t, as.manager!.id) }, status: { $ne: 'draft' } });
    expect(rules).toContainEqual(expect.objectContaining({ inverted: true, subject: ['Application'], conditions: { applicantId: as.manager!.id } }));
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/ability' })).statusCode).toBe(401);
  });
});

describe('per role over the careers admin routes', () => {
  it('super admin and recruitment admin (every department) list every submitted application, counts and CSV included', async () => {
    for (const who of ['admin', 'hr'] as const) {
      const list = await listAll(t, as[who]!.headers);
      expect(list.ids).toEqual(rows.map((r) => r.id));
      expect(statusSum(list.body.statusCounts)).toBe(rows.length);
      const csv = await get(as[who]!, `${ADMIN}/export.csv`);
      expect(csv.statusCode).toBe(200);
      expect(csv.body.trim().split('\n').length).toBe(rows.length + 1);
    }
  });

  it('a recruiting manager sees only their teams’ jobs: list, counts, figures; another job’s application is 404', async () => {
    const teamJobs = await teamJobsOf(t, as.manager!.id);
    const mine = rows.filter((r) => teamJobs.includes(r.jobId));
    const list = await listAll(t, as.manager!.headers);
    expect(list.ids).toEqual(mine.map((r) => r.id));
    expect(list.total).toBe(mine.length);
    expect(statusSum(list.body.statusCounts)).toBe(mine.length);

    const stats = (await get(as.manager!, '/api/careers/admin/stats')).json();
    expect(statusSum(stats.byStatus)).toBe(mine.length);
    expect(stats.byJob.every((j: { jobId: number }) => teamJobs.includes(j.jobId))).toBe(true);
    const openTeamJobs = (await t.app.db.select({ id: jobs.id, status: jobs.status, closesAt: jobs.closesAt }).from(jobs)).filter(
      (j) => teamJobs.includes(j.id) && j.status === 'open' && j.closesAt !== null && j.closesAt > new Date(),
    );
    expect(stats.openJobs).toBe(openTeamJobs.length);

    const inside = mine[0]!;
    const detail = await get(as.manager!, `${ADMIN}/${inside.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().applicant.email).toMatch(/@/);
    const outside = rows.find((r) => !teamJobs.includes(r.jobId))!;
    const hidden = await get(as.manager!, `${ADMIN}/${outside.id}`);
    expect(hidden.statusCode).toBe(404);
    // The same answer as an application that does not exist.
    expect(hidden.json()).toEqual((await get(as.manager!, `${ADMIN}/999999`)).json());
    expect((await post(as.manager!, `${ADMIN}/${outside.id}/notes`, { note: 'x' })).statusCode).toBe(404);

    // Jobs: only the team's, a job of another team is 404.
    const jobList = (await get(as.manager!, '/api/careers/admin/jobs?perPage=100')).json();
    expect(jobList.jobs.map((j: { id: number }) => j.id).sort((a: number, b: number) => a - b)).toEqual(teamJobs);
    expect((await get(as.manager!, `/api/careers/admin/jobs/${outside.jobId}`)).statusCode).toBe(404);
    // Reading is not managing: no job edits, no CSV.
    expect((await post(as.manager!, `/api/careers/admin/jobs/${inside.jobId}/close`, {})).statusCode).toBe(403);
    expect((await get(as.manager!, `${ADMIN}/export.csv`)).statusCode).toBe(403);
  });

  it('a panel member sees only shortlisted and interview applications of their jobs, without contact details, identity or timeline', async () => {
    const panelJobs = await teamJobsOf(t, as.panel!.id);
    const theirs = rows.filter((r) => panelJobs.includes(r.jobId) && PANEL_STATUSES.includes(r.status));
    const list = await listAll(t, as.panel!.headers);
    expect(list.ids).toEqual(theirs.map((r) => r.id));
    for (const item of list.items) {
      expect(item.applicant).not.toHaveProperty('email');
      expect(item.applicant).toHaveProperty('fullName');
    }
    const detail = await get(as.panel!, `${ADMIN}/${theirs[0]!.id}`);
    expect(detail.statusCode).toBe(200);
    const body = detail.json();
    expect(body.applicant).not.toHaveProperty('email');
    expect(body.snapshot.applicant).not.toHaveProperty('email');
    for (const field of ['phone', 'address', 'dateOfBirth', 'nationality', 'idType', 'idNumber', 'referees']) expect(body.snapshot.profile).not.toHaveProperty(field);
    expect(body.snapshot.profile.personalStatement).not.toBe('');
    expect(body.timeline).toEqual([]);
    expect(body.allowedTransitions).toEqual([]);
    expect(JSON.stringify(body)).not.toMatch(/@example\.org|\+254|28811001/);

    // Visible but not changeable: 403; the same job's application at another stage: 404.
    expect((await post(as.panel!, `${ADMIN}/${theirs[0]!.id}/transition`, { to: 'rejected', reason: 'no' })).statusCode).toBe(403);
    expect((await post(as.panel!, `${ADMIN}/${theirs[0]!.id}/notes`, { note: 'x' })).statusCode).toBe(403);
    const otherStage = rows.find((r) => panelJobs.includes(r.jobId) && !PANEL_STATUSES.includes(r.status))!;
    expect((await get(as.panel!, `${ADMIN}/${otherStage.id}`)).statusCode).toBe(404);
    expect((await get(as.panel!, `${ADMIN}/export.csv`)).statusCode).toBe(403);
    const stats = (await get(as.panel!, '/api/careers/admin/stats')).json();
    expect(statusSum(stats.byStatus)).toBe(theirs.length);
  });

  it('occupational health has no application routes (403) until offers exist', async () => {
    expect((await get(as.oh!, ADMIN)).statusCode).toBe(403);
    expect((await get(as.oh!, `${ADMIN}/${rows[0]!.id}`)).statusCode).toBe(403);
    expect((await get(as.oh!, '/api/careers/admin/stats')).statusCode).toBe(403);
    expect((await get(as.oh!, '/api/careers/admin/jobs')).statusCode).toBe(403);
    // Each refusal of a whole area is in the audit log.
    const refusals = await t.app.db.select().from(auditLog).where(and(eq(auditLog.actorId, as.oh!.id), eq(auditLog.outcome, 'denied')));
    expect(refusals.map((r) => r.action)).toEqual(['application.read_denied', 'application.read_denied', 'application.read_denied', 'job.read_denied']);
    expect(refusals[0]!.detail).toEqual({ route: '/api/careers/admin/applications', method: 'GET' });
  });

  it('an auditor reads everything, changes nothing and exports no CSV', async () => {
    const list = await listAll(t, as.auditor!.headers);
    expect(list.ids).toEqual(rows.map((r) => r.id));
    const one = rows.find((r) => r.status === 'under_review') ?? rows[0]!;
    expect((await get(as.auditor!, `${ADMIN}/${one.id}`)).json().allowedTransitions).toEqual([]);
    expect((await post(as.auditor!, `${ADMIN}/${one.id}/transition`, { to: 'shortlisted' })).statusCode).toBe(403);
    expect((await post(as.auditor!, `${ADMIN}/${one.id}/notes`, { note: 'x' })).statusCode).toBe(403);
    expect((await get(as.auditor!, `${ADMIN}/export.csv`)).statusCode).toBe(403);
    expect((await post(as.auditor!, '/api/careers/admin/jobs', { title: 'x' })).statusCode).toBe(403);
  });

  it('a manager without the decision right may advance but not decide (403), and it is audited', async () => {
    const teamJob = (await teamJobsOf(t, as.manager!.id))[0]!;
    const manager = await createStaff(t, 'recruiting_manager');
    await addToTeam(t, manager.id, teamJob, 'recruiting_manager', false);
    const session = await signIn(t, manager.email, manager.password);
    const id = await insertApplication(t, teamJob, null, 'under_review');
    const detail = (await get(session, `${ADMIN}/${id}`)).json();
    expect(detail.allowedTransitions).toEqual(['shortlisted']);
    expect((await post(session, `${ADMIN}/${id}/transition`, { to: 'rejected', reason: 'Not suitable' })).statusCode).toBe(403);
    const moved = await post(session, `${ADMIN}/${id}/transition`, { to: 'shortlisted', notifyApplicant: false });
    expect(moved.statusCode).toBe(200);
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.applicationId, id)).orderBy(auditLog.id);
    expect(audit.map((a) => [a.action, a.outcome, a.actorId])).toEqual([
      ['application.decide_denied', 'denied', manager.id],
      ['application.status_changed', 'allowed', manager.id],
    ]);
    expect(audit[1]!.detail).toEqual({ from: 'under_review', to: 'shortlisted' });
    expect(audit[1]!.actorRole).toBe('recruiting_manager');
  });

  it('an out-of-scope read is audited as refused', async () => {
    const outside = rows.find((r) => !PANEL_STATUSES.includes(r.status))!;
    await get(as.panel!, `${ADMIN}/${outside.id}`);
    const [last] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.actorId, as.panel!.id), eq(auditLog.applicationId, outside.id))).orderBy(desc(auditLog.id)).limit(1);
    expect(last).toMatchObject({ action: 'application.read_denied', outcome: 'denied', actorRole: 'panel_member' });
  });

  it('a recruitment admin of some departments: their jobs and applications only; another department’s job is 404, creating there 403', async () => {
    const hr = await createStaff(t, 'recruitment_admin', { departments: ['nursing'] });
    const session = await signIn(t, hr.email, hr.password);
    const nursing = (await reviewRows(t)).filter((r) => r.department === 'nursing');
    expect((await listAll(t, session.headers)).ids).toEqual(nursing.map((r) => r.id));
    const other = rows.find((r) => r.department !== 'nursing')!;
    expect((await get(session, `${ADMIN}/${other.id}`)).statusCode).toBe(404);
    expect((await get(session, `/api/careers/admin/jobs/${other.jobId}`)).statusCode).toBe(404);
    const csv = await get(session, `${ADMIN}/export.csv`);
    expect(csv.body.trim().split('\n').length).toBe(nursing.length + 1);
    const created = await post(session, '/api/careers/admin/jobs', { title: 'Pharmacist', department: 'pharmacy' });
    expect(created.statusCode).toBe(403);
  });
});

describe('the hidden corners', () => {
  it('a reviewer downloads only the documents of applications they may read (404 otherwise, audited)', async () => {
    const job = await openJob(t, 'Staff Nurse Renal Unit', { department: 'nursing' });
    const who = await applicant(t, 'docs-owner');
    const application = await submitted(t, who, job.id);
    const url = `/api/careers/documents/${who.docs.cv}/download`;
    expect((await get(as.admin!, url)).statusCode).toBe(200);
    // The demo manager is not on this job's team: as if the document did not exist.
    expect((await get(as.manager!, url)).statusCode).toBe(404);
    await addToTeam(t, as.manager!.id, job.id);
    expect((await get(as.manager!, url)).statusCode).toBe(200);
    // A panel member sees it once the application is shortlisted on their job.
    const panel = await createStaff(t, 'panel_member');
    await addToTeam(t, panel.id, job.id, 'interview');
    const panelSession = await signIn(t, panel.email, panel.password);
    expect((await get(panelSession, url)).statusCode).toBe(404);
    for (const to of ['under_review', 'shortlisted']) await post(as.admin!, `${ADMIN}/${application.id}/transition`, { to, notifyApplicant: false });
    expect((await get(panelSession, url)).statusCode).toBe(200);
    const [refusal] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.actorId, panel.id), eq(auditLog.action, 'document.read_denied')));
    expect(refusal).toMatchObject({ subjectId: who.docs.cv, outcome: 'denied' });
    await removeFromTeam(t, as.manager!.id, job.id);
    // The new-application notice went to the staff who may read it, not to the others.
    const notice = (to: string) => readOutbox(t.dataDir).then((mails) => mails.filter((m) => m.to.includes(to) && m.raw.includes('Staff Nurse Renal Unit') && !m.to.includes('docs-owner')));
    await waitForMail(t.dataDir, 'hr@demo.com', /Renal Unit/);
    expect(await notice('admin@demo.com')).toHaveLength(1);
    expect(await notice('manager@demo.com')).toHaveLength(0);
    expect(await notice('panel@demo.com')).toHaveLength(0);
    expect(await notice('oh@demo.com')).toHaveLength(0);
  });

  it('a manager removed from a team mid-session loses the job’s applications at the next request', async () => {
    const job = rows[0]!.jobId;
    const manager = await createStaff(t, 'recruiting_manager');
    await addToTeam(t, manager.id, job);
    const session = await signIn(t, manager.email, manager.password);
    const id = rows.find((r) => r.jobId === job)!.id;
    expect((await get(session, `${ADMIN}/${id}`)).statusCode).toBe(200);
    expect((await listAll(t, session.headers)).ids).toContain(id);
    await removeFromTeam(t, manager.id, job);
    expect((await get(session, `${ADMIN}/${id}`)).statusCode).toBe(404);
    expect((await listAll(t, session.headers)).ids).toEqual([]);
  });

  it('a job moved to another department takes its applications out of a departmental grant at once', async () => {
    const hr = await createStaff(t, 'recruitment_admin', { departments: ['nursing'] });
    const session = await signIn(t, hr.email, hr.password);
    const [job] = await t.app.db.insert(jobs).values({ reference: `T-${Date.now()}`, slug: `t-${Date.now()}`, title: 'Ward Nurse', department: 'nursing', status: 'open' }).returning();
    const id = await insertApplication(t, job!.id, null, 'submitted');
    expect((await get(session, `${ADMIN}/${id}`)).statusCode).toBe(200);
    await t.app.db.update(jobs).set({ department: 'pharmacy' }).where(eq(jobs.id, job!.id));
    expect((await get(session, `${ADMIN}/${id}`)).statusCode).toBe(404);
    expect((await listAll(t, session.headers)).ids).not.toContain(id);
    expect((await get(session, `/api/careers/admin/jobs/${job!.id}`)).statusCode).toBe(404);
  });

  it('a deactivated account: its access token is refused at once, its refresh token fails, it cannot sign in', async () => {
    const hr = await createStaff(t, 'recruitment_admin');
    const session = await signIn(t, hr.email, hr.password);
    expect((await get(session, ADMIN)).statusCode).toBe(200);
    await t.app.db.update(staffProfiles).set({ deactivatedAt: new Date(), deactivationReason: 'left' }).where(eq(staffProfiles.userId, hr.id));
    await grantsChanged(t, hr.id);
    const refused = await get(session, ADMIN);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('account_deactivated');
    const refresh = await t.app.inject({ method: 'POST', url: '/api/jwt/refresh-token', payload: { refreshToken: session.refreshToken } });
    expect(refresh.statusCode).toBe(401);
    expect((await t.login(hr.email, hr.password)).statusCode).toBe(400);
  });

  it('a member of staff who applied never sees their own application, whatever their role', async () => {
    for (const role of ['recruitment_admin', 'auditor', 'super_admin'] as const) {
      const staff = await createStaff(t, role);
      const session = await signIn(t, staff.email, staff.password);
      const id = await insertApplication(t, rows[0]!.jobId, staff.id, 'submitted');
      expect((await get(session, `${ADMIN}/${id}`)).statusCode).toBe(404);
      expect((await listAll(t, session.headers)).ids).not.toContain(id);
      // Another staff member sees it.
      expect((await get(as.admin!, `${ADMIN}/${id}`)).statusCode).toBe(200);
    }
  });

  it('a role change applies at the next request, not at the next sign-in', async () => {
    const staff = await createStaff(t, 'auditor');
    const session = await signIn(t, staff.email, staff.password);
    expect((await get(session, ADMIN)).statusCode).toBe(200);
    await t.app.db.update(staffProfiles).set({ systemRole: 'occupational_health' }).where(eq(staffProfiles.userId, staff.id));
    await grantsChanged(t, staff.id);
    expect((await get(session, ADMIN)).statusCode).toBe(403);
    expect((await get(session, '/api/auth/me')).json().staffRole).toBe('occupational_health');
  });
});
