import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { jobTeam, oneTimeTokens, staffProfiles, users } from '../../db/schema.js';
import { escapeLike } from '../../lib/list-query.js';
import type { StaffFlag, StaffRole, StaffState, TeamRole } from '../../../common/staff-access.js';
import type { StaffMember, StaffQuery } from './schemas.js';

/** A staff account as this module reads it: the profile and the account it belongs to. */
export interface StaffRow {
  id: number;
  fullName: string;
  email: string;
  locale: string;
  userStatus: 'pending' | 'active' | 'deleted';
  jobTitle: string | null;
  systemRole: StaffRole;
  departments: string[] | null;
  flags: StaffFlag[];
  invitedAt: Date | null;
  activatedAt: Date | null;
  lastSeenAt: Date | null;
  deactivatedAt: Date | null;
  deactivationReason: string | null;
}

const columns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  locale: users.locale,
  userStatus: users.status,
  jobTitle: staffProfiles.jobTitle,
  systemRole: staffProfiles.systemRole,
  departments: staffProfiles.departments,
  flags: staffProfiles.flags,
  invitedAt: staffProfiles.invitedAt,
  activatedAt: staffProfiles.activatedAt,
  lastSeenAt: staffProfiles.lastSeenAt,
  deactivatedAt: staffProfiles.deactivatedAt,
  deactivationReason: staffProfiles.deactivationReason,
};

export const stateOf = (row: Pick<StaffRow, 'activatedAt' | 'deactivatedAt'>): StaffState =>
  row.deactivatedAt ? 'deactivated' : row.activatedAt ? 'active' : 'invited';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toStaffMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    jobTitle: row.jobTitle,
    systemRole: row.systemRole,
    departments: row.departments,
    flags: row.flags,
    status: stateOf(row),
    locale: row.locale,
    invitedAt: iso(row.invitedAt),
    activatedAt: iso(row.activatedAt),
    lastSeenAt: iso(row.lastSeenAt),
    deactivatedAt: iso(row.deactivatedAt),
    deactivationReason: row.deactivationReason,
  };
}

/** The staff account `id`, locked `for update` when `lock` (in a transaction). */
export async function findStaff(db: Database, id: number, lock = false): Promise<StaffRow | undefined> {
  const query = db.select(columns).from(staffProfiles).innerJoin(users, eq(users.id, staffProfiles.userId)).where(eq(staffProfiles.userId, id));
  const [row] = lock ? await query.for('update', { of: staffProfiles }) : await query;
  return row as StaffRow | undefined;
}

const stateCondition: Record<StaffState, SQL> = {
  invited: sql`${staffProfiles.deactivatedAt} is null and ${staffProfiles.activatedAt} is null`,
  active: sql`${staffProfiles.deactivatedAt} is null and ${staffProfiles.activatedAt} is not null`,
  deactivated: sql`${staffProfiles.deactivatedAt} is not null`,
};

const sortColumns = {
  fullName: sql`lower(${users.fullName})`,
  email: sql`lower(${users.email})`,
  systemRole: staffProfiles.systemRole,
  lastSeenAt: staffProfiles.lastSeenAt,
  invitedAt: staffProfiles.invitedAt,
};

