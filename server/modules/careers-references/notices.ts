import type { FastifyInstance } from 'fastify';
import { and, desc, eq, inArray, isNotNull, notExists, sql } from 'drizzle-orm';
import * as paths from '../../../common/paths.js';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/connection.js';
import { applications, referenceChasers, referenceRequests, users } from '../../db/schema.js';
import { referenceMail } from './emails.js';
import { applicantNameOf } from './links.js';
import { applicationContext, openRequestsWhere, type ApplicationContext, type RequestRow } from './repo.js';

/** Applications that ended: the referees of their open requests hear that they are no longer needed. */
const ENDED = ['rejected', 'withdrawn'] as const;
/** The claim row (reference_chasers) of the "no longer needed" notice of an ended application's request. */
export const ENDED_NOTICE = 'ended';

/** Queues "no longer needed" to the referee of a request that closes unanswered (in `tx`); nothing for a purged one. */
export async function mailNoLongerNeeded(app: FastifyInstance, config: AppConfig, tx: Database, row: RequestRow, ctx: ApplicationContext): Promise<void> {
  if (!row.refereeEmail) return;
  const link = `${config.publicUrl}${paths.careers.home}`;
  await app.mailer.queue(tx, referenceMail('no_longer_needed', { to: row.refereeEmail, name: row.referee?.name ?? '', locale: row.locale, link, applicant: applicantNameOf(ctx), job: ctx.jobTitle }));
}

/**
 * Queues "a reference arrived, to review" (in `tx`) to the member of staff who asked for it, or for a
 * replacement (which the applicant asked for), to the last one who asked for one of the application's.
 */
export async function mailReferenceReceived(app: FastifyInstance, config: AppConfig, tx: Database, row: RequestRow, ctx: ApplicationContext): Promise<void> {
  const asker = row.requestedBy
    ? eq(users.id, row.requestedBy)
    : sql`${users.id} = (${tx
        .select({ id: referenceRequests.requestedBy })
        .from(referenceRequests)
        .where(and(eq(referenceRequests.applicationId, row.applicationId), isNotNull(referenceRequests.requestedBy)))
        .orderBy(desc(referenceRequests.id))
        .limit(1)})`;
  const [staff] = await tx.select({ email: users.email, name: users.fullName, locale: users.locale }).from(users).where(asker);
  if (!staff) return;
  const link = `${config.publicUrl}${paths.to(paths.careers.application, ctx.id)}`;
  const mail = referenceMail('received', { to: staff.email, name: staff.name, locale: staff.locale, link, applicant: applicantNameOf(ctx), job: ctx.jobTitle, referee: row.referee?.name ?? '' });
  await app.mailer.queue(tx, mail);
}

/**
 * Tells the referees of the open requests of applications that ended (rejected, withdrawn) that the
 * reference is no longer needed: once each, across instances and restarts (a claim row written in
 * the e-mail's transaction). Answers the e-mails queued.
 */
export async function runEndedNotices(app: FastifyInstance, config: AppConfig, instance: string): Promise<number> {
  const claimed = referenceChasers;
  const claimedAlready = app.db.select({ one: sql`1` }).from(claimed).where(and(eq(claimed.requestId, referenceRequests.id), eq(claimed.kind, ENDED_NOTICE)));
  const rows = await openRequestsWhere(app.db, inArray(applications.status, [...ENDED]), notExists(claimedAlready));
  let sent = 0;
  for (const row of rows) {
    const ctx = await applicationContext(app.db, row.applicationId);
    if (!ctx) continue;
    sent += await app.db.transaction(async (tx) => {
      const claim = await tx.insert(claimed).values({ requestId: row.id, kind: ENDED_NOTICE, instance }).onConflictDoNothing().returning();
      if (!claim.length) return 0;
      await mailNoLongerNeeded(app, config, tx, row, ctx);
      return 1;
    });
  }
  if (sent) app.mailer.nudge();
  return sent;
}
