import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config.js';
import { referenceChasers, referenceRequests } from '../../db/schema.js';
import { APPLICANT_REMINDER_HOURS } from '../../../common/reference-rules.js';
import { refuse } from '../../lib/refusals.js';
import { applicantEmailsOf, mailReferee } from './links.js';
import { mailNoLongerNeeded } from './notices.js';
import { applicationContext, chasersOf, findRequest, requestsOf, type RequestRow } from './repo.js';
import { newRequest } from './service-staff.js';
import { canRequestFor } from './request-stage.js';
import { deliveriesOf, deliveryOf } from './deliveries.js';
import { changeRefereeEmail } from './email-change.js';
import { addressBounced, historyOf, isOpen, isOverdue } from './views.js';
import type { Static } from '@sinclair/typebox';
import type { RefereeInputSchema } from './schemas.js';

const HOUR_MS = 3_600_000;
const REMIND_INTERVAL = sql.raw(`interval '${APPLICANT_REMINDER_HOURS} hours'`);

const canReplace = (row: RequestRow) => row.replacedBy === null && (row.status === 'declined' || isOverdue(row));
const canRemind = (row: RequestRow, now = Date.now()) => isOpen(row.status) && (!row.applicantRemindedAt || now - row.applicantRemindedAt.getTime() >= APPLICANT_REMINDER_HOURS * HOUR_MS);

/**
 * The applicant's side: the status and history of each request of their application (never what
 * a referee answered), a reminder at most every 48 hours, and a new referee in place of one who
 * declined or has not answered.
 */
export class ApplicantReferences {
  constructor(
    private readonly app: FastifyInstance,
    private readonly config: AppConfig,
  ) {}

  private get db() {
    return this.app.db;
  }

  private async mine(userId: number, applicationId: number) {
    const ctx = await applicationContext(this.db, applicationId);
    if (!ctx || ctx.applicantId !== userId || ctx.status === 'draft') throw refuse('application_not_found', 'This application does not exist.');
    return ctx;
  }

  private async request(userId: number, applicationId: number, referenceId: number) {
    const ctx = await this.mine(userId, applicationId);
    const row = await findRequest(this.db, applicationId, referenceId);
    if (!row) throw refuse('reference_not_found', 'This reference request does not exist.');
    return { ctx, row };
  }

  private async view(rows: RequestRow[]) {
    const ids = rows.map((r) => r.id);
    const [chasers, deliveries] = await Promise.all([chasersOf(this.db, ids), deliveriesOf(this.db, ids)]);
    return rows.map((row) => ({
      id: row.id,
      refereeName: row.referee?.name ?? '',
      refereeEmail: row.refereeEmail ?? '',
      status: row.status,
      requestedAt: row.requestedAt.toISOString(),
      canRemind: canRemind(row),
      canReplace: canReplace(row),
      addressBounced: addressBounced(row, deliveries.get(row.id)),
      history: historyOf(row, chasers.filter((c) => c.requestId === row.id), deliveryOf(deliveries, row.id).bounces),
    }));
  }

  async list(userId: number, applicationId: number) {
    await this.mine(userId, applicationId);
    return { items: await this.view(await requestsOf(this.db, applicationId)) };
  }

  /** One conditional UPDATE: two reminders at once send one; within 48 h of the last, 429 `reminder_too_soon`. */
  async remind(userId: number, applicationId: number, referenceId: number) {
    const { ctx, row } = await this.request(userId, applicationId, referenceId);
    if (!isOpen(row.status)) throw refuse('reference_not_open', 'This request is closed.');
    const done = await this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(referenceRequests)
        .set({ applicantRemindedAt: sql`now()`, lastEmailAt: sql`now()`, updatedAt: sql`now()` })
        .where(
          and(
            eq(referenceRequests.id, row.id),
            sql`${referenceRequests.status} in ('requested', 'in_progress')`,
            or(isNull(referenceRequests.applicantRemindedAt), sql`${referenceRequests.applicantRemindedAt} <= now() - ${REMIND_INTERVAL}`),
          ),
        )
        .returning();
      if (!updated) return undefined;
      await tx.insert(referenceChasers).values({ requestId: row.id, kind: `manual:applicant:${Date.now()}`, instance: 'request' });
      await mailReferee(this.app, this.config, tx, updated, ctx, 'reminder');
      return updated;
    });
    if (!done) throw refuse('reminder_too_soon', `You can remind a referee once every ${APPLICANT_REMINDER_HOURS} hours.`, { field: 'reference' });
    this.app.mailer.nudge();
    return (await this.view([done]))[0]!;
  }

  /** A corrected address for a referee our e-mail could not reach (only then: 409 `referee_email_not_bounced`). */
  async fixEmail(userId: number, applicationId: number, referenceId: number, email: string) {
    const { ctx, row } = await this.request(userId, applicationId, referenceId);
    const done = await changeRefereeEmail(this.app, this.config, ctx, row, email, 'applicant');
    return (await this.view([done]))[0]!;
  }

  /** A new referee in place of one who declined or has not answered for 14 days: the old request closes, the new one goes out. */
  async replace(userId: number, applicationId: number, referenceId: number, referee: Static<typeof RefereeInputSchema>) {
    const { ctx, row } = await this.request(userId, applicationId, referenceId);
    if (!canRequestFor(ctx)) throw refuse('references_not_open', 'References are no longer being collected for this application.');
    if (!canReplace(row)) throw refuse('referee_not_replaceable', 'Only a referee who declined or has not answered for 14 days can be replaced.');
    if (applicantEmailsOf(ctx).includes(referee.email.trim().toLowerCase())) throw refuse('referee_is_applicant', 'A referee cannot be yourself.', { field: 'email' });
    const created = await this.db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(referenceRequests)
        .values(newRequest(ctx, { ...referee, phone: referee.phone ?? '', id: null }, row.stage, row.locale, null))
        .onConflictDoNothing()
        .returning();
      if (!fresh) throw refuse('referee_already_asked', 'This address is already a referee of this application.', { field: 'email' });
      const closing = isOpen(row.status) ? { status: 'cancelled' as const } : {};
      const [old] = await tx
        .update(referenceRequests)
        .set({ ...closing, replacedBy: fresh.id, closedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(referenceRequests.id, row.id), isNull(referenceRequests.replacedBy), eq(referenceRequests.status, row.status)))
        .returning();
      if (!old) throw refuse('referee_not_replaceable', 'This referee was replaced already.');
      // A referee who had not answered hears that they are no longer needed; one who declined knows.
      if (closing.status) await mailNoLongerNeeded(this.app, this.config, tx, old, ctx);
      await mailReferee(this.app, this.config, tx, fresh, ctx, 'request');
      return fresh;
    });
    this.app.mailer.nudge();
    return (await this.view([created]))[0]!;
  }
}