export async function listStaff(db: Database, query: StaffQuery) {
  const page = query.page ?? 1;
  const perPage = query.perPage ?? 20;
  const filters: SQL[] = [];
  if (query.q?.trim()) {
    const like = `%${escapeLike(query.q.trim().toLowerCase())}%`;
    filters.push(sql`(lower(${users.fullName}) like ${like} or lower(${users.email}) like ${like} or lower(coalesce(${staffProfiles.jobTitle}, '')) like ${like})`);
  }
  if (query.role) filters.push(eq(staffProfiles.systemRole, query.role));
  const base = and(...filters);
  const where = query.status ? and(base, stateCondition[query.status]) : base;
  const order = sortColumns[query.sortBy ?? 'fullName'];
  const direction = query.sortDesc ? desc : asc;
  const rows = await db
    .select(columns)
    .from(staffProfiles)
    .innerJoin(users, eq(users.id, staffProfiles.userId))
    .where(where)
    .orderBy(query.sortDesc ? sql`${order} desc nulls last` : sql`${order} asc nulls last`, direction(users.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [counts] = await db
    .select({
      invited: sql<number>`count(*) filter (where ${stateCondition.invited})::int`,
      active: sql<number>`count(*) filter (where ${stateCondition.active})::int`,
      deactivated: sql<number>`count(*) filter (where ${stateCondition.deactivated})::int`,
    })
    .from(staffProfiles)
    .innerJoin(users, eq(users.id, staffProfiles.userId))
    .where(base);
  const statusCounts = { invited: Number(counts?.invited ?? 0), active: Number(counts?.active ?? 0), deactivated: Number(counts?.deactivated ?? 0) };
  const total = query.status ? statusCounts[query.status] : statusCounts.invited + statusCounts.active + statusCounts.deactivated;
  return { staff: (rows as StaffRow[]).map(toStaffMember), total, statusCounts };
}

/**
 * The active super admins, locked `for update` (in a transaction): two concurrent deactivations or
 * demotions of the last two wait for each other, and the second sees the first's change.
 */
export async function lockActiveSuperAdmins(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: staffProfiles.userId })
    .from(staffProfiles)
    .where(and(eq(staffProfiles.systemRole, 'super_admin'), isNull(staffProfiles.deactivatedAt), isNotNull(staffProfiles.activatedAt)))
    .orderBy(staffProfiles.userId)
    .for('update');
  return rows.map((r) => r.id);
}

export async function userIdByEmail(db: Database, email: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row?.id;
}

