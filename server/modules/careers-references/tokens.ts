import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { referenceRequests, referenceTokens } from '../../db/schema.js';
import { hashToken } from '../auth/index.js';

/**
 * The referee's links: a random token per e-mail sent, only its SHA-256 kept. Every link of a
 * request works until the request expires (12 weeks) or is revoked (the e-mail address changed);
 * a closed request's links lead to its final page (thank you) or to nothing.
 */
type Executor = Pick<Database, 'insert'>;

export const newToken = () => randomBytes(32).toString('base64url');

/**
 * A new link for `requestId` (in the caller's transaction): `send` queues the e-mail holding the
 * plain token and answers its outbox id, kept beside the hash (a failed message is a bounced address).
 */
export async function issueToken(db: Executor, requestId: number, send: (token: string) => Promise<number>): Promise<void> {
  const token = newToken();
  const mailId = await send(token);
  await db.insert(referenceTokens).values({ tokenHash: hashToken(token), requestId, mailId });
}

/** The request a live link stands for (not revoked, not expired); undefined for any other token. */
export async function requestIdOfToken(db: Database, token: string): Promise<number | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const [row] = await db
    .select({ id: referenceRequests.id })
    .from(referenceTokens)
    .innerJoin(referenceRequests, eq(referenceRequests.id, referenceTokens.requestId))
    .where(and(eq(referenceTokens.tokenHash, hashToken(token)), isNull(referenceTokens.revokedAt), gt(referenceRequests.expiresAt, sql`now()`), isNull(referenceRequests.purgedAt)));
  return row?.id;
}

/** Revokes every link of the requests (an e-mail change, a purge). */
export async function revokeTokens(db: Pick<Database, 'update'>, requestIds: number[]): Promise<void> {
  if (!requestIds.length) return;
  await db.update(referenceTokens).set({ revokedAt: sql`now()` }).where(and(inArray(referenceTokens.requestId, requestIds), isNull(referenceTokens.revokedAt)));
}
