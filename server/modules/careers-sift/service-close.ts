import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/connection.js';
import { auditActorOf, recordAudit, type AuditActor } from '../../lib/audit.js';
import { forbidden } from '../../lib/http-errors.js';
import { refuse } from '../../lib/refusals.js';
import * as paths from '../../../common/paths.js';
import { checkTransition, type ApplicationStatus } from '../../../common/application-status.js';
import type { JobRow } from '../careers-jobs/index.js';
import { findUser, insertEvent, moveApplication, statusChangedMail, wantsApplicationUpdates } from '../careers-applications/index.js';
import { callerOn, callerOnApplication, visibleJob } from './access.js';
import { aliasOf } from '../../lib/application-alias.js';
import { answersOf, findForScoring, insertReveal, lockScorecard, markClosed, moderationsOf, scorecardOf, siftPool } from './repo.js';
import { criteriaOf, siftedCriteria } from './scorecard.js';
import { onDisabilityScheme } from './scoring-view.js';
import { siftOutcomes, type Outcome, type PoolEntry } from './outcome.js';
import type { CloseSiftAnswer, CloseSiftBody } from './schemas.js';

const REJECTION_REASON = 'Not shortlisted at the sift.';

/**
 * Closing a job's sift (preview, then confirm) and revealing identities. Both compute the outcome
 * with `siftOutcomes` over the same rows; the confirmation does it inside the transaction that holds
 * the job's scorecard row locked, so a concurrent close or score cannot slip between the check and
 * the moves. Every move goes through the status table (submitted → under review → shortlisted or
 * rejected), with its timeline events and the applicant's e-mail in their language.
 */
export class SiftCloseService {
  constructor(
    private readonly app: FastifyInstance,
    private readonly config: AppConfig,
  ) {}

  private get db() {
    return this.app.db;
  }

  async close(request: FastifyRequest, jobId: number, body: CloseSiftBody): Promise<CloseSiftAnswer> {
    const job = await visibleJob(this.db, request, jobId);
    const caller = await callerOn(this.db, request, job);
    if (!caller.lead && !caller.decider) throw forbidden('Only the shortlisting lead or a recruiter who decides this job\'s applications may close its sift.');
    if (body.rule === 'minimum_total' && body.minimumTotal === undefined) throw refuse('rule_value_required', 'Give the minimum total.', { field: 'minimumTotal' });
    if (body.rule === 'places' && body.places === undefined) throw refuse('rule_value_required', 'Give the number of places.', { field: 'places' });
    const actor = await auditActorOf(request);
    const answer = await this.db.transaction(async (tx) => {
      const card = await lockScorecard(tx, job.id);
      if (card.siftClosedAt) throw refuse('sift_closed', 'The sift of this job was closed already.');
      const result = await this.compute(tx, job, card, body);
      if (!body.confirm) return { ...result, closed: false, closedAt: null };
      if (result.unscored) throw refuse('sift_incomplete', `${result.unscored} application(s) have fewer scores than required.`);
      if (result.openModerations) throw refuse('moderation_open', `${result.openModerations} application(s) wait for moderation.`);
      await this.apply(tx, actor, caller.userId, job, result.outcomes);
      const rule = { rule: body.rule, ...(body.minimumTotal !== undefined ? { minimumTotal: body.minimumTotal } : {}), ...(body.places !== undefined ? { places: body.places } : {}) };
      const closedAt = await markClosed(tx, job.id, caller.userId, rule);
      await recordAudit(tx, actor, { action: 'sift.closed', subjectType: 'Job', subjectId: job.id, jobId: job.id, detail: { ...rule, shortlisted: result.shortlisted, rejected: result.rejected } });
      if (card.nameBlind) {
        await insertReveal(tx, { jobId: job.id, kind: 'sift_close', actorId: caller.userId });
        await recordAudit(tx, actor, { action: 'sift.identities_revealed', subjectType: 'Job', subjectId: job.id, jobId: job.id, detail: { kind: 'sift_close', applications: result.outcomes.length } });
      }
      return { ...result, closed: true, closedAt: closedAt.toISOString() };
    });
    if (answer.closed) this.app.mailer.nudge();
    return answer;
  }

  private async compute(tx: Database, job: JobRow, card: Awaited<ReturnType<typeof lockScorecard>>, body: CloseSiftBody) {
    const criteria = siftedCriteria(criteriaOf(job, card));
    const pool = await siftPool(tx, job.id);
    const ids = pool.map((p) => p.id);
    const [answers, moderations] = await Promise.all([answersOf(tx, ids), moderationsOf(tx, ids)]);
    const moderated = new Map(moderations.map((m) => [m.moderation.applicationId, m.moderation]));
    const revealedNow = !card.nameBlind;
    const entries: PoolEntry[] = pool.map((p) => ({
      id: p.id,
      label: revealedNow ? String((p.snapshot as { applicant?: { fullName?: string } } | null)?.applicant?.fullName ?? aliasOf(p.id)) : aliasOf(p.id),
      disabilityScheme: onDisabilityScheme(p.snapshot),
      answers: answers.filter((a) => a.applicationId === p.id),
      moderation: moderated.get(p.id) ?? null,
    }));
    const { outcomes, unscored, openModerations, maxTotal } = siftOutcomes(criteria, entries, card.requiredScorers, body);
    const shortlisted = outcomes.filter((o) => o.outcome === 'shortlisted').length;
    return { jobId: job.id, maxTotal, unscored, openModerations, outcomes, shortlisted, rejected: outcomes.length - shortlisted, statuses: new Map(pool.map((p) => [p.id, p])) };
  }