/** Changes a profile and raises its grants version, in one statement. */
export async function updateProfile(db: Database, userId: number, values: Partial<typeof staffProfiles.$inferInsert>) {
  await db
    .update(staffProfiles)
    .set({ ...values, grantsVersion: sql`${staffProfiles.grantsVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(staffProfiles.userId, userId));
}

export async function bumpGrants(db: Database, userIds: number[]) {
  if (userIds.length === 0) return;
  await db.update(staffProfiles).set({ grantsVersion: sql`${staffProfiles.grantsVersion} + 1` }).where(inArray(staffProfiles.userId, userIds));
}

/** Ends every staff-invitation link of the account not used yet (a new one replaces them). */
export async function voidInvitations(db: Database, userId: number) {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, 'staff-invite'), isNull(oneTimeTokens.usedAt)));
}

/** The account of an accepted invitation becomes active with its password, once (only while invited). */
export async function activateInvited(db: Database, userId: number, passwordHash: string): Promise<boolean> {
  const activated = await db
    .update(staffProfiles)
    .set({ activatedAt: sql`now()`, lastSeenAt: sql`now()`, grantsVersion: sql`${staffProfiles.grantsVersion} + 1`, updatedAt: sql`now()` })
    .where(and(eq(staffProfiles.userId, userId), isNull(staffProfiles.activatedAt), isNull(staffProfiles.deactivatedAt)))
    .returning({ id: staffProfiles.userId });
  if (activated.length === 0) return false;
  await db
    .update(users)
    .set({ passwordHash, status: 'active', activatedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  return true;
}

// ---- hiring teams

export interface TeamRow {
  id: number;
  userId: number;
  fullName: string;
  jobTitle: string | null;
  systemRole: StaffRole | null;
  teamRole: TeamRole;
  makeDecisions: boolean;
  deactivatedAt: Date | null;
  addedAt: Date;
  removedAt: Date | null;
}

export async function teamRows(db: Database, jobId: number): Promise<TeamRow[]> {
  const rows = await db
    .select({
      id: jobTeam.id,
      userId: jobTeam.userId,
      fullName: users.fullName,
      jobTitle: staffProfiles.jobTitle,
      systemRole: staffProfiles.systemRole,
      teamRole: jobTeam.teamRole,
      makeDecisions: jobTeam.makeDecisions,
      deactivatedAt: staffProfiles.deactivatedAt,
      addedAt: jobTeam.addedAt,
      removedAt: jobTeam.removedAt,
    })
    .from(jobTeam)
    .innerJoin(users, eq(users.id, jobTeam.userId))
    .leftJoin(staffProfiles, eq(staffProfiles.userId, jobTeam.userId))
    .where(eq(jobTeam.jobId, jobId))
    .orderBy(desc(sql`${jobTeam.removedAt} is null`), desc(jobTeam.removedAt), asc(jobTeam.teamRole), asc(users.fullName), asc(jobTeam.id));
  return rows as TeamRow[];
}

/** Active staff who may join a team (activated, not deactivated), by name. */
export async function eligibleStaff(db: Database) {
  return db
    .select({ userId: users.id, fullName: users.fullName, jobTitle: staffProfiles.jobTitle, systemRole: staffProfiles.systemRole })
    .from(staffProfiles)
    .innerJoin(users, eq(users.id, staffProfiles.userId))
    .where(and(isNull(staffProfiles.deactivatedAt), isNotNull(staffProfiles.activatedAt), eq(users.status, 'active')))
    .orderBy(asc(sql`lower(${users.fullName})`), asc(users.id))
    .limit(1000);
}

/** Which of `userIds` are active staff (locked for share: none is deactivated until the team is saved). */
export async function lockEligible(db: Database, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: staffProfiles.userId })
    .from(staffProfiles)
    .innerJoin(users, eq(users.id, staffProfiles.userId))
    .where(and(inArray(staffProfiles.userId, userIds), isNull(staffProfiles.deactivatedAt), isNotNull(staffProfiles.activatedAt), eq(users.status, 'active')))
    .for('share', { of: staffProfiles });
  return new Set(rows.map((r) => r.id));
}

export async function activeTeam(db: Database, jobId: number) {
  return db
    .select({ id: jobTeam.id, userId: jobTeam.userId, teamRole: jobTeam.teamRole, makeDecisions: jobTeam.makeDecisions })
    .from(jobTeam)
    .where(and(eq(jobTeam.jobId, jobId), isNull(jobTeam.removedAt)));
}

export async function endMemberships(db: Database, ids: number[], by: number) {
  if (ids.length === 0) return;
  await db.update(jobTeam).set({ removedAt: sql`now()`, removedBy: by }).where(and(inArray(jobTeam.id, ids), isNull(jobTeam.removedAt)));
}

export async function setDecisions(db: Database, id: number, makeDecisions: boolean) {
  await db.update(jobTeam).set({ makeDecisions }).where(eq(jobTeam.id, id));
}

export async function addMembers(db: Database, jobId: number, by: number, members: { userId: number; teamRole: TeamRole; makeDecisions: boolean }[]) {
  if (members.length === 0) return;
  await db.insert(jobTeam).values(members.map((m) => ({ jobId, userId: m.userId, teamRole: m.teamRole, makeDecisions: m.makeDecisions, addedBy: by })));
}

/** Locks the job's row: saves of one team wait for each other (each reads the team the previous one left). */
export async function lockJob(db: Database, jobId: number) {
  await db.execute(sql`select id from jobs where id = ${jobId} for update`);
}

// ---- inactivity

/** Marks, once, the active staff unseen for `warnAfterDays` and answers who (to warn them). */
export async function markInactivityWarnings(db: Database, warnAfterDays: number) {
  const rows = await db
    .update(staffProfiles)
    .set({ inactivityWarnedAt: sql`now()` })
    .where(
      and(
        isNull(staffProfiles.deactivatedAt),
        isNotNull(staffProfiles.activatedAt),
        isNull(staffProfiles.inactivityWarnedAt),
        sql`coalesce(${staffProfiles.lastSeenAt}, ${staffProfiles.activatedAt}) < now() - make_interval(days => ${warnAfterDays}::int)`,
      ),
    )
    .returning({ id: staffProfiles.userId });
  return rows.map((r) => r.id);
}

/** Active staff unseen for `days` and warned at least `warnedDays` ago: their access lapses. */
export async function lapsedStaff(db: Database, days: number, warnedDays: number) {
  const rows = await db
    .select({ id: staffProfiles.userId })
    .from(staffProfiles)
    .where(
      and(
        isNull(staffProfiles.deactivatedAt),
        isNotNull(staffProfiles.activatedAt),
        sql`coalesce(${staffProfiles.lastSeenAt}, ${staffProfiles.activatedAt}) < now() - make_interval(days => ${days}::int)`,
        sql`${staffProfiles.inactivityWarnedAt} <= now() - make_interval(days => ${warnedDays}::int)`,
      ),
    )
    .orderBy(staffProfiles.userId)
    .limit(500);
  return rows.map((r) => r.id);
}
