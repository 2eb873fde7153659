import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { applications, interviewInvitations, interviewRounds, interviewSlots, jobTeam, users } from '../../db/schema.js';
import { localDay } from '../../../common/interview-time.js';
import { planSlots } from './slot-times.js';

const DAY = 86_400_000;

/**
 * Demo data: on the first job whose interview panel includes panel@demo.com, a "Panel interview"
 * round (in person, the panel member and the recruiting manager, who leads), a week of morning
 * slots from two days on, and the job's application at interview invited and booked, with an
 * adjustment asked for (the manager, as lead, sees it; the panel member does not). Once: nothing
 * when any round exists.
 */
export async function seedDemoInterviews(db: Database, timeZone: string): Promise<boolean> {
  const [any] = await db.select({ id: interviewRounds.id }).from(interviewRounds).limit(1);
  if (any) return false;
  const staff = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, ['panel@demo.com', 'manager@demo.com']));
  const panel = staff.find((s) => s.email === 'panel@demo.com');
  const manager = staff.find((s) => s.email === 'manager@demo.com');
  if (!panel || !manager) return false;
  const [seat] = await db
    .select({ jobId: jobTeam.jobId })
    .from(jobTeam)
    .where(and(eq(jobTeam.userId, panel.id), eq(jobTeam.teamRole, 'interview'), isNull(jobTeam.removedAt)))
    .orderBy(asc(jobTeam.jobId))
    .limit(1);
  if (!seat) return false;
  const [target] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.jobId, seat.jobId), eq(applications.status, 'interview')))
    .orderBy(asc(applications.id))
    .limit(1);
  const now = Date.now();
  const plan = { from: localDay(new Date(now + 2 * DAY), timeZone), to: localDay(new Date(now + 9 * DAY), timeZone), dayStart: '09:00', dayEnd: '12:00', lengthMinutes: 45, bufferMinutes: 15 };
  const times = planSlots(plan, timeZone, 100);
  return db.transaction(async (tx) => {
    const [round] = await tx
      .insert(interviewRounds)
      .values({ jobId: seat.jobId, name: 'Panel interview', mode: 'in_person', location: 'Education Centre, Room 4', durationMinutes: 45, leadId: manager.id, panelIds: [panel.id, manager.id], createdBy: manager.id })
      .returning({ id: interviewRounds.id });
    const slots = await tx
      .insert(interviewSlots)
      .values(times.map((s) => ({ roundId: round!.id, startsAt: new Date(s.startsAt), endsAt: new Date(s.endsAt), capacity: 1 })))
      .returning({ id: interviewSlots.id });
    const first = slots[0];
    if (target && first) {
      await tx.update(interviewSlots).set({ booked: sql`${interviewSlots.booked} + 1` }).where(eq(interviewSlots.id, first.id));
      await tx.insert(interviewInvitations).values({
        roundId: round!.id,
        applicationId: target.id,
        bookBy: new Date(now + 7 * DAY),
        icalUid: `${randomUUID()}@interviews.careers`,
        invitedBy: manager.id,
        slotId: first.id,
        status: 'booked',
        sequence: 1,
        bookedAt: new Date(),
        adjustments: { kinds: ['step_free_access'], note: 'I use a wheelchair.' },
        adjustmentsStatus: 'requested',
      });
    }
    return true;
  });
}
