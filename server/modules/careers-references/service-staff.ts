import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config.js';
import { referenceRequests, referenceChasers } from '../../db/schema.js';
import { auditActorOf, recordAudit } from '../../lib/audit.js';
import { refuse } from '../../lib/refusals.js';
import { completeEmail } from '../../../common/profile-rules.js';
import { QUESTIONNAIRE_VERSION, REFERENCE_LINK_WEEKS, type ReferenceStage } from '../../../common/reference-rules.js';
import type { Locale } from '../../../common/locales.js';
import { contentAccess, staffApplication } from './access.js';
import type { AnswerCipher } from './crypto.js';
import { applicantEmailsOf, mailReferee } from './links.js';
import { mailNoLongerNeeded } from './notices.js';
import { findRequest, requestsOf, updateOpen, type ApplicationContext, type RequestRow } from './repo.js';
import { REQUIRED_REFERENCES, referencesSatisfied } from './satisfied.js';
import type { ReferenceAnswers } from './schemas.js';
import { deliveriesOf } from './deliveries.js';
import { changeRefereeEmail } from './email-change.js';
import { beforeTheJobsTime, canRequestFor, stageOfRequest } from './request-stage.js';
import { markChecksOfCategory } from '../careers-offers/index.js';
import { isOpen, toSummary } from './views.js';

const WEEK_MS = 7 * 86_400_000;
/** Staff may send a reminder 7 days after the last e-mail to the referee (Teaching Vacancies). */
const STAFF_REMINDER_INTERVAL = sql`interval '7 days'`;

interface SubmittedReferee {
  id: string;
  name: string;
  position: string;
  organisation: string;
  relationship: string;
  email: string;
  phone: string;
}

export const refereesOf = (ctx: ApplicationContext): SubmittedReferee[] => ((ctx.snapshot?.profile as { referees?: SubmittedReferee[] } | undefined)?.referees ?? []).filter((r) => r && typeof r.id === 'string');

/** The values of a new request (12 weeks of links from now). */
export function newRequest(ctx: ApplicationContext, referee: Omit<SubmittedReferee, 'id'> & { id: string | null }, stage: ReferenceStage, locale: string, requestedBy: number | null) {
  const { id, email, ...details } = referee;
  return {
    applicationId: ctx.id,
    refereeEntryId: id,
    referee: { name: details.name, position: details.position ?? '', organisation: details.organisation ?? '', relationship: details.relationship ?? '', phone: details.phone ?? '' },
    refereeEmail: email.trim(),
    stage,
    questionnaireVersion: QUESTIONNAIRE_VERSION,
    locale,
    requestedBy,
    expiresAt: new Date(Date.now() + REFERENCE_LINK_WEEKS * WEEK_MS),
  };
}

/**
 * The staff's side of references: request, follow, remind, cancel, correct the address, review,
 * record one received elsewhere, and read one (every read audited, content cut to the caller's rules).
 */
export class StaffReferences {
  constructor(
    private readonly app: FastifyInstance,
    private readonly config: AppConfig,
    private readonly cipher: () => AnswerCipher,
  ) {}

  private get db() {
    return this.app.db;
  }

  async list(request: FastifyRequest, applicationId: number) {
    const ctx = await staffApplication(this.db, request, applicationId);
    const rows = await requestsOf(this.db, applicationId);
    const deliveries = await deliveriesOf(this.db, rows.map((r) => r.id));
    const asked = new Set(rows.filter((r) => r.status !== 'cancelled' && r.refereeEmail).map((r) => r.refereeEmail!.toLowerCase()));
    return {
      items: rows.map((row) => toSummary(row, deliveries.get(row.id))),
      referees: refereesOf(ctx).map((r) => ({ id: r.id, name: r.name, email: r.email, requested: asked.has(r.email.trim().toLowerCase()) })),
      canRequest: canRequestFor(ctx) && request.ability.can('update', 'Application'),
      jobReferenceStage: ctx.jobReferenceStage,
      needsExplicitStage: beforeTheJobsTime(ctx),
      requiredSatisfied: await referencesSatisfied(this.db, applicationId),
    };
  }

