import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Action, AppAbility } from '../../../common/ability.js';
import { DECISION_STATUSES, type ApplicationField } from '../../../common/staff-rules.js';
import { forbidden } from '../../lib/http-errors.js';
import { recordAudit, auditActorOf } from '../../lib/audit.js';
import { applicationCondition, applicationSubject, readableFields, type ApplicationFacts } from './access.js';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/connection.js';
import { refuse } from '../../lib/refusals.js';
import { jobCondition, type JobRow } from '../careers-jobs/index.js';
import { statusChangedMail } from './emails.js';
import {
  eventsWithActorsOf,
  findApplication,
  findUser,
  hasLiveOffer,
  insertEvent,
  moveApplication,
  statsFigures,
  wantsApplicationUpdates,
  type ApplicationRow,
} from './repo.js';
import type { AdminApplicationQuery, ReviewProfile, TransitionBody } from './schemas-review.js';
import { exportApplicationsCsv } from './repo-list.js';
import { blindFields, identityWithheldOf } from './name-blind.js';
import { notFound } from './service.js';
import { allowedTransitions, APPLICATION_STATUSES, checkTransition, type ApplicationStatus } from '../../../common/application-status.js';
import { snapshotOf, toAdminEvent, toApplicationJob } from './views.js';
import * as paths from '../../../common/paths.js';

/** Facts of a loaded application for the rules: its columns and its job's department now. */
const factsOf = (row: ApplicationRow, job: JobRow): ApplicationFacts => ({ id: row.id, jobId: row.jobId, status: row.status, applicantId: row.applicantId, department: job.department });

type Snapshot = NonNullable<ReturnType<typeof snapshotOf>>;

/** The submitted snapshot cut to the fields the caller may read (see APPLICATION_FIELDS). */
function cutSnapshot(snapshot: Snapshot | null, fields: Set<ApplicationField>) {
  if (!snapshot) return null;
  const applicant: { fullName?: string; email?: string } = {};
  if (fields.has('applicantName')) applicant.fullName = snapshot.applicant.fullName;
  if (fields.has('contact')) applicant.email = snapshot.applicant.email;
  let profile: ReviewProfile | null = null;
  if (snapshot.profile && fields.has('profile')) {
    const { phone, address, dateOfBirth, nationality, idType, idNumber, referees, ...rest } = snapshot.profile;
    profile = {
      ...rest,
      ...(fields.has('applicantName') ? {} : { firstName: '', middleName: '', lastName: '' }),
      ...(fields.has('contact') ? { phone, address } : {}),
      ...(fields.has('identity') ? { dateOfBirth, nationality, idType, idNumber } : {}),
      ...(fields.has('referees') ? { referees } : {}),
    };
  }
  return {
    ...snapshot,
    applicant,
    profile,
    documents: fields.has('documents') ? snapshot.documents : [],
    form: fields.has('profile') ? snapshot.form : { ...snapshot.form, coverLetter: '' },
  };
}

/**
 * Reviewing applications: the single application, status moves, notes, figures. Each call is
 * checked against the caller's ability (`request.ability`, built from their grant at this request):
 * an application they may not read answers 404 as if it did not exist, one they may read but not
 * change 403; both refusals are written to the audit log.
 */
export class ApplicationReview {
  constructor(
    private readonly app: FastifyInstance,
    private readonly config: AppConfig,
  ) {}

  private get db() {
    return this.app.db;
  }

  /**
   * The application `id` when the caller may `action` it: 404 (and a `read_denied` audit row) when
   * they may not read it (it may not exist as far as they know), 403 (audited) when they may read
   * it but not do this.
   */
  private async load(request: FastifyRequest, id: number, actions: Action[] = [], extra?: { to?: ApplicationStatus }): Promise<{ row: ApplicationRow; job: JobRow }> {
    const found = await findApplication(this.db, id);
    // Drafts are the applicant's private work until submitted.
    if (!found || found.row.status === 'draft') throw notFound();
    const facts = factsOf(found.row, found.job);
    const ability = request.ability;
    const refused = async (what: string) => {
      await recordAudit(this.db, await auditActorOf(request), {
        action: `application.${what}_denied`,
        subjectType: 'Application',
        subjectId: id,
        applicationId: id,
        jobId: found.job.id,
        outcome: 'denied',
        detail: extra?.to ? { to: extra.to } : null,
      });
    };
    if (!ability.can('read', applicationSubject(facts))) {
      await refused('read');
      throw notFound();
    }
    for (const action of actions) {
      if (ability.can(action, applicationSubject(facts))) continue;
      await refused(action);
      throw forbidden('You may see this application but not do this.');
    }
    return found;
  }

