import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/connection.js';
import { rawRows } from '../../db/raw-rows.js';
import { accountPreferences, applicationEvents, applications, jobs, users } from '../../db/schema.js';
import { refuse } from '../../lib/refusals.js';
import type { JobRow } from '../careers-jobs/model.js';
import { statusChangedMail } from './emails.js';
import type { TransitionBody } from './schemas.js';
import { allowedTransitions, APPLICATION_STATUSES, checkTransition, type ApplicationStatus } from '../../../common/application-status.js';
import { snapshotOf, toAdminEvent, toApplicationJob, type ApplicationRow } from './views.js';
import * as paths from '../../../common/paths.js';

/** Reviewing applications (`manage Application`): the single application, status moves, notes, figures. */
export class ApplicationReview {
  constructor(
    private readonly app: FastifyInstance,
    private readonly config: AppConfig,
  ) {}

  private get db() {
    return this.app.db;
  }

  private async load(id: number): Promise<{ row: ApplicationRow; job: JobRow }> {
    const [found] = await this.db.select({ row: applications, job: jobs }).from(applications).innerJoin(jobs, eq(jobs.id, applications.jobId)).where(eq(applications.id, id));
    // Drafts are the applicant's private work until submitted.
    if (!found || found.row.status === 'draft') throw refuse('application_not_found', 'There is no such application.');
    return found;
  }

  async get(id: number) {
    const { row, job } = await this.load(id);
    const [applicant] = row.applicantId ? await this.db.select().from(users).where(eq(users.id, row.applicantId)) : [];
    const events = await this.db
      .select({ event: applicationEvents, actorName: users.fullName })
      .from(applicationEvents)
      .leftJoin(users, eq(users.id, applicationEvents.actorId))
      .where(eq(applicationEvents.applicationId, id))
      .orderBy(asc(applicationEvents.at), asc(applicationEvents.id));
    const snapshot = snapshotOf(row);
    const gone = !applicant || applicant.status === 'deleted';
    return {
      id: row.id,
      status: row.status,
      job: toApplicationJob(job),
      applicant: { id: row.applicantId, fullName: gone ? 'Deleted account' : applicant.fullName, email: gone ? '' : applicant.email },
      submittedAt: row.submittedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      snapshot,
      documents: snapshot?.documents ?? [],
      timeline: events.map(({ event, actorName }) => toAdminEvent(event, actorName)),
      allowedTransitions: allowedTransitions(row.status, 'admin'),
    };
  }

  /** One move of the transition table, as one conditional UPDATE, its event and the applicant's e-mail, in one transaction. */
  async transition(id: number, actorId: number, body: TransitionBody) {
    const { row, job } = await this.load(id);
    const check = checkTransition(row.status, body.to, 'admin', body.reason);
    if (!check.ok) throw refuse(check.code!, check.message!, check.code === 'reason_required' ? { field: 'reason' } : {});
    const event = await this.db.transaction(async (tx) => {
      const [moved] = await tx
        .update(applications)
        .set({ status: body.to, updatedAt: sql`now()`, version: sql`${applications.version} + 1` })
        .where(and(eq(applications.id, id), eq(applications.status, row.status)))
        .returning({ id: applications.id });
      if (!moved) return undefined;
      const [inserted] = await tx
        .insert(applicationEvents)
        .values({
          applicationId: id,
          actorId,
          actorRole: 'admin',
          fromStatus: row.status,
          toStatus: body.to,
          reason: body.reason?.trim() || null,
          note: body.note?.trim() || null,
          visibleToApplicant: true,
        })
        .returning();
      if (body.notifyApplicant !== false && row.applicantId) await this.queueNotice(tx, row.applicantId, job, id, body.to, inserted!.id);
      return inserted;
    });
    if (!event) throw refuse('version_conflict', 'This application was changed by someone else meanwhile. Reload it and try again.');
    this.app.mailer.nudge();
    return this.get(id);
  }

  /**
   * Queues the applicant's e-mail about the move (in their language, unless they turned application
   * e-mails off); the event is marked notified once it went.
   */
  private async queueNotice(tx: Database, applicantId: number, job: JobRow, id: number, status: ApplicationStatus, eventId: number) {
    const [user] = await tx.select().from(users).where(eq(users.id, applicantId));
    if (!user || user.status === 'deleted') return;
    const [prefs] = await tx.select().from(accountPreferences).where(eq(accountPreferences.userId, applicantId));
    if (prefs && !prefs.emailApplicationUpdates) return;
    const mail = statusChangedMail(user.locale, user.email, user.fullName, job, status, `${this.config.publicUrl}${paths.to(paths.careers.myApplication, id)}`);
    await this.app.mailer.queue(tx, mail, { applicationEventId: eventId });
  }

  /** An internal note: on the timeline for staff only. */
  async addNote(id: number, actorId: number, note: string) {
    await this.load(id);
    const text = note.trim();
    if (!text) throw refuse('note_required', 'Write a note first.', { field: 'note' });
    await this.db.insert(applicationEvents).values({ applicationId: id, actorId, actorRole: 'admin', note: text, visibleToApplicant: false });
    return this.get(id);
  }

  /** The dashboard figures: open jobs, applications per status, per job (top 10), per ISO week (last 12). */
  async stats() {
    const [[open], byStatusRows, byJob, byWeek] = await Promise.all([
      this.db.select({ n: count() }).from(jobs).where(and(eq(jobs.status, 'open'), sql`${jobs.closesAt} > now()`)),
      this.db.select({ status: applications.status, n: count() }).from(applications).groupBy(applications.status),
      this.db
        .select({ jobId: jobs.id, reference: jobs.reference, title: jobs.title, count: count() })
        .from(applications)
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .where(ne(applications.status, 'draft'))
        .groupBy(jobs.id)
        .orderBy(desc(count()), asc(jobs.id))
        .limit(10),
      rawRows<{ week: string; count: number | string }>(
        this.db,
        sql`
        with weeks as (
          select generate_series(date_trunc('week', now()) - interval '11 weeks', date_trunc('week', now()), interval '1 week') as start
        )
        select to_char(w.start, 'IYYY-"W"IW') as week, count(a.id) as count
        from weeks w
        left join ${applications} a on a.submitted_at >= w.start and a.submitted_at < w.start + interval '1 week'
        group by w.start order by w.start`,
      ),
    ]);
    const byStatus = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<ApplicationStatus, number>;
    for (const r of byStatusRows) byStatus[r.status] = Number(r.n);
    return {
      openJobs: Number(open?.n ?? 0),
      byStatus,
      byJob: byJob.map((j) => ({ ...j, count: Number(j.count) })),
      byWeek: byWeek.map((w) => ({ week: w.week, count: Number(w.count) })),
    };
  }
}
