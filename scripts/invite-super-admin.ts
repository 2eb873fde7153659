/**
 * `npm run staff:first-admin -- <email> "<full name>"`: the first super admin of a portal started
 * without the demo data (SEED_DEMO off, so no admin@demo.com). Creates the invited account in the
 * database of DATA_DIR / DATABASE_URL and prints its invitation link (valid 7 days, stored hashed,
 * usable once: the invitee chooses their password on /careers/staff-invitation). Refused when an
 * active super admin exists: from then on super admins invite staff from the Staff screen.
 * With the embedded database (PGlite), stop the server first: one process opens it at a time.
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../server/config.js';
import { connectDatabase, pgliteDirFor } from '../server/db/connection.js';
import { migrationsFolder } from '../server/plugins/database.js';
import { rawRows } from '../server/db/raw-rows.js';
import { staffProfiles, users } from '../server/db/schema.js';
import { issueOneTimeToken } from '../server/modules/auth/index.js';
import { EMAIL_PATTERN } from '../common/account-rules.js';
import { STAFF_INVITATION_DAYS } from '../common/staff-access.js';
import * as paths from '../common/paths.js';

const [email, fullName] = process.argv.slice(2).map((arg) => arg.trim());
if (!email || !EMAIL_PATTERN.test(email) || !fullName) {
  console.error('usage: npm run staff:first-admin -- <email> "<full name>"');
  process.exit(2);
}
const config = loadConfig();
const handle = await connectDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirFor(config.dataDir), migrationsFolder: migrationsFolder() });
try {
  const token = await handle.db.transaction(async (tx) => {
    const active = await rawRows(tx, sql`select 1 from staff_profiles where system_role = 'super_admin' and activated_at is not null and deactivated_at is null for update`);
    if (active.length) {
      throw new Error('An active super admin exists: invite staff from the Staff screen (/careers/admin/staff).');
    }
    const [user] = await tx
      .insert(users)
      .values({ email, username: email.toLowerCase(), fullName, passwordHash: '!invited', role: 'admin', status: 'pending' })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) throw new Error(`An account already uses ${email}.`);
    await tx.insert(staffProfiles).values({ userId: user.id, systemRole: 'super_admin', invitedAt: new Date() });
    return issueOneTimeToken(tx, user.id, 'staff-invite', STAFF_INVITATION_DAYS * 86_400);
  });
  console.log(`Super admin ${email} invited. Open this link (valid ${STAFF_INVITATION_DAYS} days, once) to choose the password:`);
  console.log(`${config.publicUrl}${paths.careers.staffInvitation}?token=${token}`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await handle.close();
}
