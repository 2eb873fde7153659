import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { staffProfiles, users } from '../../db/schema.js';
import { hashPassword } from './passwords.js';

/** The two demo accounts of the seed specification, created once when demo seeding is on. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.com', password: 'admin', username: 'admin', fullName: 'Grace Achieng', role: 'admin' as const },
  { email: 'client@demo.com', password: 'client', username: 'client', fullName: 'Daniel Mwangi', role: 'client' as const },
];

export async function seedDemoAccounts(db: Database) {
  for (const account of DEMO_ACCOUNTS) {
    await db
      .insert(users)
      .values({
        email: account.email,
        username: account.username,
        fullName: account.fullName,
        role: account.role,
        passwordHash: await hashPassword(account.password),
        status: 'active',
        activatedAt: new Date(),
      })
      .onConflictDoNothing();
  }
  await seedSuperAdmins(db);
}

/** Every 'admin' account without a staff profile becomes a super admin (the seed's administrator). */
export async function seedSuperAdmins(db: Database) {
  const admins = await db.select({ id: users.id, activatedAt: users.activatedAt }).from(users).where(eq(users.role, 'admin'));
  if (admins.length === 0) return;
  await db
    .insert(staffProfiles)
    .values(admins.map((admin) => ({ userId: admin.id, systemRole: 'super_admin' as const, activatedAt: admin.activatedAt ?? new Date() })))
    .onConflictDoNothing();
}
