import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { rawRows } from '../../db/raw-rows.js';
import { accountPreferences, applicationEvents, applications, jobs, offers, users } from '../../db/schema.js';
import type { ApplicationForm, ApplicationSnapshot } from './schemas.js';
import type { ApplicationStatus } from '../../../common/application-status.js';

export type ApplicationRow = typeof applications.$inferSelect;
export type EventRow = typeof applicationEvents.$inferSelect;
export type UserRow = typeof users.$inferSelect;

const withJob = { row: applications, job: jobs };

/** The application `id` with its job; only when it is `applicantId`'s, when given. */
export async function findApplication(db: Database, id: number, applicantId?: number) {
  const [found] = await db
    .select(withJob)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.id, id), applicantId === undefined ? undefined : eq(applications.applicantId, applicantId)));
  return found;
}

/** Every application of `applicantId` with its job, the last changed first. */
export function listApplicationsOf(db: Database, applicantId: number) {
  return db
    .select(withJob)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.applicantId, applicantId))
    .orderBy(desc(applications.updatedAt), desc(applications.id));
}

/** The application of `applicantId` to `jobId`, if they started one. */
export async function findApplicationTo(db: Database, applicantId: number, jobId: number): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(applications).where(and(eq(applications.jobId, jobId), eq(applications.applicantId, applicantId)));
  return row;
}

/** A new draft; undefined when the applicant has one for this job already (a concurrent start). */
export async function insertDraft(db: Database, applicantId: number, jobId: number, form: ApplicationForm): Promise<ApplicationRow | undefined> {
  const [row] = await db.insert(applications).values({ jobId, applicantId, form }).onConflictDoNothing().returning();
  return row;
}

/** Saves the draft's form while it is still a draft at `version`; undefined otherwise. */
export async function saveDraft(db: Database, id: number, applicantId: number, version: number, form: ApplicationForm): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(applications)
    .set({ form, version: sql`${applications.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(applications.id, id), eq(applications.applicantId, applicantId), eq(applications.version, version), eq(applications.status, 'draft')))
    .returning();
  return row;
}

/** Submits the draft with its snapshot while it is still a draft and its job still open; undefined otherwise. */
export async function submitDraft(tx: Database, id: number, applicantId: number, snapshot: ApplicationSnapshot): Promise<ApplicationRow | undefined> {
  const [row] = await tx
    .update(applications)
    .set({ status: 'submitted', snapshot, submittedAt: sql`now()`, updatedAt: sql`now()`, version: sql`${applications.version} + 1` })
    .where(
      and(
        eq(applications.id, id),
        eq(applications.applicantId, applicantId),
        eq(applications.status, 'draft'),
        sql`exists (select 1 from ${jobs} where ${jobs.id} = ${applications.jobId} and ${jobs.status} = 'open' and ${jobs.closesAt} > now())`,
      ),
    )
    .returning();
  return row;
}

/** Moves the application from `from` to `to` if it is still `from` (and `applicantId`'s, when given); undefined otherwise. */
export async function moveApplication(
  tx: Database,
  id: number,
  from: ApplicationStatus,
  to: ApplicationStatus,
  applicantId?: number,
): Promise<ApplicationRow | undefined> {
  const [row] = await tx
    .update(applications)
    .set({ status: to, updatedAt: sql`now()`, version: sql`${applications.version} + 1` })
    .where(and(eq(applications.id, id), applicantId === undefined ? undefined : eq(applications.applicantId, applicantId), eq(applications.status, from)))
    .returning();
  return row;
}

/** Whether the application has a live offer (draft, sent, accepted, unconditional): then only the offer moves it (issue 29). */
export async function hasLiveOffer(db: Database, applicationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.applicationId, applicationId), sql`${offers.status} in ('draft', 'sent', 'accepted', 'unconditional')`))
    .limit(1);
  return row !== undefined;
}

/** A timeline entry: a move, a note, or both. */
export async function insertEvent(tx: Database, event: typeof applicationEvents.$inferInsert): Promise<EventRow> {
  const [row] = await tx.insert(applicationEvents).values(event).returning();
  return row!;
}

/** The timeline, oldest first. */
export function eventsOf(db: Database, applicationId: number): Promise<EventRow[]> {
  return db
    .select()
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(asc(applicationEvents.at), asc(applicationEvents.id));
}

/** The timeline with the name of who acted, oldest first (the staff's view). */
export function eventsWithActorsOf(db: Database, applicationId: number) {
  return db
    .select({ event: applicationEvents, actorName: users.fullName })
    .from(applicationEvents)
    .leftJoin(users, eq(users.id, applicationEvents.actorId))
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(asc(applicationEvents.at), asc(applicationEvents.id));
}

export async function findUser(db: Database, userId: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

/** The administrators who receive the notice of a new application. */
export function activeAdmins(db: Database): Promise<UserRow[]> {
  return db.select().from(users).where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
}

/** Whether the account wants e-mails about its applications (yes unless turned off). */
export async function wantsApplicationUpdates(db: Database, userId: number): Promise<boolean> {
  const [prefs] = await db.select().from(accountPreferences).where(eq(accountPreferences.userId, userId));
  return !prefs || prefs.emailApplicationUpdates;
}

/**
 * The dashboard's raw figures: open jobs, applications per status, per job (top 10), per ISO week
 * (last 12), counting only the jobs (`jobScope`) and applications (`applicationScope`) the caller
 * may read (conditions from their ability, over `jobs` and `applications`).
 */
export function statsFigures(db: Database, jobScope: SQL, applicationScope: SQL) {
  return Promise.all([
    db.select({ n: count() }).from(jobs).where(and(eq(jobs.status, 'open'), sql`${jobs.closesAt} > now()`, jobScope)),
    db.select({ status: applications.status, n: count() }).from(applications).where(applicationScope).groupBy(applications.status),
    db
      .select({ jobId: jobs.id, reference: jobs.reference, title: jobs.title, count: count() })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(ne(applications.status, 'draft'), applicationScope))
      .groupBy(jobs.id)
      .orderBy(desc(count()), asc(jobs.id))
      .limit(10),
    rawRows<{ week: string; count: number | string }>(
      db,
      sql`
        with weeks as (
          select generate_series(date_trunc('week', now()) - interval '11 weeks', date_trunc('week', now()), interval '1 week') as start
        )
        select to_char(w.start, 'IYYY-"W"IW') as week, count(${applications.id}) as count
        from weeks w
        left join ${applications} on ${applications.submittedAt} >= w.start and ${applications.submittedAt} < w.start + interval '1 week' and ${applicationScope}
        group by w.start order by w.start`,
    ),
  ]);
}
