import type { Database } from '../../db/connection.js';
import { users } from '../../db/schema.js';
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
}
