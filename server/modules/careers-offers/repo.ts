import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { rawRows } from '../../db/raw-rows.js';
import { checkTypes, departmentCheckProfiles, jobOfferSettings, offerApprovals, offerChecks, offers, users } from '../../db/schema.js';
import { LIVE_OFFER_STATUSES } from '../../../common/offer-rules.js';

export type CheckTypeRow = typeof checkTypes.$inferSelect;
export type OfferRow = typeof offers.$inferSelect;
export type OfferCheckRow = typeof offerChecks.$inferSelect;
export type JobOfferSettingsRow = typeof jobOfferSettings.$inferSelect;

export const listCheckTypeRows = (db: Database) => db.select().from(checkTypes).orderBy(asc(checkTypes.position), asc(checkTypes.key));
export const listDepartmentDefaults = (db: Database) => db.select().from(departmentCheckProfiles).orderBy(asc(departmentCheckProfiles.department));

/** Writes the catalogue: the types sent, in their order; a type left out is made inactive (offers may still name it). */
export async function saveCatalogue(tx: Database, types: Omit<typeof checkTypes.$inferInsert, 'position' | 'updatedAt'>[], defaults: { department: string; checkTypeKeys: string[] }[]) {
  await tx.update(checkTypes).set({ active: false, updatedAt: sql`now()` });
  for (const [position, type] of types.entries()) {
    const values = { ...type, position, updatedAt: sql`now()` };
    await tx.insert(checkTypes).values(values).onConflictDoUpdate({ target: checkTypes.key, set: values });
  }
  await tx.delete(departmentCheckProfiles);
  if (defaults.length) await tx.insert(departmentCheckProfiles).values(defaults);
}

export async function jobSettingsOf(db: Database, jobId: number): Promise<JobOfferSettingsRow | undefined> {
  const [row] = await db.select().from(jobOfferSettings).where(eq(jobOfferSettings.jobId, jobId));
  return row;
}

export async function saveJobSettings(db: Database, values: typeof jobOfferSettings.$inferInsert) {
  const set = { ...values, updatedAt: sql`now()` };
  const [row] = await db.insert(jobOfferSettings).values(set).onConflictDoUpdate({ target: jobOfferSettings.jobId, set }).returning();
  return row!;
}

export async function departmentDefaultOf(db: Database, department: string | null): Promise<string[] | undefined> {
  if (!department) return undefined;
  const [row] = await db.select().from(departmentCheckProfiles).where(eq(departmentCheckProfiles.department, department));
  return row?.checkTypeKeys;
}

/** The application's live offer (draft, sent, accepted or unconditional), if any; `lock` takes it `for update`. */
export async function liveOfferOf(db: Database, applicationId: number, lock = false): Promise<OfferRow | undefined> {
  const query = db
    .select()
    .from(offers)
    .where(and(eq(offers.applicationId, applicationId), inArray(offers.status, [...LIVE_OFFER_STATUSES])));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The application's newest offer version, live or not. */
export async function latestOfferOf(db: Database, applicationId: number): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(offers).where(eq(offers.applicationId, applicationId)).orderBy(desc(offers.version)).limit(1);
  return row;
}

export async function findOffer(db: Database, id: number, lock = false): Promise<OfferRow | undefined> {
  const query = db.select().from(offers).where(eq(offers.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export const versionsOf = (db: Database, applicationId: number) => db.select().from(offers).where(eq(offers.applicationId, applicationId)).orderBy(desc(offers.version));

export async function insertOffer(tx: Database, values: typeof offers.$inferInsert): Promise<OfferRow> {
  const [row] = await tx.insert(offers).values(values).returning();
  return row!;
}

/** Moves the offer from `from` to the values given, as one conditional UPDATE; undefined when it was not in `from` any more. */
export async function updateOfferFrom(tx: Database, id: number, from: OfferRow['status'][], set: Partial<typeof offers.$inferInsert>): Promise<OfferRow | undefined> {
  const [row] = await tx
    .update(offers)
    .set(set)
    .where(and(eq(offers.id, id), inArray(offers.status, from)))
    .returning();
  return row;
}

export const approvalsOf = (db: Database, offerId: number) =>
  db
    .select({ approverId: offerApprovals.approverId, name: users.fullName, approvedAt: offerApprovals.approvedAt })
    .from(offerApprovals)
    .innerJoin(users, eq(users.id, offerApprovals.approverId))
    .where(eq(offerApprovals.offerId, offerId))
    .orderBy(asc(offerApprovals.approvedAt));

/** Records an approval; false when this approver had approved this version already. */
export async function insertApproval(tx: Database, offerId: number, approverId: number): Promise<boolean> {
  const rows = await tx.insert(offerApprovals).values({ offerId, approverId }).onConflictDoNothing().returning();
  return rows.length > 0;
}

/** A draft whose terms change starts its approvals again. */
export async function deleteApprovals(tx: Database, offerId: number) {
  await tx.delete(offerApprovals).where(eq(offerApprovals.offerId, offerId));
}

export const checksOf = (db: Database, offerId: number) => db.select().from(offerChecks).where(eq(offerChecks.offerId, offerId)).orderBy(asc(offerChecks.id));

export async function insertChecks(tx: Database, rows: (typeof offerChecks.$inferInsert)[]) {
  if (rows.length) await tx.insert(offerChecks).values(rows);
}

/** A new version takes the checks of the one it replaces along. */
export async function moveChecks(tx: Database, fromOfferId: number, toOfferId: number) {
  await tx.update(offerChecks).set({ offerId: toOfferId }).where(eq(offerChecks.offerId, fromOfferId));
}

export async function findCheck(db: Database, id: number, lock = false): Promise<OfferCheckRow | undefined> {
  const query = db.select().from(offerChecks).where(eq(offerChecks.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateCheck(tx: Database, id: number, set: Partial<typeof offerChecks.$inferInsert>): Promise<OfferCheckRow> {
  const [row] = await tx
    .update(offerChecks)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(offerChecks.id, id))
    .returning();
  return row!;
}

/** Marks the checks of a category on the application's live offer (the references module's seam). */
export async function setChecksOfCategory(tx: Database, applicationId: number, category: string, status: OfferCheckRow['status']) {
  return tx.execute(sql`update offer_checks c set status = ${status}, decided_at = now(), updated_at = now()
    from offers o, check_types t
    where c.offer_id = o.id and o.application_id = ${applicationId} and o.status in ('sent', 'accepted', 'unconditional')
      and t.key = c.check_type_key and t.category = ${category} and c.status not in ('met', 'waived')`);
}

/** Accepted offers of the job (accepted, unconditional or started), counted under a lock on the job's row so two acceptances cannot both take the last post. */
export async function lockJobAndCountAccepted(tx: Database, jobId: number): Promise<{ posts: number; accepted: number }> {
  const [job] = await rawRows<{ posts: number }>(tx, sql`select j.posts from jobs j where j.id = ${jobId} for update of j`);
  if (!job) return { posts: 0, accepted: 0 };
  // Counted by a statement of its own, after the lock: on PostgreSQL (read committed) a count in the
  // locking statement keeps the snapshot taken before the wait, and missed the acceptance it waited for.
  const [row] = await rawRows<{ accepted: number }>(
    tx,
    sql`select count(*)::int as accepted from offers o where o.job_id = ${jobId} and o.status in ('accepted', 'unconditional', 'started')`,
  );
  return { posts: Number(job.posts), accepted: Number(row?.accepted ?? 0) };
}
