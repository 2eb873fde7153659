import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditActorOf, recordAudit } from '../../lib/audit.js';
import { applicationEnded } from '../../lib/application-ends.js';
import { refuse } from '../../lib/refusals.js';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/connection.js';
import * as paths from '../../../common/paths.js';
import { changedTerms, LIVE_OFFER_STATUSES, type OfferStatus, type OfferTerms } from '../../../common/offer-rules.js';
import type { ApplicationStatus } from '../../../common/application-status.js';
import { findUser, insertEvent, moveApplication } from '../careers-applications/index.js';
import type { JobRow } from '../careers-jobs/index.js';
import { seesHealth, staffApplication, type StaffTarget } from './access.js';
import { offerMail } from './emails.js';
import { addDays, lockApplication, now, offerAnswer } from './offer-parts.js';
import { approvalsOf, checksOf, deleteApprovals, findOffer, insertApproval, insertChecks, insertOffer, latestOfferOf, liveOfferOf, lockJobAndCountAccepted, moveChecks, updateOfferFrom, type OfferRow } from './repo.js';
import type { CreateOfferBody, UpdateOfferBody } from './schemas.js';
import { assertKnownTypes, checkTypeMap, jobProfileOf } from './service-catalogue.js';
import { blockersOf, today } from './views.js';

const offerNotFound = () => refuse('offer_not_found', 'This offer does not exist.');
const wrongState = (status: OfferStatus, what: string) => refuse('invalid_transition', `An offer that is ${status} cannot be ${what}.`);

/** Approvals an offer needs: the job's number, and at least one when the salary is above the advertised range. */
const approvalsNeeded = (job: JobRow, terms: OfferTerms, configured: number) => Math.max(configured, terms.salary !== null && job.salaryMax !== null && terms.salary > job.salaryMax ? 1 : 0);

/**
 * The offer's state machine on the staff side: create, change (a new version once sent), approve,
 * send, withdraw, make unconditional, confirm the start. Only these move the application between
 * interview, offer, hired and rejected, each in the transaction that changes the offer.
 */
export class OfferService {
  constructor(
    private readonly app: FastifyInstance,
    private readonly config: AppConfig,
  ) {}

  private get db() {
    return this.app.db;
  }

  /** The offer `id` and its application, when the caller may decide it. */
  private async decidable(request: FastifyRequest, id: number): Promise<StaffTarget & { offer: OfferRow }> {
    const offer = await findOffer(this.db, id);
    if (!offer) throw offerNotFound();
    const target = await staffApplication(this.db, request, offer.applicationId, ['update', 'decide']);
    return { ...target, offer };
  }

  private answer(request: FastifyRequest, offer: OfferRow, job: JobRow) {
    return offerAnswer(this.db, offer, job, { healthNotes: seesHealth(request) });
  }

  private link(applicationId: number) {
    return `${this.config.publicUrl}${paths.to(paths.careers.myOffer, applicationId)}`;
  }

  /** Queues an e-mail to the applicant of the application (nothing when the account is gone). */
  private async tellApplicant(tx: Database, target: StaffTarget, kind: Parameters<typeof offerMail>[0], detail: string) {
    const user = target.row.applicantId ? await findUser(tx, target.row.applicantId) : undefined;
    if (!user || user.status === 'deleted') return;
    await this.app.mailer.queue(tx, offerMail(kind, user, target.job, detail, this.link(target.row.id)));
  }

  /** Moves the application with its timeline entry, or rolls the transaction back (409) when someone moved it meanwhile. */
  private async moveWith(tx: Database, request: FastifyRequest, target: StaffTarget, from: ApplicationStatus, to: ApplicationStatus, reason: string | null = null) {
    const moved = await moveApplication(tx, target.row.id, from, to);
    if (!moved) throw refuse('version_conflict', 'This application was changed by someone else meanwhile. Reload it and try again.');
    await insertEvent(tx, { applicationId: target.row.id, actorId: request.user.sub, actorRole: 'admin', fromStatus: from, toStatus: to, reason, visibleToApplicant: true });
  }

  /** The application's offer (the live one, else the newest): a sensitive read, audited. */
  async get(request: FastifyRequest, applicationId: number) {
    const target = await staffApplication(this.db, request, applicationId, ['read']);
    const offer = (await liveOfferOf(this.db, applicationId)) ?? (await latestOfferOf(this.db, applicationId));
    if (!offer) throw offerNotFound();
    await recordAudit(this.db, await auditActorOf(request), { action: 'offer.read', subjectType: 'Offer', subjectId: offer.id, applicationId, jobId: target.job.id });
    return this.answer(request, offer, target.job);
  }

