import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/connection.js';
import { refuse } from '../../lib/refusals.js';
import type { JobRow } from '../careers-jobs/index.js';
import { statusChangedMail } from './emails.js';
import {
  eventsWithActorsOf,
  findApplication,
  findUser,
  insertEvent,
  moveApplication,
  statsFigures,
  wantsApplicationUpdates,
  type ApplicationRow,
} from './repo.js';
import type { TransitionBody } from './schemas.js';
import { notFound } from './service.js';
import { allowedTransitions, APPLICATION_STATUSES, checkTransition, type ApplicationStatus } from '../../../common/application-status.js';
import { snapshotOf, toAdminEvent, toApplicationJob } from './views.js';
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
    const found = await findApplication(this.db, id);
    // Drafts are the applicant's private work until submitted.
    if (!found || found.row.status === 'draft') throw notFound();
    return found;
  }

  async get(id: number) {
    const { row, job } = await this.load(id);
    const applicant = row.applicantId ? await findUser(this.db, row.applicantId) : undefined;
    const events = await eventsWithActorsOf(this.db, id);
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
      const moved = await moveApplication(tx, id, row.status, body.to);
      if (!moved) return undefined;
      const inserted = await insertEvent(tx, {
        applicationId: id,
        actorId,
        actorRole: 'admin',
        fromStatus: row.status,
        toStatus: body.to,
        reason: body.reason?.trim() || null,
        note: body.note?.trim() || null,
        visibleToApplicant: true,
      });
      if (body.notifyApplicant !== false && row.applicantId) await this.queueNotice(tx, row.applicantId, job, id, body.to, inserted.id);
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
    const user = await findUser(tx, applicantId);
    if (!user || user.status === 'deleted') return;
    if (!(await wantsApplicationUpdates(tx, applicantId))) return;
    const mail = statusChangedMail(user.locale, user.email, user.fullName, job, status, `${this.config.publicUrl}${paths.to(paths.careers.myApplication, id)}`);
    await this.app.mailer.queue(tx, mail, { applicationEventId: eventId });
  }

  /** An internal note: on the timeline for staff only. */
  async addNote(id: number, actorId: number, note: string) {
    await this.load(id);
    const text = note.trim();
    if (!text) throw refuse('note_required', 'Write a note first.', { field: 'note' });
    await insertEvent(this.db, { applicationId: id, actorId, actorRole: 'admin', note: text, visibleToApplicant: false });
    return this.get(id);
  }

  /** The dashboard figures: open jobs, applications per status, per job (top 10), per ISO week (last 12). */
  async stats() {
    const [[open], byStatusRows, byJob, byWeek] = await statsFigures(this.db);
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
