import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { oneTimeTokens, refreshTokens } from '../../db/schema.js';

export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);

/** Issues a refresh token in `familyId` (a new family when omitted) and returns the plain token. */
export async function issueRefreshToken(db: Database, userId: number, ttlSeconds: number, familyId: string = randomUUID()) {
  const token = newToken();
  await db.insert(refreshTokens).values({ userId, familyId, tokenHash: hashToken(token), expiresAt: inSeconds(ttlSeconds) });
  return token;
}

export type RotationResult =
  | { ok: true; userId: number; token: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' }
  | { ok: false; reason: 'reused'; userId: number };

/**
 * Spends a refresh token and issues its successor in the same family. Spending an already spent
 * token is treated as theft: the whole family is revoked.
 */
export async function rotateRefreshToken(db: Database, token: string, ttlSeconds: number): Promise<RotationResult> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) return { ok: false, reason: 'revoked' };
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
  const spent = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  if (spent.length === 0) {
    await revokeFamily(db, row.familyId);
    return { ok: false, reason: 'reused', userId: row.userId };
  }
  return { ok: true, userId: row.userId, token: await issueRefreshToken(db, row.userId, ttlSeconds, row.familyId) };
}

export async function revokeFamily(db: Database, familyId: string) {
  await db.update(refreshTokens).set({ revokedAt: sql`now()` }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes the family of `token` (logout) and answers its account; unknown tokens are ignored (undefined). */
export async function revokeRefreshToken(db: Database, token: string): Promise<number | undefined> {
  const [row] = await db.select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (!row) return undefined;
  await revokeFamily(db, row.familyId);
  return row.userId;
}

/** Signs the user out everywhere, or everywhere but the family of `keepToken`. */
export async function revokeAllRefreshTokens(db: Database, userId: number, keepToken?: string) {
  let keepFamily: string | undefined;
  if (keepToken) {
    const [row] = await db.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(keepToken)));
    keepFamily = row?.familyId;
  }
  const rows = await db.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  for (const familyId of new Set(rows.map((r) => r.familyId))) {
    if (familyId !== keepFamily) await revokeFamily(db, familyId);
  }
}

export type OneTimePurpose = 'activation' | 'password-reset' | 'staff-invite';

export async function issueOneTimeToken(db: Database, userId: number, purpose: OneTimePurpose, ttlSeconds: number) {
  const token = newToken();
  await db.insert(oneTimeTokens).values({ userId, purpose, tokenHash: hashToken(token), expiresAt: inSeconds(ttlSeconds) });
  return token;
}

/** Spends a single-use token; returns its user id, or null when unknown, expired, spent or of another purpose. */
export async function consumeOneTimeToken(db: Database, token: string, purpose: OneTimePurpose): Promise<number | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId ?? null;
}

/** Why a single-use token was not accepted: unknown (or of another purpose), spent, or expired, with its user. */
export async function spentTokenState(db: Database, token: string, purpose: OneTimePurpose): Promise<{ userId: number; state: 'used' | 'expired' } | null> {
  const [row] = await db
    .select({ userId: oneTimeTokens.userId, usedAt: oneTimeTokens.usedAt })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.purpose, purpose)));
  return row ? { userId: row.userId, state: row.usedAt ? 'used' : 'expired' } : null;
}

/**
 * Removes refresh tokens that ended more than a day ago and one-time tokens that ended more than
 * 90 days ago (a scheduled task). An ended token is refused whether its row is there or not; a
 * spent activation link is kept longer so that opening it again still says the account is active.
 */
export async function purgeEndedTokens(db: Database): Promise<number> {
  const dayAgo = sql`now() - interval '1 day'`;
  const refresh = await db.delete(refreshTokens).where(sql`${refreshTokens.expiresAt} < ${dayAgo}`).returning({ id: refreshTokens.id });
  const oneTime = await db.delete(oneTimeTokens).where(sql`${oneTimeTokens.expiresAt} < now() - interval '90 days'`).returning({ id: oneTimeTokens.id });
  return refresh.length + oneTime.length;
}
