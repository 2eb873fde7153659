import type { FastifyInstance } from 'fastify';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config.js';
import { referenceChasers, referenceRequests } from '../../db/schema.js';
import { refuse } from '../../lib/refusals.js';
import { deliveriesOf } from './deliveries.js';
import { applicantEmailsOf, mailReferee } from './links.js';
import { updateOpen, type ApplicationContext, type RequestRow } from './repo.js';
import { revokeTokens } from './tokens.js';
import { EMAIL_CHANGE_KIND, isOpen } from './views.js';

const notOpen = () => refuse('reference_not_open', 'This request is closed.');

/**
 * A corrected referee address, by staff (any open request) or by the applicant (only one whose
 * e-mail bounced): every link sent so far stops working, the request goes again to the new address,
 * and the history records the change. The request's row is locked first, so two corrections at once
 * run one after the other (the second finds the first's e-mail queued, not bounced).
 */
export async function changeRefereeEmail(app: FastifyInstance, config: AppConfig, ctx: ApplicationContext, row: RequestRow, email: string, by: 'staff' | 'applicant'): Promise<RequestRow> {
  const address = email.trim();
  if (applicantEmailsOf(ctx).includes(address.toLowerCase())) throw refuse('referee_is_applicant', 'A referee cannot be the applicant.', { field: 'email' });
  if (!isOpen(row.status)) throw notOpen();
  const done = await app.db.transaction(async (tx) => {
    await tx.select({ id: referenceRequests.id }).from(referenceRequests).where(eq(referenceRequests.id, row.id)).for('update');
    if (by === 'applicant' && !(await deliveriesOf(tx, [row.id])).get(row.id)?.bounced) {
      throw refuse('referee_email_not_bounced', 'Only an address our e-mail could not reach can be corrected here.', { field: 'email' });
    }
    const clash = await tx
      .select({ id: referenceRequests.id })
      .from(referenceRequests)
      .where(and(eq(referenceRequests.applicationId, ctx.id), sql`lower(${referenceRequests.refereeEmail}) = ${address.toLowerCase()}`, ne(referenceRequests.status, 'cancelled'), ne(referenceRequests.id, row.id)));
    if (clash.length) throw refuse('referee_already_asked', 'This address is already a referee of this application.', { field: 'email' });
    await revokeTokens(tx, [row.id]);
    const updated = await updateOpen(tx, row.id, { refereeEmail: address, lastEmailAt: new Date() });
    if (!updated) throw notOpen();
    await tx.insert(referenceChasers).values({ requestId: row.id, kind: `${EMAIL_CHANGE_KIND}${by}:${Date.now()}`, instance: 'request' });
    await mailReferee(app, config, tx, updated, ctx, 'request');
    return updated;
  });
  app.mailer.nudge();
  return done;
}
