import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { accountPreferences, oneTimeTokens, staffProfiles, users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type PreferencesRow = typeof accountPreferences.$inferSelect;
type UserChanges = Partial<Pick<UserRow, 'passwordHash' | 'locale' | 'status' | 'email' | 'username' | 'fullName' | 'avatar'>>;

export async function findUser(db: Database, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

export async function updateUser(db: Database, userId: number, changes: UserChanges): Promise<void> {
  await db.update(users).set({ ...changes, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

export async function findPreferences(db: Database, userId: number): Promise<PreferencesRow | undefined> {
  const [row] = await db.select().from(accountPreferences).where(eq(accountPreferences.userId, userId));
  return row;
}

export async function savePreferences(db: Database, userId: number, values: Pick<PreferencesRow, 'emailApplicationUpdates' | 'emailJobAlerts'>): Promise<void> {
  await db
    .insert(accountPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: accountPreferences.userId, set: { ...values, updatedAt: sql`now()` } });
}

/** The account's preferences and pending one-time links (activation, password reset), removed with the account. */
export async function deletePreferencesAndLinks(db: Database, userId: number): Promise<void> {
  await db.delete(accountPreferences).where(eq(accountPreferences.userId, userId));
  await db.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
}

/** Whether the account is a staff account (staff are deactivated by an administrator, never deleted). */
export async function isStaff(db: Database, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: staffProfiles.userId }).from(staffProfiles).where(eq(staffProfiles.userId, userId));
  return Boolean(row);
}
