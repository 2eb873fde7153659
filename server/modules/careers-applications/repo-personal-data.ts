import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { applicationEvents, applications, jobs } from '../../db/schema.js';

/**
 * What "download my data" reads of an applicant's applications, and what deleting the account
 * erases from them.
 */

/** Every application of `userId` with its job and its whole timeline, oldest first. */
export async function applicationsWithEventsOf(db: Database, userId: number) {
  const rows = await db.select({ row: applications, job: jobs }).from(applications).innerJoin(jobs, eq(jobs.id, applications.jobId)).where(eq(applications.applicantId, userId)).orderBy(asc(applications.id));
  if (!rows.length) return [];
  const events = await db
    .select()
    .from(applicationEvents)
    .where(inArray(applicationEvents.applicationId, rows.map((r) => r.row.id)))
    .orderBy(asc(applicationEvents.at), asc(applicationEvents.id));
  return rows.map(({ row, job }) => ({ row, job, events: events.filter((e) => e.applicationId === row.id) }));
}

/**
 * Erases the personal data in the applications of `userId`. Drafts (never submitted) are deleted.
 * Submitted applications stay for the statistics (job, status, dates, timeline moves) but lose
 * their link to the person (`applicant_id` null), the snapshot's applicant, profile, documents and
 * cover letter, and the actor of the applicant's own events.
 */
export async function eraseApplications(db: Database, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(applications).where(and(eq(applications.applicantId, userId), eq(applications.status, 'draft')));
    const erased = {
      applicant: { fullName: 'Deleted account', email: '' },
      profile: null,
      documents: [],
      form: { coverLetter: '', documentIds: [], declaration: true },
      anonymised: true,
    };
    const kept = await tx
      .update(applications)
      .set({
        applicantId: null,
        form: { coverLetter: '', documentIds: [], declaration: false },
        snapshot: sql`case when ${applications.snapshot} is null then null else ${applications.snapshot} || ${JSON.stringify(erased)}::jsonb end`,
        updatedAt: sql`now()`,
      })
      .where(eq(applications.applicantId, userId))
      .returning({ id: applications.id });
    if (kept.length) {
      await tx
        .update(applicationEvents)
        .set({ actorId: null })
        .where(and(eq(applicationEvents.actorId, userId), inArray(applicationEvents.applicationId, kept.map((k) => k.id))));
    }
  });
}