  async get(request: FastifyRequest, id: number) {
    return this.view(request.ability, await this.load(request, id));
  }

  /** Where the caller may move it: nowhere without `update`; to a decision only with `decide`. */
  private movesFor(ability: AppAbility, facts: ApplicationFacts) {
    const target = applicationSubject(facts);
    if (!ability.can('update', target)) return [];
    const decides = ability.can('decide', target);
    return allowedTransitions(facts.status as ApplicationStatus, 'admin').filter((to) => decides || !DECISION_STATUSES.includes(to));
  }

  /** The answer, cut to the fields the caller may read. */
  private async view(ability: AppAbility, { row, job }: { row: ApplicationRow; job: JobRow }) {
    const facts = factsOf(row, job);
    const fields = blindFields(readableFields(ability, facts), await identityWithheldOf(this.db, row.id, job.id));
    const applicant = row.applicantId ? await findUser(this.db, row.applicantId) : undefined;
    const events = fields.has('timeline') ? await eventsWithActorsOf(this.db, row.id) : [];
    const snapshot = snapshotOf(row);
    const gone = !applicant || applicant.status === 'deleted';
    const cut = cutSnapshot(snapshot, fields);
    return {
      id: row.id,
      status: row.status,
      job: toApplicationJob(job),
      applicant: {
        id: row.applicantId,
        ...(fields.has('applicantName') ? { fullName: gone ? 'Deleted account' : applicant.fullName } : {}),
        ...(fields.has('contact') ? { email: gone ? '' : applicant.email } : {}),
      },
      submittedAt: row.submittedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      snapshot: cut,
      documents: cut?.documents ?? [],
      timeline: events.map(({ event, actorName }) => toAdminEvent(event, actorName)),
      allowedTransitions: (await hasLiveOffer(this.db, row.id)) ? [] : this.movesFor(ability, facts),
    };
  }

  /** One move of the transition table, as one conditional UPDATE, its event and the applicant's e-mail, in one transaction. */
  async transition(request: FastifyRequest, id: number, body: TransitionBody) {
    const actorId = request.user.sub;
    const { row, job } = await this.load(request, id, DECISION_STATUSES.includes(body.to) ? ['update', 'decide'] : ['update'], { to: body.to });
    const actor = await auditActorOf(request);
    const check = checkTransition(row.status, body.to, 'admin', body.reason);
    if (!check.ok) throw refuse(check.code!, check.message!, check.code === 'reason_required' ? { field: 'reason' } : {});
    if (await hasLiveOffer(this.db, id)) throw refuse('offer_live', 'This application has a live offer: only the offer moves it. Withdraw the offer first.');
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
      await recordAudit(tx, actor, {
        action: DECISION_STATUSES.includes(body.to) ? 'application.decided' : 'application.status_changed',
        subjectType: 'Application',
        subjectId: id,
        applicationId: id,
        jobId: job.id,
        detail: { from: row.status, to: body.to },
      });
      return inserted;
    });
    if (!event) throw refuse('version_conflict', 'This application was changed by someone else meanwhile. Reload it and try again.');
    this.app.mailer.nudge();
    return this.get(request, id);
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
  async addNote(request: FastifyRequest, id: number, note: string) {
    const { job } = await this.load(request, id, ['update']);
    const text = note.trim();
    if (!text) throw refuse('note_required', 'Write a note first.', { field: 'note' });
    const actor = await auditActorOf(request);
    await this.db.transaction(async (tx) => {
      const event = await insertEvent(tx, { applicationId: id, actorId: request.user.sub, actorRole: 'admin', note: text, visibleToApplicant: false });
      await recordAudit(tx, actor, { action: 'application.note_added', subjectType: 'Application', subjectId: id, applicationId: id, jobId: job.id, detail: { eventId: event.id } });
    });
    return this.get(request, id);
  }

  /** The CSV export: only what the caller may read and export; written to the audit log. */
  async exportCsv(request: FastifyRequest, query: AdminApplicationQuery): Promise<string> {
    const { csv, rows } = await exportApplicationsCsv(this.db, query, request.ability);
    const { page: _page, perPage: _perPage, ...filters } = query;
    await recordAudit(this.db, await auditActorOf(request), { action: 'application.exported', subjectType: 'Application', detail: { filters, rows } });
    return csv;
  }

  /** The dashboard figures: open jobs, applications per status, per job (top 10), per ISO week (last 12). */
  async stats(ability: AppAbility) {
    const [[open], byStatusRows, byJob, byWeek] = await statsFigures(this.db, jobCondition(ability, 'read').condition, applicationCondition(ability, 'read').condition);
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
