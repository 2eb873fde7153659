import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { TestApp } from '../helpers/app.js';
import { bearer } from '../helpers/app.js';
import { applications, jobs, jobTeam, staffProfiles, users } from '../../server/db/schema.js';
import { hashPassword } from '../../server/modules/auth/index.js';
import type { StaffFlag, StaffRole, TeamRole } from '../../common/staff-access.js';

/**
 * Staff accounts and grants for the access tests. Grants are written as the staff management
 * module writes them: the profile and team rows, `grants_version` raised, the account state
 * invalidated; the tests then go through HTTP only.
 */
export const DEMO_STAFF = {
  admin: { email: 'admin@demo.com', password: 'admin' },
  hr: { email: 'hr@demo.com', password: 'hr' },
  manager: { email: 'manager@demo.com', password: 'manager' },
  panel: { email: 'panel@demo.com', password: 'panel' },
  oh: { email: 'oh@demo.com', password: 'oh' },
  auditor: { email: 'auditor@demo.com', password: 'auditor' },
} as const;

export interface Session {
  id: number;
  accessToken: string;
  refreshToken: string;
  headers: { authorization: string };
  userData: Record<string, unknown>;
}

export async function signIn(t: TestApp, email: string, password: string): Promise<Session> {
  const res = await t.login(email, password);
  if (res.statusCode !== 200) throw new Error(`sign in ${email}: ${res.body}`);
  const body = res.json();
  return { id: body.userData.id, accessToken: body.accessToken, refreshToken: body.refreshToken, headers: bearer(body.accessToken), userData: body.userData };
}

export const signInAs = (t: TestApp, who: keyof typeof DEMO_STAFF) => signIn(t, DEMO_STAFF[who].email, DEMO_STAFF[who].password);

let counter = 0;
/** A new staff account (users.role 'admin') with a profile; returns its id, e-mail and password. */
export async function createStaff(t: TestApp, systemRole: StaffRole, opts: { departments?: string[] | null; flags?: StaffFlag[] } = {}) {
  counter += 1;
  const username = `staff-${systemRole}-${counter}-${Date.now().toString(36)}`;
  const email = `${username}@example.org`;
  const password = 'staff password';
  const [user] = await t.app.db
    .insert(users)
    .values({ email, username, fullName: `Staff ${counter}`, role: 'admin', passwordHash: await hashPassword(password), status: 'active', activatedAt: new Date() })
    .returning({ id: users.id });
  await t.app.db.insert(staffProfiles).values({
    userId: user!.id,
    systemRole,
    departments: (opts.departments ?? null) as never,
    flags: opts.flags ?? [],
    activatedAt: new Date(),
  });
  return { id: user!.id, email, password };
}

/** Raises the account's grants version and drops its cached state, as every writer of a grant does. */
export async function grantsChanged(t: TestApp, userId: number) {
  await t.app.db.update(staffProfiles).set({ grantsVersion: sql`${staffProfiles.grantsVersion} + 1` }).where(eq(staffProfiles.userId, userId));
  t.app.accountState.invalidate(userId);
}

export async function setGrant(t: TestApp, userId: number, grant: { systemRole?: StaffRole; departments?: string[] | null; flags?: StaffFlag[] }) {
  await t.app.db
    .update(staffProfiles)
    .set({
      ...(grant.systemRole ? { systemRole: grant.systemRole } : {}),
      ...(grant.departments !== undefined ? { departments: grant.departments as never } : {}),
      ...(grant.flags ? { flags: grant.flags } : {}),
    })
    .where(eq(staffProfiles.userId, userId));
  await grantsChanged(t, userId);
}

export async function addToTeam(t: TestApp, userId: number, jobId: number, teamRole: TeamRole = 'recruiting_manager', makeDecisions = false) {
  await t.app.db.insert(jobTeam).values({ jobId, userId, teamRole, makeDecisions });
  await grantsChanged(t, userId);
}

export async function removeFromTeam(t: TestApp, userId: number, jobId: number) {
  await t.app.db
    .update(jobTeam)
    .set({ removedAt: new Date() })
    .where(and(eq(jobTeam.userId, userId), eq(jobTeam.jobId, jobId), isNull(jobTeam.removedAt)));
  await grantsChanged(t, userId);
}

/** The active team jobs of a user. */
export async function teamJobsOf(t: TestApp, userId: number): Promise<number[]> {
  const rows = await t.app.db.select({ jobId: jobTeam.jobId }).from(jobTeam).where(and(eq(jobTeam.userId, userId), isNull(jobTeam.removedAt)));
  return [...new Set(rows.map((r) => r.jobId))].sort((a, b) => a - b);
}

/** Every submitted (non-draft) application with its job's department. */
export async function reviewRows(t: TestApp) {
  return t.app.db
    .select({ id: applications.id, jobId: applications.jobId, status: applications.status, applicantId: applications.applicantId, department: jobs.department })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(ne(applications.status, 'draft'))
    .orderBy(applications.id);
}

/** Inserts a submitted application of `applicantId` (may be a staff account: the conflict-of-interest case) to `jobId`. */
export async function insertApplication(t: TestApp, jobId: number, applicantId: number | null, status: string) {
  const form = { coverLetter: 'Inserted by a test', documentIds: [], declaration: true };
  const [row] = await t.app.db
    .insert(applications)
    .values({
      jobId,
      applicantId,
      status: status as never,
      version: 2,
      form,
      snapshot: { applicant: { fullName: 'Inserted', email: 'inserted@example.org' }, profile: null, documents: [], form, job: { id: jobId, reference: 'x', title: 'x' }, anonymised: false },
      submittedAt: new Date(),
    })
    .returning({ id: applications.id });
  return row!.id;
}

/** Every id of the admin list for this caller (all pages), and its total. */
export async function listAll(t: TestApp, headers: { authorization: string }, query = '') {
  const ids: number[] = [];
  let total = 0;
  for (let page = 1; page < 100; page += 1) {
    const res = await t.app.inject({ method: 'GET', url: `/api/careers/admin/applications?perPage=100&page=${page}${query}`, headers });
    if (res.statusCode !== 200) return { status: res.statusCode, ids, total, items: [] as Record<string, unknown>[], body: res.json() };
    const body = res.json();
    total = body.total;
    ids.push(...body.applications.map((a: { id: number }) => a.id));
    if (ids.length >= total || body.applications.length === 0) return { status: 200, ids: ids.sort((a, b) => a - b), total, items: body.applications, body };
  }
  throw new Error('too many pages');
}
