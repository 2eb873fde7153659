import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AdjustmentStatus } from '../../../common/interview-rules.js';
import type { Database } from '../../db/connection.js';
import { applications, interviewInvitations, interviewRounds, interviewSlots, jobs, jobTeam, staffProfiles, users, type InterviewAdjustments } from '../../db/schema.js';

export type RoundRow = typeof interviewRounds.$inferSelect;
export type SlotRow = typeof interviewSlots.$inferSelect;
export type InvitationRow = typeof interviewInvitations.$inferSelect;

export async function findRound(db: Database, id: number): Promise<RoundRow | undefined> {
  const [row] = await db.select().from(interviewRounds).where(eq(interviewRounds.id, id));
  return row;
}

export function roundsOfJob(db: Database, jobId: number): Promise<RoundRow[]> {
  return db.select().from(interviewRounds).where(eq(interviewRounds.jobId, jobId)).orderBy(asc(interviewRounds.id));
}

export async function insertRound(db: Database, values: typeof interviewRounds.$inferInsert): Promise<RoundRow> {
  const [row] = await db.insert(interviewRounds).values(values).returning();
  return row!;
}

export async function updateRound(db: Database, id: number, values: Partial<typeof interviewRounds.$inferInsert>): Promise<void> {
  await db
    .update(interviewRounds)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(interviewRounds.id, id));
}

/** The slots of some rounds, earliest first. */
export function slotsOf(db: Database, roundIds: number[]): Promise<SlotRow[]> {
  if (!roundIds.length) return Promise.resolve([]);
  return db.select().from(interviewSlots).where(inArray(interviewSlots.roundId, roundIds)).orderBy(asc(interviewSlots.startsAt), asc(interviewSlots.id));
}

/** Stores the slots; a start the round has already is left as it is. Answers how many were stored. */
export async function insertSlots(db: Database, roundId: number, slots: { startsAt: Date; endsAt: Date; capacity: number }[]): Promise<number> {
  if (!slots.length) return 0;
  const rows = await db
    .insert(interviewSlots)
    .values(slots.map((s) => ({ roundId, ...s })))
    .onConflictDoNothing()
    .returning({ id: interviewSlots.id });
  return rows.length;
}

export async function findSlot(db: Database, id: number): Promise<SlotRow | undefined> {
  const [row] = await db.select().from(interviewSlots).where(eq(interviewSlots.id, id));
  return row;
}

/** Removes a slot nobody booked, in one statement; false when it holds a booking (or is gone). */
export async function deleteUnbookedSlot(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .delete(interviewSlots)
    .where(and(eq(interviewSlots.id, id), eq(interviewSlots.booked, 0)))
    .returning({ id: interviewSlots.id });
  return rows.length > 0;
}

/**
 * Changes a slot in one conditional UPDATE; with `unbookedOnly`, only while nobody has booked it
 * (undefined when someone has meanwhile). Raising the capacity needs no condition: the check keeps
 * `booked <= capacity`.
 */
export async function updateSlot(db: Database, id: number, values: { startsAt: Date; endsAt: Date; capacity: number }, unbookedOnly: boolean): Promise<SlotRow | undefined> {
  const [row] = await db
    .update(interviewSlots)
    .set(values)
    .where(and(eq(interviewSlots.id, id), unbookedOnly ? eq(interviewSlots.booked, 0) : undefined))
    .returning();
  return row;
}

/** Another slot of the round starting at that instant, if any. */
export async function slotAt(db: Database, roundId: number, startsAt: Date, exceptId: number): Promise<SlotRow | undefined> {
  const [row] = await db
    .select()
    .from(interviewSlots)
    .where(and(eq(interviewSlots.roundId, roundId), eq(interviewSlots.startsAt, startsAt), sql`${interviewSlots.id} <> ${exceptId}`));
  return row;
}

/** Notes where an invitation's adjustments stand (and what was arranged); undefined when it has none. */
export async function setAdjustmentsStatus(db: Database, id: number, status: AdjustmentStatus, arranged: string): Promise<InvitationRow | undefined> {
  const [row] = await db
    .update(interviewInvitations)
    .set({ adjustmentsStatus: status, adjustmentsArranged: arranged })
    .where(and(eq(interviewInvitations.id, id), isNotNull(interviewInvitations.adjustments)))
    .returning();
  return row;
}

/** The open slots of a round between two instants (at least one seat left), earliest first. */
export function openSlots(db: Database, roundId: number, from: Date, to: Date): Promise<SlotRow[]> {
  return db
    .select()
    .from(interviewSlots)
    .where(and(eq(interviewSlots.roundId, roundId), lt(interviewSlots.booked, interviewSlots.capacity), gte(interviewSlots.startsAt, from), lt(interviewSlots.startsAt, to)))
    .orderBy(asc(interviewSlots.startsAt), asc(interviewSlots.id));
}

