import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/connection.js';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import { auditActorOf, recordAudit } from '../../lib/audit.js';
import { applicationEnded } from '../../lib/application-ends.js';
import { refuse } from '../../lib/refusals.js';
import { offers } from '../../db/schema.js';
import { documentsAmong } from '../careers-documents/index.js';
import type { AppConfig } from '../../config.js';
import { findUser, insertEvent, moveApplication } from '../careers-applications/index.js';
import { ownApplication, type StaffTarget } from './access.js';
import { now, offerAnswer } from './offer-parts.js';
import { findCheck, jobSettingsOf, lockJobAndCountAccepted, updateCheck, updateOfferFrom, type OfferRow } from './repo.js';
import { today } from './views.js';
import { tellStaffOfAnswer } from './staff-mail.js';

const offerNotFound = () => refuse('offer_not_found', 'There is no offer for this application.');

/**
 * "Your offer": the applicant reads the offer they were sent (never a draft), accepts or declines
 * it before its respond-by date, and hands in the evidence a check asks of them from their documents.
 */
export class MyOfferService {
  constructor(
    private readonly app: FastifyInstance,
    private readonly config: AppConfig,
  ) {}

  private get db() {
    return this.app.db;
  }

  /** The newest version the applicant was sent (drafts stay with staff). */
  private async current(request: FastifyRequest, applicationId: number): Promise<StaffTarget & { offer: OfferRow }> {
    const target = await ownApplication(this.db, request, applicationId);
    const [offer] = await this.db
      .select()
      .from(offers)
      .where(and(eq(offers.applicationId, applicationId), notInArray(offers.status, ['draft'])))
      .orderBy(desc(offers.version))
      .limit(1);
    if (!offer) throw offerNotFound();
    return { ...target, offer };
  }

  private answer(offer: OfferRow, target: StaffTarget) {
    return offerAnswer(this.db, offer, target.job, { healthNotes: false, applicant: true });
  }

  async get(request: FastifyRequest, applicationId: number) {
    const target = await this.current(request, applicationId);
    return this.answer(target.offer, target);
  }

  /** Tells the job's recruiters and the offer's author of the applicant's answer (queued in `tx`). */
  private async tellStaff(tx: Database, request: FastifyRequest, offer: OfferRow, target: StaffTarget, kind: 'offer-accepted' | 'offer-declined') {
    const applicant = await findUser(tx, request.user.sub);
    await tellStaffOfAnswer(this.app, this.config, tx, offer, target.job, kind, applicant?.fullName ?? '');
  }

  private assertOpen(offer: OfferRow) {
    if (offer.status !== 'sent') throw refuse('invalid_transition', `This offer is ${offer.status}: it cannot be answered now.`);
    if (offer.respondBy < today()) throw refuse('respond_by_passed', 'The date to answer this offer has passed.');
  }

  /** Accepts under a lock on the job, so accepted offers are counted against its posts one at a time. */
  async accept(request: FastifyRequest, applicationId: number) {
    const target = await this.current(request, applicationId);
    this.assertOpen(target.offer);
    const settings = await jobSettingsOf(this.db, target.job.id);
    const actor = await auditActorOf(request);
    const row = await this.db.transaction(async (tx) => {
      const { posts, accepted } = await lockJobAndCountAccepted(tx, target.job.id);
      const full = accepted >= posts;
      if (full && settings?.refuseOverPosts) throw refuse('posts_filled', 'Every post of this job has been filled meanwhile.');
      const done = await updateOfferFrom(tx, target.offer.id, ['sent'], { status: 'accepted', acceptedAt: now(), overPosts: full });
      if (!done) throw refuse('invalid_transition', 'This offer was changed meanwhile: reload it.');
      await recordAudit(tx, actor, { action: 'offer.accepted', subjectType: 'Offer', subjectId: done.id, applicationId, jobId: target.job.id, detail: { version: done.version, overPosts: full } });
      await this.tellStaff(tx, request, done, target, 'offer-accepted');
      return done;
    });
    this.app.mailer.nudge();
    return this.answer(row, target);
  }

  /** Declining ends the offer and withdraws the application (the applicant's choice), with an optional reason. */
  async decline(request: FastifyRequest, applicationId: number, reasonGiven?: string) {
    const target = await this.current(request, applicationId);
    this.assertOpen(target.offer);
    const reason = reasonGiven?.trim() || null;
    const actor = await auditActorOf(request);
    const row = await this.db.transaction(async (tx) => {
      const done = await updateOfferFrom(tx, target.offer.id, ['sent'], { status: 'declined', declinedAt: now(), declineReason: reason });
      if (!done) throw refuse('invalid_transition', 'This offer was changed meanwhile: reload it.');
      const moved = await moveApplication(tx, applicationId, 'offer', 'withdrawn', request.user.sub);
      if (moved) await insertEvent(tx, { applicationId, actorId: request.user.sub, actorRole: 'applicant', fromStatus: 'offer', toStatus: 'withdrawn', reason, visibleToApplicant: true });
      await recordAudit(tx, actor, { action: 'offer.declined', subjectType: 'Offer', subjectId: done.id, applicationId, jobId: target.job.id });
      await this.tellStaff(tx, request, done, target, 'offer-declined');
      await applicationEnded({ app: this.app, config: this.config, tx }, applicationId);
      return done;
    });
    this.app.mailer.nudge();
    return this.answer(row, target);
  }

  /** Hands one of the applicant's documents in as a check's evidence: the check becomes received. */
  async uploadEvidence(request: FastifyRequest, applicationId: number, checkId: number, documentId: string) {
    const target = await this.current(request, applicationId);
    const check = await findCheck(this.db, checkId);
    if (!check || check.offerId !== target.offer.id || check.owner !== 'hr') throw refuse('check_not_found', 'This check does not exist.');
    if (!['sent', 'accepted'].includes(target.offer.status)) throw refuse('invalid_transition', `This offer is ${target.offer.status}: no evidence is needed now.`);
    if (check.status !== 'requested' && check.status !== 'received') throw refuse('invalid_transition', 'This check is decided already.');
    const [document] = await documentsAmong(this.db, request.user.sub, [documentId]);
    if (!document) throw refuse('document_not_owned', 'This document is not among yours.', { field: 'documentId' });
    const actor = await auditActorOf(request);
    await this.db.transaction(async (tx) => {
      await updateCheck(tx, check.id, { status: 'received', documentId });
      await recordAudit(tx, actor, { action: 'offer_check.evidence_uploaded', subjectType: 'OfferCheck', subjectId: check.id, applicationId, jobId: target.job.id });
    });
    return this.answer(target.offer, target);
  }
}
