import { inArray } from 'drizzle-orm';
import type { MonitoringAnswers } from '../../../common/equal-opportunities.js';
import type { Database } from '../../db/connection.js';
import { equalOpportunities, users } from '../../db/schema.js';

/**
 * Monitoring answers of the demo applicants (seeded by the applications module), so that the
 * fairness report has groups to show, and hide: one applicant answered nothing, one preferred not to
 * say some. Runs after the demo applications (module order); keeps answers already given.
 */
const ANSWERS: Record<string, MonitoringAnswers> = {
  'demo-applicant-1': { sex: 'female', ageBand: '25_34', ethnicGroup: 'african', disability: 'no', religion: 'christian' },
  'demo-applicant-2': { sex: 'male', ageBand: '35_44', ethnicGroup: 'african', disability: 'no', religion: 'christian' },
  'demo-applicant-3': { sex: 'female', ageBand: '25_34', ethnicGroup: 'african', disability: 'yes', religion: 'muslim' },
  'demo-applicant-4': { sex: 'male', ageBand: '35_44', ethnicGroup: 'asian', disability: 'no', religion: 'hindu' },
  'demo-applicant-5': { sex: 'female', ageBand: '25_34', ethnicGroup: 'prefer_not_to_say', disability: 'prefer_not_to_say', religion: 'prefer_not_to_say' },
};

export async function seedDemoMonitoring(db: Database): Promise<number> {
  const applicants = await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, Object.keys(ANSWERS)));
  if (applicants.length === 0) return 0;
  const inserted = await db
    .insert(equalOpportunities)
    .values(applicants.map((a) => ({ userId: a.id, ...ANSWERS[a.username]! })))
    .onConflictDoNothing()
    .returning({ userId: equalOpportunities.userId });
  return inserted.length;
}