  private async apply(tx: Database, actor: AuditActor, actorId: number, job: JobRow, outcomes: Outcome[]) {
    // (the pool's statuses are read again under the lock by moveApplication's conditional update)
    const pool = new Map((await siftPool(tx, job.id)).map((p) => [p.id, p]));
    for (const o of outcomes) {
      const row = pool.get(o.applicationId);
      if (!row) continue;
      let from = row.status as ApplicationStatus;
      if (from === 'submitted') {
        await moveApplication(tx, row.id, 'submitted', 'under_review');
        await insertEvent(tx, { applicationId: row.id, actorId, actorRole: 'admin', fromStatus: 'submitted', toStatus: 'under_review', visibleToApplicant: true, notified: false });
        from = 'under_review';
      }
      const reason = o.outcome === 'rejected' ? REJECTION_REASON : null;
      const check = checkTransition(from, o.outcome, 'admin', reason);
      if (!check.ok) throw refuse(check.code!, check.message!);
      await moveApplication(tx, row.id, from, o.outcome);
      const event = await insertEvent(tx, { applicationId: row.id, actorId, actorRole: 'admin', fromStatus: from, toStatus: o.outcome, reason, visibleToApplicant: true });
      await recordAudit(tx, actor, {
        action: o.outcome === 'rejected' ? 'application.decided' : 'application.status_changed',
        subjectType: 'Application',
        subjectId: row.id,
        applicationId: row.id,
        jobId: job.id,
        detail: { from, to: o.outcome, by: 'sift', guaranteedInterview: o.guaranteedInterview },
      });
      if (row.applicantId) await this.notify(tx, row.applicantId, job, row.id, o.outcome, event.id);
    }
  }

  private async notify(tx: Database, applicantId: number, job: JobRow, id: number, status: ApplicationStatus, eventId: number) {
    const user = await findUser(tx, applicantId);
    if (!user || user.status === 'deleted' || !(await wantsApplicationUpdates(tx, applicantId))) return;
    const mail = statusChangedMail(user.locale, user.email, user.fullName, job, status, `${this.config.publicUrl}${paths.to(paths.careers.myApplication, id)}`);
    await this.app.mailer.queue(tx, mail, { applicationEventId: eventId });
  }

  /** Break glass: a super admin or recruitment admin reveals one applicant of a name-blind job to its panel, with a reason; audited. */
  async reveal(request: FastifyRequest, applicationId: number, reason: string) {
    const found = await findForScoring(this.db, applicationId);
    if (!found || found.application.status === 'draft') throw refuse('application_not_found', 'This application does not exist.');
    const { application, job } = found;
    const caller = await callerOnApplication(this.db, request, job, application.id, application.applicantId);
    const state = await this.app.accountState.get(caller.userId);
    const role = state?.staff?.systemRole ?? (state?.role === 'admin' ? 'super_admin' : null);
    const actor = await auditActorOf(request);
    if (role !== 'super_admin' && role !== 'recruitment_admin') {
      await recordAudit(this.db, actor, { action: 'sift.identity_reveal_denied', subjectType: 'Application', subjectId: application.id, applicationId: application.id, jobId: job.id, outcome: 'denied' });
      throw forbidden('Only a super admin or a recruitment admin may reveal an applicant.');
    }
    const card = await scorecardOf(this.db, job.id);
    if (!card?.nameBlind) throw refuse('not_name_blind', 'This job is not name-blind: there is nothing to reveal.');
    const text = reason.trim();
    if (!text) throw refuse('reason_required', 'Give the reason for revealing this applicant.', { field: 'reason' });
    const row = await this.db.transaction(async (tx) => {
      const inserted = await insertReveal(tx, { jobId: job.id, applicationId: application.id, kind: 'break_glass', actorId: caller.userId, reason: text });
      await recordAudit(tx, actor, { action: 'sift.identity_revealed', subjectType: 'Application', subjectId: application.id, applicationId: application.id, jobId: job.id, detail: { kind: 'break_glass', reason: text } });
      return inserted;
    });
    const applicant = application.applicantId ? await findUser(this.db, application.applicantId) : undefined;
    const snapshot = application.snapshot as { applicant?: { fullName?: string; email?: string } } | null;
    return {
      applicationId: application.id,
      fullName: snapshot?.applicant?.fullName ?? applicant?.fullName ?? '',
      email: applicant && applicant.status !== 'deleted' ? applicant.email : '',
      revealedAt: row.at.toISOString(),
    };
  }
}
