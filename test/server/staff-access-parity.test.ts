import { subject } from '@casl/ability';
import fc from 'fast-check';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { applications, jobs, jobTeam, staffProfiles } from '../../server/db/schema.js';
import { buildAbility } from '../../common/ability.js';
import { rulesForStaff, type StaffGrant } from '../../common/staff-rules.js';
import { STAFF_FLAGS, STAFF_ROLES, TEAM_ROLES } from '../../common/staff-access.js';
import { DEPARTMENTS } from '../../common/careers-vocabulary.js';
import { APPLICATION_STATUSES } from '../../common/application-status.js';
import { applicationCondition } from '../../server/modules/careers-applications/access.js';
import { createStaff, grantsChanged, insertApplication, listAll, signIn, type Session } from './staff-access-helpers.js';

/**
 * The property behind "one enforcement path": for random grants, hiring teams and applications,
 * CASL's answer row by row, the SQL filter made from the same rules, the admin list (its total and
 * counts per status), the dashboard figures and single-record reads all agree. Runs on PGlite, and
 * on PostgreSQL when TEST_DATABASE_URL is set (test/helpers/database.ts).
 */
let t: TestApp;
let staff: { id: number; email: string; password: string };
let session: Session;
let jobIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  staff = await createStaff(t, 'auditor');
  session = await signIn(t, staff.email, staff.password);
  jobIds = (await t.app.db.select({ id: jobs.id }).from(jobs).orderBy(jobs.id)).map((j) => j.id);
  // Rows the demo data lacks: the staff member's own applications, applications without applicant (a deleted account), more statuses.
  for (const [i, status] of APPLICATION_STATUSES.entries()) {
    await insertApplication(t, jobIds[i % jobIds.length]!, null, status);
    if (i < 3) await insertApplication(t, jobIds[(i * 5) % jobIds.length]!, staff.id, status === 'draft' ? 'interview' : status);
  }
});
afterAll(() => t.close());

/** Every application (drafts included) with its job's department, as the rules see it. */
const allRows = () =>
  t.app.db
    .select({ id: applications.id, jobId: applications.jobId, status: applications.status, applicantId: applications.applicantId, department: jobs.department })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .orderBy(applications.id);

/** Writes a grant as the staff module does: profile, team rows (the old ones removed), grants version, invalidation. */
async function writeGrant(grant: StaffGrant) {
  await t.app.db
    .update(staffProfiles)
    .set({ systemRole: grant.systemRole, departments: grant.departments as never, flags: grant.flags })
    .where(eq(staffProfiles.userId, staff.id));
  await t.app.db.update(jobTeam).set({ removedAt: new Date() }).where(and(eq(jobTeam.userId, staff.id), isNull(jobTeam.removedAt)));
  if (grant.teams.length) await t.app.db.insert(jobTeam).values(grant.teams.map((team) => ({ ...team, userId: staff.id })));
  await grantsChanged(t, staff.id);
}

describe('single record, SQL filter, list and figures agree', () => {
  it('for random grants and teams', async () => {
    const grants = fc.record({
      systemRole: fc.constantFrom(...STAFF_ROLES),
      departments: fc.option(fc.subarray([...DEPARTMENTS], { minLength: 0 }), { nil: null }),
      flags: fc.subarray([...STAFF_FLAGS]),
      teams: fc.uniqueArray(fc.record({ jobId: fc.constantFrom(...jobIds), teamRole: fc.constantFrom(...TEAM_ROLES), makeDecisions: fc.boolean() }), {
        maxLength: 4,
        selector: (team) => `${team.jobId}/${team.teamRole}`,
      }),
      probes: fc.array(fc.nat(), { minLength: 3, maxLength: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(grants, async ({ probes, ...rest }) => {
        const grant: StaffGrant = { userId: staff.id, ...rest };
        await writeGrant(grant);
        const ability = buildAbility(rulesForStaff(grant));
        const rows = await allRows();
        const readable = rows.filter((row) => ability.can('read', subject('Application', { ...row })));

        // The SQL filter itself, drafts included.
        const bySql = await t.app.db.select({ id: applications.id }).from(applications).where(applicationCondition(ability, 'read').condition).orderBy(applications.id);
        expect(bySql.map((r) => r.id)).toEqual(readable.map((r) => r.id));

        // The list (drafts never), its total and counts; 403 only for a role with no Application rule at all.
        const reviewable = readable.filter((r) => r.status !== 'draft');
        const list = await listAll(t, session.headers);
        if (list.status === 403) {
          expect(readable).toEqual([]);
          expect(ability.can('read', 'Application')).toBe(false);
          return;
        }
        expect(list.ids).toEqual(reviewable.map((r) => r.id));
        expect(list.total).toBe(reviewable.length);
        expect(Object.values(list.body.statusCounts as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(reviewable.length);

        // The dashboard counts the same rows.
        const stats = (await t.app.inject({ url: '/api/careers/admin/stats', headers: session.headers })).json();
        expect(Object.values(stats.byStatus as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(readable.length);

        // Single records: 200 exactly where CASL says so (drafts stay 404).
        for (const probe of probes) {
          const row = rows[probe % rows.length]!;
          const res = await t.app.inject({ url: `/api/careers/admin/applications/${row.id}`, headers: session.headers });
          expect(res.statusCode).toBe(reviewable.some((r) => r.id === row.id) ? 200 : 404);
        }
      }),
      { numRuns: Number(process.env.PARITY_RUNS ?? 40) },
    );
  });
});
