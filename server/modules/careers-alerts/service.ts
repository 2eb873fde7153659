import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import * as paths from '../../../common/paths.js';
import { accountPreferences, users } from '../../db/schema.js';
import { refuse } from '../../lib/refusals.js';
import { confirmationMail } from './emails.js';
import { alertsOf, deleteAlert, findAlert, insertAlert, insertFeedback, recentVisitorAlerts, updateAlert, type AlertRow } from './repo.js';
import type { CreateJobAlert, JobAlert, JobAlertFeedback, UpdateJobAlert } from './schemas.js';
import { alertOfToken, dropTokens, newToken, storeTokens } from './tokens.js';

/** A visitor's confirmation link is valid this long. */
export const CONFIRM_HOURS = 48;
/** Visitors' alerts one address may be sent confirmations for in a day; past it, the answer is the same and nothing is sent. */
export const VISITOR_ALERTS_PER_DAY = 3;

const notFound = () => refuse('job_alert_not_found', 'There is no such job alert.');

export function toJobAlert(row: AlertRow): JobAlert {
  return {
    id: row.id,
    name: row.name,
    criteria: row.criteria,
    frequency: row.frequency,
    status: row.status,
    locale: row.locale as JobAlert['locale'],
    email: row.email,
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Who acts on an alert: its owner signed in, or the holder of one of its e-mails' tokens. */
export type AlertActor = { userId: number } | { token: string };

/** Job alerts: saved searches e-mailed daily or weekly (the digest is digest.ts). */
export class JobAlerts {
  constructor(
    private readonly app: FastifyInstance,
    private readonly config: AppConfig,
  ) {}

  private get db() {
    return this.app.db;
  }

  /** The alert `id` if `actor` may change it; 404 otherwise (someone else's alert, or a token of another alert). */
  private async owned(id: number, actor: AlertActor): Promise<AlertRow> {
    if ('token' in actor) {
      const found = await alertOfToken(this.db, 'manage', actor.token);
      if (!found || found.alertId !== id) throw notFound();
    }
    const row = await findAlert(this.db, id);
    if (!row || ('userId' in actor && row.userId !== actor.userId)) throw notFound();
    return row;
  }

  async list(userId: number) {
    const [prefs] = await this.db.select({ on: accountPreferences.emailJobAlerts }).from(accountPreferences).where(eq(accountPreferences.userId, userId));
    return { alerts: (await alertsOf(this.db, userId)).map(toJobAlert), emailJobAlerts: prefs?.on ?? false };
  }

  /** A signed-in applicant's alert, active at once; saving one turns the account's master switch on. */
  async createForAccount(userId: number, input: CreateJobAlert) {
    const [user] = await this.db.select({ email: users.email, locale: users.locale }).from(users).where(eq(users.id, userId));
    if (!user) throw refuse('account_gone', 'This account no longer exists');
    const row = await this.db.transaction(async (tx) => {
      const alert = await insertAlert(tx, { userId, email: user.email, locale: input.locale ?? user.locale, name: input.name.trim(), criteria: input.criteria, frequency: input.frequency, status: 'active' });
      await tx
        .insert(accountPreferences)
        .values({ userId, emailJobAlerts: true })
        .onConflictDoUpdate({ target: accountPreferences.userId, set: { emailJobAlerts: true, updatedAt: sql`now()` } });
      return alert;
    });
    return { status: 'active' as const, message: 'Your job alert is saved.', alert: toJobAlert(row) };
  }

  /**
   * A visitor's alert: pending until the e-mailed link (48 h) is followed. The answer is the same
   * whatever the address (one with an account, one over its daily limit): it tells nobody anything.
   */
  async createForVisitor(input: CreateJobAlert) {
    if (!input.email) throw refuse('email_required', 'Give the e-mail address to send the alert to.', { field: 'email' });
    const email = input.email.trim();
    const answer = { status: 'pending' as const, message: `If this address can receive e-mail, a confirmation link is on its way. Follow it within ${CONFIRM_HOURS} hours to start the alert.` };
    if ((await recentVisitorAlerts(this.db, email, new Date(Date.now() - 86_400_000))) >= VISITOR_ALERTS_PER_DAY) return answer;
    const token = newToken();
    await this.db.transaction(async (tx) => {
      const alert = await insertAlert(tx, {
        userId: null,
        email,
        locale: input.locale ?? 'en',
        name: input.name.trim(),
        criteria: input.criteria,
        frequency: input.frequency,
        status: 'pending',
        confirmExpiresAt: new Date(Date.now() + CONFIRM_HOURS * 3_600_000),
      });
      await storeTokens(tx, 'confirm', [{ alertId: alert.id, token }], CONFIRM_HOURS * 3600);
      await this.app.mailer.queue(tx, confirmationMail(alert, `${this.config.publicUrl}${paths.careers.jobAlertConfirm}?token=${token}`));
    });
    this.app.mailer.nudge();
    return answer;
  }

  /** Edits, pauses or resumes an alert; a changed search keeps what was sent already (never sent twice). */
  async update(id: number, actor: AlertActor, input: UpdateJobAlert): Promise<JobAlert> {
    const row = await this.owned(id, actor);
    const status = input.paused === undefined || row.status === 'pending' ? row.status : input.paused ? 'paused' : 'active';
    const updated = await updateAlert(this.db, id, {
      ...(input.name !== undefined ? { name: input.name.trim() } : {}),
      ...(input.criteria !== undefined ? { criteria: input.criteria } : {}),
      ...(input.frequency !== undefined ? { frequency: input.frequency } : {}),
      status,
      ...(status === 'active' && row.status === 'unsubscribed' ? { unsubscribedAt: null } : {}),
    });
    if (!updated) throw notFound();
    return toJobAlert(updated);
  }

  async remove(id: number, userId: number): Promise<void> {
    await this.owned(id, { userId });
    await deleteAlert(this.db, id);
  }

  /** A visitor's confirmation link, followed and confirmed (a POST from the page it opens). */
  async confirm(token: string): Promise<JobAlert> {
    const found = await alertOfToken(this.db, 'confirm', token);
    if (!found) throw refuse('token_invalid', 'This confirmation link is unknown or was used already.', { field: 'token' });
    if (found.expired) throw refuse('token_expired', `This confirmation link has expired (after ${CONFIRM_HOURS} hours): save the alert again.`, { field: 'token' });
    const row = await findAlert(this.db, found.alertId);
    if (!row) throw refuse('token_invalid', 'This confirmation link is unknown or was used already.', { field: 'token' });
    // Jobs published from now on: the alert starts at its confirmation, without a back catalogue.
    const updated = row.status === 'pending' ? await updateAlert(this.db, row.id, { status: 'active', confirmExpiresAt: null, watermarkAt: new Date() }) : row;
    await dropTokens(this.db, row.id, 'confirm');
    return toJobAlert(updated ?? row);
  }

  /** RFC 8058 one-click unsubscribe: by the e-mail's token alone, idempotent. */
  async unsubscribe(token: string): Promise<JobAlert> {
    const row = await this.byToken(token);
    if (row.status === 'unsubscribed') return toJobAlert(row);
    return toJobAlert((await updateAlert(this.db, row.id, { status: 'unsubscribed', unsubscribedAt: new Date() }))!);
  }

  /** The alert of an e-mail's token (the manage page); reading it changes nothing. */
  async byToken(token: string): Promise<AlertRow> {
    const found = await alertOfToken(this.db, 'manage', token);
    const row = found && (await findAlert(this.db, found.alertId));
    if (!row) throw refuse('token_invalid', 'This link is unknown: the alert may have been deleted.', { field: 'token' });
    return row;
  }

  async feedback(id: number, actor: AlertActor, input: JobAlertFeedback): Promise<void> {
    const row = await this.owned(id, actor);
    await insertFeedback(this.db, id, input.useful, input.comment?.trim() || null, row.criteria);
  }
}
