import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import { applications, interviewInvitations, interviewReminders, interviewRounds, interviewSlots, jobs, users } from '../../db/schema.js';
import * as paths from '../../../common/paths.js';
import { reminderMail } from './emails.js';

/** How often due reminders are looked for (once across the instances), and how long before an interview they go. */
export const REMINDER_INTERVAL_MS = 5 * 60_000;
const REMINDER_LEAD_MS = 24 * 3_600_000;
const KIND = '24h';

/**
 * Sends the reminders due now: every booked interview starting within 24 hours that has no claim
 * row for its start yet. Each booking is claimed (INSERT … ON CONFLICT DO NOTHING) in the
 * transaction that queues its e-mails, so two runs, two instances or a restart send it once.
 * Answers the invitations reminded.
 */
export async function runInterviewReminders(app: FastifyInstance, config: AppConfig, now = new Date()): Promise<number[]> {
  const due = await app.db
    .select({ invitation: interviewInvitations, slot: interviewSlots })
    .from(interviewInvitations)
    .innerJoin(interviewSlots, eq(interviewSlots.id, interviewInvitations.slotId))
    .leftJoin(interviewReminders, and(eq(interviewReminders.invitationId, interviewInvitations.id), eq(interviewReminders.kind, KIND), eq(interviewReminders.startsAt, interviewSlots.startsAt)))
    .where(and(eq(interviewInvitations.status, 'booked'), gt(interviewSlots.startsAt, now), lte(interviewSlots.startsAt, new Date(now.getTime() + REMINDER_LEAD_MS)), isNull(interviewReminders.invitationId)));
  const reminded: number[] = [];
  for (const { invitation, slot } of due) {
    const [{ round, job, applicantId }] = await app.db
      .select({ round: interviewRounds, job: jobs, applicantId: applications.applicantId })
      .from(interviewRounds)
      .innerJoin(jobs, eq(jobs.id, interviewRounds.jobId))
      .innerJoin(applications, eq(applications.id, invitation.applicationId))
      .where(eq(interviewRounds.id, invitation.roundId)) as [{ round: typeof interviewRounds.$inferSelect; job: typeof jobs.$inferSelect; applicantId: number | null }];
    const sent = await app.db.transaction(async (tx) => {
      const [claim] = await tx.insert(interviewReminders).values({ invitationId: invitation.id, kind: KIND, startsAt: slot.startsAt }).onConflictDoNothing().returning();
      if (!claim) return false;
      const people = await tx
        .select()
        .from(users)
        .where(and(inArray(users.id, [...(applicantId ? [applicantId] : []), ...round.panelIds]), sql`${users.status} <> 'deleted'`));
      const ref = { round: round.name, title: job.title, reference: job.reference };
      for (const person of people) {
        const link = `${config.publicUrl}${person.id === applicantId ? paths.to(paths.careers.myInterview, invitation.applicationId) : paths.to(paths.careers.adminInterviewRounds, job.id)}`;
        await app.mailer.queue(tx, reminderMail(person.locale, person.email, person.fullName, ref, slot.startsAt, config.alertsTimeZone, link));
      }
      return true;
    });
    if (sent) reminded.push(invitation.id);
  }
  if (reminded.length) app.mailer.nudge();
  return reminded;
}