  async create(request: FastifyRequest, applicationId: number, body: CreateOfferBody) {
    const target = await staffApplication(this.db, request, applicationId, ['update', 'decide']);
    if (target.row.status !== 'interview') throw refuse('not_appointable', 'An offer is made only to an application at interview.');
    if (body.respondBy < today()) throw refuse('respond_by_past', 'The respond-by date is before today.', { field: 'respondBy' });
    const profile = await jobProfileOf(this.db, target.job);
    const types = await checkTypeMap(this.db);
    const keys = [...new Set(body.checkTypeKeys ?? profile.checkTypeKeys.filter((k) => types.get(k)?.active))];
    assertKnownTypes(types, keys, 'checkTypeKeys');
    const actor = await auditActorOf(request);
    const offer = await this.db.transaction(async (tx) => {
      const locked = await lockApplication(tx, applicationId);
      if (locked?.status !== 'interview') throw refuse('not_appointable', 'An offer is made only to an application at interview.');
      if (await liveOfferOf(tx, applicationId)) throw refuse('offer_exists', 'This application has a live offer already.');
      const posts = await lockJobAndCountAccepted(tx, target.job.id);
      const full = posts.accepted >= posts.posts;
      if (full && profile.refuseOverPosts) throw refuse('posts_filled', 'Accepted offers already fill every post of this job.');
      const previous = await latestOfferOf(tx, applicationId);
      const created = await insertOffer(tx, {
        applicationId,
        jobId: target.job.id,
        version: (previous?.version ?? 0) + 1,
        terms: body.terms,
        respondBy: body.respondBy,
        approvalsRequired: approvalsNeeded(target.job, body.terms, profile.approvalsRequired),
        overPosts: full,
        createdBy: request.user.sub,
      });
      const dueOn = addDays(body.terms.proposedStart, -7) < today() ? body.terms.proposedStart : addDays(body.terms.proposedStart, -7);
      await insertChecks(
        tx,
        keys.map((key) => ({ applicationId, offerId: created.id, checkTypeKey: key, owner: types.get(key)!.owner, dueOn })),
      );
      await recordAudit(tx, actor, { action: 'offer.created', subjectType: 'Offer', subjectId: created.id, applicationId, jobId: target.job.id, detail: { checks: keys, overPosts: full } });
      return created;
    });
    return this.answer(request, offer, target.job);
  }

  /** A draft changes in place (its approvals start again); a sent or accepted offer gets a new version the applicant answers again. */
  async update(request: FastifyRequest, id: number, body: UpdateOfferBody) {
    const target = await this.decidable(request, id);
    if (body.respondBy < today()) throw refuse('respond_by_past', 'The respond-by date is before today.', { field: 'respondBy' });
    const { offer } = target;
    if (!['draft', 'sent', 'accepted'].includes(offer.status)) throw wrongState(offer.status, 'changed');
    const profile = await jobProfileOf(this.db, target.job);
    const approvalsRequired = approvalsNeeded(target.job, body.terms, profile.approvalsRequired);
    const changes = changedTerms({ ...offer.terms, respondBy: offer.respondBy }, { ...body.terms, respondBy: body.respondBy });
    const actor = await auditActorOf(request);
    const next = await this.db.transaction(async (tx) => {
      let row: OfferRow | undefined;
      if (offer.status === 'draft') {
        row = await updateOfferFrom(tx, offer.id, ['draft'], { terms: body.terms, respondBy: body.respondBy, approvalsRequired });
        if (row) await deleteApprovals(tx, offer.id);
      } else {
        const replaced = await updateOfferFrom(tx, offer.id, [offer.status], { status: 'superseded' });
        if (replaced) {
          row = await insertOffer(tx, {
            applicationId: offer.applicationId,
            jobId: offer.jobId,
            version: offer.version + 1,
            terms: body.terms,
            respondBy: body.respondBy,
            changes,
            approvalsRequired,
            overPosts: offer.overPosts,
            createdBy: request.user.sub,
          });
          await moveChecks(tx, offer.id, row.id);
        }
      }
      if (!row) throw refuse('version_conflict', 'This offer was changed by someone else meanwhile. Reload it and try again.');
      await recordAudit(tx, actor, { action: 'offer.changed', subjectType: 'Offer', subjectId: row.id, applicationId: offer.applicationId, jobId: offer.jobId, detail: { version: row.version, changes } });
      return row;
    });
    return this.answer(request, next, target.job);
  }

  async approve(request: FastifyRequest, id: number) {
    const { offer, job } = await this.decidable(request, id);
    if (offer.status !== 'draft') throw wrongState(offer.status, 'approved');
    if (offer.createdBy === request.user.sub) throw refuse('approver_is_author', 'Whoever made the offer cannot approve it.');
    const actor = await auditActorOf(request);
    await this.db.transaction(async (tx) => {
      if (!(await insertApproval(tx, offer.id, request.user.sub))) throw refuse('already_approved', 'You approved this version already.');
      await recordAudit(tx, actor, { action: 'offer.approved', subjectType: 'Offer', subjectId: offer.id, applicationId: offer.applicationId, jobId: offer.jobId });
    });
    return this.answer(request, offer, job);
  }