/** Takes a seat of the slot in ONE conditional UPDATE: undefined when it is full (whatever the concurrency, on both engines). */
export async function takeSeat(tx: Database, slotId: number, roundId: number): Promise<SlotRow | undefined> {
  const [row] = await tx
    .update(interviewSlots)
    .set({ booked: sql`${interviewSlots.booked} + 1` })
    .where(and(eq(interviewSlots.id, slotId), eq(interviewSlots.roundId, roundId), lt(interviewSlots.booked, interviewSlots.capacity)))
    .returning();
  return row;
}

export async function freeSeat(tx: Database, slotId: number): Promise<void> {
  await tx
    .update(interviewSlots)
    .set({ booked: sql`${interviewSlots.booked} - 1` })
    .where(and(eq(interviewSlots.id, slotId), sql`${interviewSlots.booked} > 0`));
}

/** Staff of the job's active hiring team (account not deactivated), with their names. */
export async function activeTeamOf(db: Database, jobId: number): Promise<{ userId: number; fullName: string; teamRole: string }[]> {
  return db
    .select({ userId: jobTeam.userId, fullName: users.fullName, teamRole: jobTeam.teamRole })
    .from(jobTeam)
    .innerJoin(staffProfiles, eq(staffProfiles.userId, jobTeam.userId))
    .innerJoin(users, eq(users.id, jobTeam.userId))
    .where(and(eq(jobTeam.jobId, jobId), isNull(jobTeam.removedAt), isNull(staffProfiles.deactivatedAt)));
}

export async function namesOf(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: users.id, fullName: users.fullName }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.fullName]));
}

/** The applications of a job among `ids`. */
export function applicationsOfJob(db: Database, jobId: number, ids: number[]) {
  return db.select().from(applications).where(and(eq(applications.jobId, jobId), inArray(applications.id, ids)));
}

/** Invites one application; undefined when it was invited to the round before. */
export async function insertInvitation(tx: Database, values: typeof interviewInvitations.$inferInsert): Promise<InvitationRow | undefined> {
  const [row] = await tx.insert(interviewInvitations).values(values).onConflictDoNothing().returning();
  return row;
}

export function invitationsOfRounds(db: Database, roundIds: number[]): Promise<InvitationRow[]> {
  if (!roundIds.length) return Promise.resolve([]);
  return db.select().from(interviewInvitations).where(inArray(interviewInvitations.roundId, roundIds)).orderBy(asc(interviewInvitations.id));
}

/** The latest invitation matching `where`, with its round, job, application and booked slot. */
async function invitationWithContext(db: Database, where: SQL | undefined) {
  const [row] = await db
    .select({ invitation: interviewInvitations, round: interviewRounds, job: jobs, application: applications })
    .from(interviewInvitations)
    .innerJoin(applications, eq(applications.id, interviewInvitations.applicationId))
    .innerJoin(interviewRounds, eq(interviewRounds.id, interviewInvitations.roundId))
    .innerJoin(jobs, eq(jobs.id, interviewRounds.jobId))
    .where(where)
    .orderBy(sql`${interviewInvitations.id} desc`)
    .limit(1);
  if (!row) return undefined;
  const slot = row.invitation.slotId ? await findSlot(db, row.invitation.slotId) : undefined;
  return { ...row, slot };
}

/** The applicant's latest invitation for their application, with its round, job and booked slot. */
export const myInvitation = (db: Database, applicantId: number, applicationId: number) =>
  invitationWithContext(db, and(eq(interviewInvitations.applicationId, applicationId), eq(applications.applicantId, applicantId)));

/** One invitation (for its recruiters), with its round, job, application and booked slot. */
export const invitationById = (db: Database, invitationId: number) => invitationWithContext(db, eq(interviewInvitations.id, invitationId));

/**
 * Moves the invitation onto `slotId` (booked), from where it was (`fromSlot`: null when not booked),
 * raising its SEQUENCE; one conditional UPDATE, undefined when it changed meanwhile.
 */
export async function moveInvitation(tx: Database, id: number, fromSlot: number | null, toSlot: number | null, adjustments?: InterviewAdjustments | null): Promise<InvitationRow | undefined> {
  const adjustmentValues = adjustments === undefined ? {} : { adjustments, adjustmentsStatus: adjustments ? ('requested' as const) : null, adjustmentsArranged: '' };
  const [row] = await tx
    .update(interviewInvitations)
    .set({ slotId: toSlot, status: toSlot ? 'booked' : 'cancelled', sequence: sql`${interviewInvitations.sequence} + 1`, ...(toSlot ? { bookedAt: sql`now()` } : {}), ...adjustmentValues })
    .where(and(eq(interviewInvitations.id, id), fromSlot === null ? isNull(interviewInvitations.slotId) : eq(interviewInvitations.slotId, fromSlot)))
    .returning();
  return row;
}
