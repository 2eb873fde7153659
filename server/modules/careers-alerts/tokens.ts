import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { jobAlertTokens } from '../../db/schema.js';
import { hashToken } from '../auth/index.js';

/** The alerts' links carry a random token; only its hash is kept (like the accounts' one-time tokens). */

export type AlertTokenPurpose = 'confirm' | 'manage';
type Executor = Pick<Database, 'insert'>;

/** A new token: 32 random bytes, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Keeps the hashes of `tokens` for their alerts (in the caller's transaction); `ttlSeconds` null: valid as long as the alert. */
export async function storeTokens(db: Executor, purpose: AlertTokenPurpose, tokens: { alertId: number; token: string }[], ttlSeconds: number | null = null): Promise<void> {
  if (!tokens.length) return;
  const expiresAt = ttlSeconds === null ? null : new Date(Date.now() + ttlSeconds * 1000);
  await db.insert(jobAlertTokens).values(tokens.map(({ alertId, token }) => ({ tokenHash: hashToken(token), alertId, purpose, expiresAt })));
}

/** The alert a token stands for, and whether it has expired; undefined when it is unknown. */
export async function alertOfToken(db: Database, purpose: AlertTokenPurpose, token: string): Promise<{ alertId: number; expired: boolean } | undefined> {
  const [row] = await db
    .select({ alertId: jobAlertTokens.alertId, live: sql<boolean>`${or(isNull(jobAlertTokens.expiresAt), gt(jobAlertTokens.expiresAt, sql`now()`))}` })
    .from(jobAlertTokens)
    .where(and(eq(jobAlertTokens.tokenHash, hashToken(token)), eq(jobAlertTokens.purpose, purpose)));
  return row && { alertId: row.alertId, expired: !row.live };
}

/** Forgets an alert's tokens of `purpose` (a used confirmation link). */
export async function dropTokens(db: Database, alertId: number, purpose: AlertTokenPurpose): Promise<void> {
  await db.delete(jobAlertTokens).where(and(eq(jobAlertTokens.alertId, alertId), eq(jobAlertTokens.purpose, purpose)));
}