  async send(request: FastifyRequest, id: number) {
    const target = await this.decidable(request, id);
    const { offer } = target;
    if (offer.status !== 'draft') throw wrongState(offer.status, 'sent');
    if (target.row.status !== 'interview' && target.row.status !== 'offer') throw refuse('not_appointable', `The application is ${target.row.status}: this offer can no longer be sent.`);
    if (offer.respondBy < today()) throw refuse('respond_by_past', 'The respond-by date is before today: change it first.', { field: 'respondBy' });
    const approvals = await approvalsOf(this.db, offer.id);
    if (approvals.length < offer.approvalsRequired) throw refuse('approvals_missing', `This offer needs ${offer.approvalsRequired} approval(s); it has ${approvals.length}.`);
    const actor = await auditActorOf(request);
    const sent = await this.db.transaction(async (tx) => {
      const row = await updateOfferFrom(tx, offer.id, ['draft'], { status: 'sent', sentAt: now() });
      if (!row) throw refuse('version_conflict', 'This offer was changed by someone else meanwhile. Reload it and try again.');
      if (target.row.status === 'interview') await this.moveWith(tx, request, target, 'interview', 'offer');
      await this.tellApplicant(tx, target, 'offer-sent', offer.respondBy);
      await recordAudit(tx, actor, { action: 'offer.sent', subjectType: 'Offer', subjectId: offer.id, applicationId: offer.applicationId, jobId: offer.jobId, detail: { version: offer.version } });
      return row;
    });
    this.app.mailer.nudge();
    return this.answer(request, sent, target.job);
  }

  async withdraw(request: FastifyRequest, id: number, reasonGiven: string) {
    const reason = reasonGiven.trim();
    if (!reason) throw refuse('reason_required', 'Give a reason for withdrawing the offer.', { field: 'reason' });
    const target = await this.decidable(request, id);
    const { offer } = target;
    if (!LIVE_OFFER_STATUSES.includes(offer.status)) throw wrongState(offer.status, 'withdrawn');
    const actor = await auditActorOf(request);
    const withdrawn = await this.db.transaction(async (tx) => {
      const row = await updateOfferFrom(tx, offer.id, [...LIVE_OFFER_STATUSES], { status: 'withdrawn', withdrawnAt: now(), withdrawnBy: request.user.sub, withdrawalReason: reason });
      if (!row) throw refuse('version_conflict', 'This offer was changed by someone else meanwhile. Reload it and try again.');
      if (target.row.status === 'offer') await this.moveWith(tx, request, target, 'offer', 'rejected', reason);
      if (offer.status !== 'draft' || offer.version > 1) await this.tellApplicant(tx, target, 'offer-withdrawn', reason);
      // Sent to the applicant, the offer's withdrawal ends the application: its references are no longer needed.
      if (target.row.status === 'offer') await applicationEnded({ app: this.app, config: this.config, tx }, offer.applicationId);
      await recordAudit(tx, actor, { action: 'offer.withdrawn', subjectType: 'Offer', subjectId: offer.id, applicationId: offer.applicationId, jobId: offer.jobId, detail: { reason } });
      return row;
    });
    this.app.mailer.nudge();
    return this.answer(request, withdrawn, target.job);
  }

  async makeUnconditional(request: FastifyRequest, id: number, startDate: string) {
    const target = await this.decidable(request, id);
    const { offer } = target;
    if (offer.status !== 'accepted') throw wrongState(offer.status, 'made unconditional (the applicant accepts it first)');
    const blockers = blockersOf(await checksOf(this.db, offer.id));
    if (blockers.length) {
      throw refuse('checks_outstanding', `These checks are neither met nor waived: ${blockers.join(', ')}.`, { field: `checks.${blockers[0]}`, problems: blockers.map((key) => ({ code: 'checks_outstanding', field: `checks.${key}` })) });
    }
    const actor = await auditActorOf(request);
    const row = await this.db.transaction(async (tx) => {
      const done = await updateOfferFrom(tx, offer.id, ['accepted'], { status: 'unconditional', unconditionalAt: now(), unconditionalBy: request.user.sub, startDate });
      if (!done) throw refuse('version_conflict', 'This offer was changed by someone else meanwhile. Reload it and try again.');
      await this.tellApplicant(tx, target, 'offer-unconditional', startDate);
      await recordAudit(tx, actor, { action: 'offer.unconditional', subjectType: 'Offer', subjectId: offer.id, applicationId: offer.applicationId, jobId: offer.jobId, detail: { startDate } });
      return done;
    });
    this.app.mailer.nudge();
    return this.answer(request, row, target.job);
  }

  async confirmStart(request: FastifyRequest, id: number, startDate: string) {
    const target = await this.decidable(request, id);
    const { offer } = target;
    if (offer.status !== 'unconditional') throw wrongState(offer.status, 'started (make it unconditional first)');
    const actor = await auditActorOf(request);
    const row = await this.db.transaction(async (tx) => {
      const done = await updateOfferFrom(tx, offer.id, ['unconditional'], { status: 'started', startConfirmedAt: now(), startDate });
      if (!done) throw refuse('version_conflict', 'This offer was changed by someone else meanwhile. Reload it and try again.');
      await this.moveWith(tx, request, target, 'offer', 'hired');
      await recordAudit(tx, actor, { action: 'offer.start_confirmed', subjectType: 'Offer', subjectId: offer.id, applicationId: offer.applicationId, jobId: offer.jobId, detail: { startDate } });
      return done;
    });
    return this.answer(request, row, target.job);
  }
}
