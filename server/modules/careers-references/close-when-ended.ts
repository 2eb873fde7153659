import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { OPEN_REFERENCE_STATUSES } from '../../../common/reference-rules.js';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/connection.js';
import { referenceRequests } from '../../db/schema.js';
import { applicationContext } from './repo.js';
import { revokeTokens } from './tokens.js';
import { mailNoLongerNeeded } from './notices.js';

/**
 * Closes the application's open reference requests, "no longer needed" (the offer was withdrawn or
 * the application ended): each becomes cancelled, its links stop working, and its referee is told in
 * the request's language. Runs in the transaction that ends the application.
 */
export async function closeOpenReferences({ app, config, tx }: { app: FastifyInstance; config: AppConfig; tx: Database }, applicationId: number): Promise<void> {
  const closed = await tx
    .update(referenceRequests)
    .set({ status: 'cancelled', closedAt: sql`now()` })
    .where(and(eq(referenceRequests.applicationId, applicationId), inArray(referenceRequests.status, [...OPEN_REFERENCE_STATUSES])))
    .returning();
  if (!closed.length) return;
  await revokeTokens(tx, closed.map((r) => r.id));
  const ctx = await applicationContext(tx, applicationId);
  if (!ctx) return;
  for (const row of closed) await mailNoLongerNeeded(app, config, tx, row, ctx);
}
