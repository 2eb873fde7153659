import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { staffProfiles, users } from '../../db/schema.js';
import { hashPassword } from './passwords.js';

/** The two demo accounts of the seed specification, created once when demo seeding is on. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.com', password: 'admin', username: 'admin', fullName: 'Grace Achieng', role: 'admin' as const },
  { email: 'client@demo.com', password: 'client', username: 'client', fullName: 'Daniel Mwangi', role: 'client' as const },
];

/**
 * One demo account per staff role but the super admin (`admin@demo.com`): password = the part of
 * the e-mail before `@`. Their `users.role` is 'admin' (the seed's guard and landing); their system
 * role is in their staff profile. The careers seed puts the manager and the panel member on the
 * hiring teams of a few nursing jobs (careers-applications/seed-demo.ts).
 */
export const DEMO_STAFF = [
  { email: 'hr@demo.com', password: 'hr', username: 'hr', fullName: 'Amina Otieno', systemRole: 'recruitment_admin' as const, jobTitle: 'Recruitment Officer', flags: ['view_diversity' as const] },
  { email: 'manager@demo.com', password: 'manager', username: 'manager', fullName: 'Peter Kamau', systemRole: 'recruiting_manager' as const, jobTitle: 'Nurse Manager', flags: ['make_decisions' as const] },
  { email: 'panel@demo.com', password: 'panel', username: 'panel', fullName: 'Mercy Wanjiru', systemRole: 'panel_member' as const, jobTitle: 'Senior Nurse', flags: [] },
  { email: 'oh@demo.com', password: 'oh', username: 'oh', fullName: 'Joseph Mutua', systemRole: 'occupational_health' as const, jobTitle: 'Occupational Health Nurse', flags: [] },
  { email: 'auditor@demo.com', password: 'auditor', username: 'auditor', fullName: 'Ruth Njeri', systemRole: 'auditor' as const, jobTitle: 'Internal Auditor', flags: [] },
];

export async function seedDemoAccounts(db: Database) {
  for (const account of DEMO_STAFF) {
    const [user] = await db
      .insert(users)
      .values({
        email: account.email,
        username: account.username,
        fullName: account.fullName,
        role: 'admin',
        passwordHash: await hashPassword(account.password),
        status: 'active',
        activatedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    // Only a new account gets its profile: a grant changed since (in the app) stays as it is.
    if (user) {
      await db
        .insert(staffProfiles)
        .values({ userId: user.id, systemRole: account.systemRole, flags: account.flags, jobTitle: account.jobTitle, activatedAt: new Date() })
        .onConflictDoNothing();
    }
  }
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
