import { aliasOf } from '../../lib/application-alias.js';
import type { Attendance, InterviewOutcome } from '../../../common/interview-rules.js';
import type { InterviewCaller } from './access.js';
import type { InvitationRow, RoundRow, SlotRow } from './repo.js';

export const slotView = (s: SlotRow) => ({ id: s.id, startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString(), capacity: s.capacity, booked: s.booked });

/** Where an invitation's assessment stands, as the caller may know it (never another's scores). */
export interface AssessmentState {
  assessment?: { attendance: Attendance; outcome: InterviewOutcome | null; outcomeReason: string; rank: number | null };
  scored: number;
  mine: boolean;
}

/** One invitation on the round's board: adjustments only for those who may see them (never the panel). */
export function invitationView(inv: InvitationRow, candidate: string, withAdjustments: boolean, state?: AssessmentState) {
  return {
    attendance: state?.assessment?.attendance ?? null,
    outcome: state?.assessment?.outcome ?? null,
    outcomeReason: state?.assessment?.outcomeReason ?? '',
    rank: state?.assessment?.rank ?? null,
    scored: state?.scored ?? 0,
    myScoresSent: state?.mine ?? false,
    id: inv.id,
    applicationId: inv.applicationId,
    candidate,
    status: inv.status,
    slotId: inv.slotId,
    bookBy: inv.bookBy.toISOString(),
    ...(withAdjustments ? { adjustments: inv.adjustments ?? null, adjustmentsStatus: inv.adjustmentsStatus ?? null, adjustmentsArranged: inv.adjustmentsArranged } : {}),
  };
}

export interface RoundContext {
  caller: InterviewCaller;
  names: Map<number, string>;
  slots: SlotRow[];
  invitations: InvitationRow[];
  /** The applicants' names by application id; empty on a name-blind job (the alias stands in). */
  candidates: Map<number, string>;
  timeZone: string;
  states: Map<number, AssessmentState>;
  /** The criteria assessed at interview (the job's scorecard). */
  criteria: { key: string; text: string }[];
}

export function roundView(round: RoundRow, ctx: RoundContext) {
  const withAdjustments = ctx.caller.seesAdjustments(round);
  return {
    id: round.id,
    jobId: round.jobId,
    name: round.name,
    mode: round.mode,
    location: round.location,
    videoUrl: round.videoUrl,
    durationMinutes: round.durationMinutes,
    schedulingMode: round.schedulingMode,
    minNoticeHours: round.minNoticeHours,
    horizonDays: round.horizonDays,
    leadId: round.leadId,
    panel: round.panelIds.map((userId) => ({ userId, fullName: ctx.names.get(userId) ?? '' })),
    timeZone: ctx.timeZone,
    slots: ctx.slots.filter((s) => s.roundId === round.id).map(slotView),
    invitations: ctx.invitations
      .filter((i) => i.roundId === round.id)
      .map((i) => invitationView(i, ctx.candidates.get(i.applicationId) ?? aliasOf(i.applicationId), withAdjustments, ctx.states.get(i.id))),
    canManage: ctx.caller.manager,
    criteria: ctx.criteria,
    canScore: round.leadId === ctx.caller.userId || round.panelIds.includes(ctx.caller.userId),
    canRecordAttendance: ctx.caller.manager || round.leadId === ctx.caller.userId,
    canDecide: round.leadId === ctx.caller.userId || (round.leadId === null && ctx.caller.manager),
  };
}
