import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { applicantProfiles } from '../../db/schema.js';
import type { ApplicantProfile } from './schemas.js';

export type ProfileRow = typeof applicantProfiles.$inferSelect;

export async function findProfile(db: Database, userId: number): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(applicantProfiles).where(eq(applicantProfiles.userId, userId));
  return row;
}

/**
 * Writes the whole document on top of `version`: the first save (version 0) inserts, a later one
 * updates the row only while it still has that version. Undefined when another save came first.
 */
export async function writeProfile(db: Database, userId: number, version: number, profile: ApplicantProfile) {
  const saved = { version: applicantProfiles.version, updatedAt: applicantProfiles.updatedAt };
  const [row] =
    version === 0
      ? await db.insert(applicantProfiles).values({ userId, data: profile }).onConflictDoNothing({ target: applicantProfiles.userId }).returning(saved)
      : await db
          .update(applicantProfiles)
          .set({ data: profile, version: sql`${applicantProfiles.version} + 1`, updatedAt: sql`now()` })
          .where(and(eq(applicantProfiles.userId, userId), eq(applicantProfiles.version, version)))
          .returning(saved);
  return row;
}

export async function deleteProfile(db: Database, userId: number): Promise<void> {
  await db.delete(applicantProfiles).where(eq(applicantProfiles.userId, userId));
}
