import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { applications, jobs, referenceChasers, referenceRequests, users } from '../../db/schema.js';
import { OPEN_REFERENCE_STATUSES, type JobReferenceStage } from '../../../common/reference-rules.js';

/** The references' rows: requests, their application and job, and the reminder log. */

export type RequestRow = typeof referenceRequests.$inferSelect;
export type NewRequest = typeof referenceRequests.$inferInsert;

/** What a request needs of its application: status, job, applicant, the submitted referees. */
export interface ApplicationContext {
  id: number;
  status: string;
  applicantId: number | null;
  snapshot: Record<string, unknown> | null;
  jobId: number;
  jobTitle: string;
  jobSlug: string;
  /** The job's setting: references after the offer (default) or before interview. */
  jobReferenceStage: JobReferenceStage;
  department: string | null;
  applicantLocale: string | null;
  applicantEmail: string | null;
}

export async function applicationContext(db: Database, applicationId: number): Promise<ApplicationContext | undefined> {
  const [row] = await db
    .select({
      id: applications.id,
      status: applications.status,
      applicantId: applications.applicantId,
      snapshot: applications.snapshot,
      jobId: jobs.id,
      jobTitle: jobs.title,
      jobSlug: jobs.slug,
      jobReferenceStage: jobs.referenceStage,
      department: jobs.department,
      applicantLocale: users.locale,
      applicantEmail: users.email,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(users, eq(users.id, applications.applicantId))
    .where(eq(applications.id, applicationId));
  return row;
}

export const requestsOf = (db: Database, applicationId: number) =>
  db.select().from(referenceRequests).where(eq(referenceRequests.applicationId, applicationId)).orderBy(asc(referenceRequests.id));

export async function findRequest(db: Database, applicationId: number, requestId: number): Promise<RequestRow | undefined> {
  const [row] = await db.select().from(referenceRequests).where(and(eq(referenceRequests.id, requestId), eq(referenceRequests.applicationId, applicationId)));
  return row;
}

export async function requestById(db: Database, requestId: number): Promise<RequestRow | undefined> {
  const [row] = await db.select().from(referenceRequests).where(eq(referenceRequests.id, requestId));
  return row;
}

/** The open requests (not purged) whose application and request meet `conditions`: what the scheduled notices go through. */
export function openRequestsWhere(db: Database, ...conditions: SQL[]): Promise<RequestRow[]> {
  return db
    .select({ request: referenceRequests })
    .from(referenceRequests)
    .innerJoin(applications, eq(applications.id, referenceRequests.applicationId))
    .where(and(inArray(referenceRequests.status, [...OPEN_REFERENCE_STATUSES]), isNull(referenceRequests.purgedAt), ...conditions))
    .then((found) => found.map((f) => f.request));
}

/** Changes a request while it is open (requested or in progress); undefined when it is not (any more). */
export async function updateOpen(db: Pick<Database, 'update'>, requestId: number, values: Partial<NewRequest>): Promise<RequestRow | undefined> {
  const [row] = await db
    .update(referenceRequests)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(referenceRequests.id, requestId), inArray(referenceRequests.status, [...OPEN_REFERENCE_STATUSES])))
    .returning();
  return row;
}

/** The reminder log of requests: kind and moment (history; `manual:*` rows are the staff's and applicant's reminders). */
export async function chasersOf(db: Database, requestIds: number[]) {
  if (!requestIds.length) return [];
  return db.select().from(referenceChasers).where(inArray(referenceChasers.requestId, requestIds)).orderBy(asc(referenceChasers.sentAt));
}

/** Whether the application's required references are all in and reviewed satisfactory (the offer's references check). */
export async function satisfactoryCount(db: Database, applicationId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(referenceRequests)
    .where(and(eq(referenceRequests.applicationId, applicationId), inArray(referenceRequests.status, ['submitted', 'received_elsewhere']), eq(referenceRequests.review, 'satisfactory')));
  return row?.n ?? 0;
}
