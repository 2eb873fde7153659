import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AdjustmentKind, AdjustmentStatus, Attendance, InterviewMode, InterviewOutcome, InvitationStatus, SchedulingMode } from '../../../common/interview-rules';
import { localDay, zoneOffset } from '../../../common/interview-time';

/** The words of interviews (issue 28), shared by the applicant's booking page and the staff's rounds page. */

export const MODE_LABELS: Record<InterviewMode, MessageDescriptor> = { in_person: msg`In person`, video: msg`Video call`, phone: msg`Telephone` };

export const SCHEDULING_LABELS: Record<SchedulingMode, MessageDescriptor> = {
  applicant_picks: msg`The applicant picks any open slot`,
  next_available: msg`The applicant confirms the next open slot`,
  recruiter_picks: msg`The recruiter picks the slot`,
};

export const INVITATION_STATUS_LABELS: Record<InvitationStatus, MessageDescriptor> = { invited: msg`Not booked yet`, booked: msg`Booked`, cancelled: msg`Cancelled` };

export const ADJUSTMENT_KIND_LABELS: Record<AdjustmentKind, MessageDescriptor> = {
  interpreter: msg`An interpreter`,
  step_free_access: msg`Step-free access`,
  extra_time: msg`Extra time`,
  quiet_room: msg`A quiet room`,
  other_format: msg`Another format`,
};

export const ADJUSTMENT_STATUS_LABELS: Record<AdjustmentStatus, MessageDescriptor> = { requested: msg`Requested`, agreed: msg`Agreed`, arranged: msg`Arranged` };

/** The reader's time zone (IANA), as the browser knows it. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Two zones tell the same wall time at that instant (the hospital's time need not be repeated beside the reader's). */
export const sameWallTime = (iso: string, a: string, b: string) => a === b || (zoneOffset(iso, a) === zoneOffset(iso, b) && localDay(iso, a) === localDay(iso, b));

/** Slots in start order, grouped by their day in the given zone (the days in order). */
export function groupByDay<T extends { startsAt: string }>(slots: T[], timeZone: string): { day: string; slots: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const slot of [...slots].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    const day = localDay(slot.startsAt, timeZone);
    groups.set(day, [...(groups.get(day) ?? []), slot]);
  }
  return [...groups].map(([day, items]) => ({ day, slots: items }));
}

export const ATTENDANCE_LABELS: Record<Attendance, MessageDescriptor> = { attended: msg`Attended`, no_show: msg`Did not come`, withdrew: msg`Withdrew` };

export const OUTCOME_LABELS: Record<InterviewOutcome, MessageDescriptor> = { appointable: msg`Appointable`, not_appointable: msg`Not appointable`, reserve: msg`Reserve` };