  async request(request: FastifyRequest, applicationId: number, body: { refereeIds: string[]; stage?: ReferenceStage; locale?: Locale }) {
    const ctx = await staffApplication(this.db, request, applicationId, true);
    const stage = stageOfRequest(ctx, body.stage);
    const named = refereesOf(ctx);
    const own = applicantEmailsOf(ctx);
    const chosen = body.refereeIds.map((id, n) => {
      const referee = named.find((r) => r.id === id);
      const field = `refereeIds.${n}`;
      if (!referee) throw refuse('referee_not_found', 'The applicant did not name this referee.', { field });
      if (!completeEmail(referee.email ?? '')) throw refuse('referee_email_invalid', 'This referee\'s e-mail address is incomplete.', { field });
      if (own.includes(referee.email.trim().toLowerCase())) throw refuse('referee_is_applicant', 'A referee cannot be the applicant.', { field });
      return referee;
    });
    const locale = body.locale ?? ctx.applicantLocale ?? 'en';
    const actor = await auditActorOf(request);
    const rows = await this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(referenceRequests)
        .values(chosen.map((r) => newRequest(ctx, r, stage, locale, request.user.sub)))
        .onConflictDoNothing()
        .returning();
      // The unique index (application, address) refused one: nothing is requested.
      if (inserted.length !== chosen.length) throw refuse('referee_already_asked', 'One of these referees was asked already.');
      for (const row of inserted) await mailReferee(this.app, this.config, tx, row, ctx, 'request');
      await recordAudit(tx, actor, ...inserted.map((row) => ({ action: 'reference.requested', subjectType: 'Reference', subjectId: row.id, applicationId, jobId: ctx.jobId, detail: { stage } })));
      return inserted;
    });
    this.app.mailer.nudge();
    return { items: rows.map((row) => toSummary(row)) };
  }

  private async openRequest(request: FastifyRequest, applicationId: number, referenceId: number, write = true) {
    const ctx = await staffApplication(this.db, request, applicationId, write);
    const row = await findRequest(this.db, applicationId, referenceId);
    if (!row) throw refuse('reference_not_found', 'This reference request does not exist.');
    return { ctx, row };
  }

  /** Reads one reference: the content where the caller's rules allow, concern answers with `view_safeguarding`; always audited. */
  async get(request: FastifyRequest, applicationId: number, referenceId: number) {
    const { ctx, row } = await this.openRequest(request, applicationId, referenceId, false);
    const may = contentAccess(request.ability, ctx, row.stage);
    const answers = row.status === 'submitted' && row.answers ? this.cipher().open<ReferenceAnswers>(row.answers) : null;
    const { concerns, ...rest } = answers ?? {};
    const shown: string[] = [];
    if (may.content && answers) shown.push('content');
    if (may.content && may.concerns && concerns) shown.push('concerns');
    await recordAudit(this.db, await auditActorOf(request), { action: 'reference.read', subjectType: 'Reference', subjectId: row.id, applicationId, jobId: ctx.jobId, fields: shown });
    const concernView: 'not_asked' | 'none' | 'answered_restricted' | Record<string, unknown> =
      row.stage === 'pre_offer' ? 'not_asked' : !answers ? 'none' : may.content && may.concerns ? { ...concerns } : 'answered_restricted';
    const deliveries = await deliveriesOf(this.db, [row.id]);
    return {
      ...toSummary(row, deliveries.get(row.id)),
      content: !may.content ? ('restricted' as const) : answers ? rest : ('none' as const),
      concerns: concernView,
      confidential: answers?.shareable === false,
      declinedReason: may.content && row.declinedReason ? this.cipher().open<string>(row.declinedReason) : null,
      reviewNote: row.reviewNote,
    };
  }

  private async audited(request: FastifyRequest, ctx: ApplicationContext, row: RequestRow, action: string, detail: Record<string, unknown> | null = null) {
    await recordAudit(this.db, await auditActorOf(request), { action: `reference.${action}`, subjectType: 'Reference', subjectId: row.id, applicationId: ctx.id, jobId: ctx.jobId, detail });
  }

  async remind(request: FastifyRequest, applicationId: number, referenceId: number) {
    const { ctx, row } = await this.openRequest(request, applicationId, referenceId);
    if (!isOpen(row.status)) throw refuse('reference_not_open', 'This request is closed.');
    const updated = await this.db.transaction(async (tx) => {
      const [done] = await tx
        .update(referenceRequests)
        .set({ lastEmailAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(referenceRequests.id, row.id), lte(referenceRequests.lastEmailAt, sql`now() - ${STAFF_REMINDER_INTERVAL}`)))
        .returning();
      if (!done) return undefined;
      await tx.insert(referenceChasers).values({ requestId: row.id, kind: `manual:staff:${Date.now()}`, instance: 'request' });
      await mailReferee(this.app, this.config, tx, done, ctx, 'reminder');
      return done;
    });
    if (!updated) throw refuse('reminder_too_soon', 'The referee was e-mailed less than 7 days ago.');
    this.app.mailer.nudge();
    await this.audited(request, ctx, row, 'reminded');
    return toSummary(updated);
  }

  async cancel(request: FastifyRequest, applicationId: number, referenceId: number) {
    const { ctx, row } = await this.openRequest(request, applicationId, referenceId);
    const done = await this.db.transaction(async (tx) => {
      const cancelled = await updateOpen(tx, row.id, { status: 'cancelled', closedAt: new Date() });
      if (cancelled) await mailNoLongerNeeded(this.app, this.config, tx, cancelled, ctx);
      return cancelled;
    });
    if (!done) throw refuse('reference_not_open', 'This request is closed.');
    this.app.mailer.nudge();
    await this.audited(request, ctx, row, 'cancelled');
    return toSummary(done);
  }

  async receivedElsewhere(request: FastifyRequest, applicationId: number, referenceId: number, note: string) {
    const { ctx, row } = await this.openRequest(request, applicationId, referenceId);
    const done = await updateOpen(this.db, row.id, { status: 'received_elsewhere', closedAt: new Date(), reviewNote: note });
    if (!done) throw refuse('reference_not_open', 'This request is closed.');
    await this.audited(request, ctx, row, 'received_elsewhere');
    return toSummary(done);
  }

  async review(request: FastifyRequest, applicationId: number, referenceId: number, body: { review: 'satisfactory' | 'clarification' | 'unsatisfactory'; note?: string }) {
    const { ctx, row } = await this.openRequest(request, applicationId, referenceId);
    const [done] = await this.db
      .update(referenceRequests)
      .set({ review: body.review, reviewNote: body.note ?? row.reviewNote, reviewedBy: request.user.sub, reviewedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(referenceRequests.id, row.id), sql`${referenceRequests.status} in ('submitted', 'received_elsewhere')`))
      .returning();
    if (!done) throw refuse('reference_not_received', 'Only a reference that arrived can be reviewed.');
    await this.audited(request, ctx, row, 'reviewed', { review: body.review });
    // The last required reference found satisfactory meets the references check of the live offer.
    if (body.review === 'satisfactory' && (await referencesSatisfied(this.db, applicationId))) await markChecksOfCategory(this.db, applicationId, 'references', 'met');
    return toSummary(done);
  }

  /** A corrected address (any open request): every link sent so far stops working, and the request goes again to the new one. */
  async updateEmail(request: FastifyRequest, applicationId: number, referenceId: number, email: string) {
    const { ctx, row } = await this.openRequest(request, applicationId, referenceId);
    const done = await changeRefereeEmail(this.app, this.config, ctx, row, email, 'staff');
    await this.audited(request, ctx, row, 'email_changed');
    return toSummary(done);
  }
}

export { REQUIRED_REFERENCES };
