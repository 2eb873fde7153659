import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/connection.js';
import { applications, interviewInvitations, interviewRounds, interviewSlots, jobs, jobScorecards, jobTeam, users } from '../../db/schema.js';
import { aliasOf } from '../../lib/application-alias.js';
import { refuse } from '../../lib/refusals.js';
import { applicationCondition } from '../../lib/application-scope.js';
import { jobCondition } from '../careers-jobs/index.js';
import { zonedInstant } from '../../../common/interview-time.js';

/** The longest range the staff calendar answers at once (days). */
export const CALENDAR_MAX_DAYS = 62;

/**
 * The staff calendar: the booked interviews between two days (in the hospital's zone), across jobs, filtered in SQL by the
 * same rules as a single round: the job is readable and the caller is its recruiter (`update` on its
 * applications), on its interview team, or on the round's panel or its lead. No adjustments.
 */
export async function listInterviews(db: Database, request: FastifyRequest, query: { from: string; to: string; mine?: boolean }, timeZone: string) {
  const { from, to } = query;
  if (from > to) throw refuse('date_range_inverted', 'The first day is after the last.', { field: 'from' });
  const start = new Date(zonedInstant(from, 0, timeZone));
  const end = new Date(zonedInstant(to, 24 * 60, timeZone));
  if (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`) >= CALENDAR_MAX_DAYS * 86_400_000) throw refuse('date_range_too_long', `At most ${CALENDAR_MAX_DAYS} days at once.`, { field: 'to' });
  const me = request.user.sub;
  const onTeam = sql`exists (select 1 from ${jobTeam} where ${jobTeam.jobId} = ${jobs.id} and ${jobTeam.userId} = ${me} and ${isNull(jobTeam.removedAt)} and ${inArray(jobTeam.teamRole, ['interview', 'interview_lead'])})`;
  const onPanel = or(eq(interviewRounds.leadId, me), sql`${interviewRounds.panelIds} @> ${JSON.stringify([me])}::jsonb`);
  const rows = await db
    .select({ invitation: interviewInvitations, slot: interviewSlots, round: interviewRounds, job: jobs, applicantName: users.fullName, nameBlind: jobScorecards.nameBlind })
    .from(interviewInvitations)
    .innerJoin(interviewSlots, eq(interviewSlots.id, interviewInvitations.slotId))
    .innerJoin(interviewRounds, eq(interviewRounds.id, interviewInvitations.roundId))
    .innerJoin(jobs, eq(jobs.id, interviewRounds.jobId))
    .innerJoin(applications, eq(applications.id, interviewInvitations.applicationId))
    .leftJoin(users, eq(users.id, applications.applicantId))
    .leftJoin(jobScorecards, eq(jobScorecards.jobId, jobs.id))
    .where(
      and(
        eq(interviewInvitations.status, 'booked'),
        gte(interviewSlots.startsAt, start),
        lt(interviewSlots.startsAt, end),
        jobCondition(request.ability, 'read').condition,
        sql`coalesce(${applications.applicantId}, 0) <> ${me}`,
        or(applicationCondition(request.ability, 'update').condition, onTeam, onPanel),
        query.mine ? onPanel : undefined,
      ),
    )
    .orderBy(asc(interviewSlots.startsAt), asc(interviewInvitations.id))
    .limit(1000);
  const names = await panelNames(db, rows.flatMap((r) => [...r.round.panelIds, ...(r.round.leadId ? [r.round.leadId] : [])]));
  return {
    hospitalTimeZone: timeZone,
    items: rows.map((r) => ({
      invitationId: r.invitation.id,
      applicationId: r.invitation.applicationId,
      candidate: r.nameBlind || !r.applicantName ? aliasOf(r.invitation.applicationId) : r.applicantName,
      startsAt: r.slot.startsAt.toISOString(),
      endsAt: r.slot.endsAt.toISOString(),
      round: { id: r.round.id, name: r.round.name, mode: r.round.mode, location: r.round.location },
      job: { id: r.job.id, title: r.job.title, reference: r.job.reference },
      panel: panelOf(r.round.leadId, r.round.panelIds, names),
      onPanel: r.round.leadId === me || r.round.panelIds.includes(me),
    })),
  };
}

async function panelNames(db: Database, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db.select({ id: users.id, fullName: users.fullName }).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((u) => [u.id, u.fullName]));
}

/** The round's panel, the lead first, each by name. */
function panelOf(leadId: number | null, panelIds: number[], names: Map<number, string>) {
  const ids = leadId ? [leadId, ...panelIds.filter((id) => id !== leadId)] : panelIds;
  return ids.map((userId) => ({ userId, fullName: names.get(userId) ?? '', lead: userId === leadId }));
}
