import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { mailOutbox, referenceTokens } from '../../db/schema.js';

/** How the e-mails to a request's referee went: whether the address bounced now, and when any bounced. */
export interface Delivery {
  /** The latest live link's message was given up on by the outbox (a permanent refusal, or retries exhausted). */
  bounced: boolean;
  /** Every moment an e-mail of the request was given up on (the history), old addresses included. */
  bounces: Date[];
}

const NONE: Delivery = { bounced: false, bounces: [] };

/**
 * Read from the outbox when listing, through the message id kept with each link (reference_tokens.mail_id):
 * no hook to miss and no polling, whatever instance sent the message. A `failed` message is a bounce
 * (the mail log shows why); one queued again from the mail log is not any more. Only the latest live
 * link counts: a reminder that went after a bounce clears it, a changed address revokes the old links.
 */
export async function deliveriesOf(db: Pick<Database, 'select'>, requestIds: number[]): Promise<Map<number, Delivery>> {
  const found = new Map<number, Delivery>();
  if (!requestIds.length) return found;
  const rows = await db
    .select({ requestId: referenceTokens.requestId, revokedAt: referenceTokens.revokedAt, status: mailOutbox.status, at: mailOutbox.updatedAt })
    .from(referenceTokens)
    .innerJoin(mailOutbox, eq(mailOutbox.id, referenceTokens.mailId))
    .where(inArray(referenceTokens.requestId, requestIds))
    .orderBy(asc(referenceTokens.mailId));
  for (const row of rows) {
    const delivery = found.get(row.requestId) ?? { bounced: false, bounces: [] };
    if (row.status === 'failed') delivery.bounces.push(row.at);
    if (!row.revokedAt) delivery.bounced = row.status === 'failed';
    found.set(row.requestId, delivery);
  }
  return found;
}

export const deliveryOf = (deliveries: Map<number, Delivery>, requestId: number) => deliveries.get(requestId) ?? NONE;
