import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { queryClient } from '../../../lib/query';
import { apiProblem, problemText } from '../../../lib/api-errors';
import { useRefusableCall } from '../../../lib/use-refusable-call';
import type { components } from '../../../api/schema';
import { ADMIN_REFUSALS } from '../refusals';

/** The staff's interview API (issue 28) and the words of its refusals. */
export const ROUNDS_API = '/api/careers/admin/jobs/{id}/interview-rounds';
export const ROUND_API = '/api/careers/admin/interview-rounds/{id}';
export const ROUND_SLOTS_API = '/api/careers/admin/interview-rounds/{id}/slots';
export const ROUND_INVITATIONS_API = '/api/careers/admin/interview-rounds/{id}/invitations';
export const SLOT_API = '/api/careers/admin/interview-slots/{id}';
export const ASSIGN_SLOT_API = '/api/careers/admin/interview-invitations/{id}/slot';
export const ADJUSTMENTS_API = '/api/careers/admin/interview-invitations/{id}/adjustments';

export type InterviewRound = components['schemas']['InterviewRound'];

/** After a round, its slots or its invitations changed: the rounds, and the applications (an invitation moves them to interview). */
export const roundsChanged = () =>
  Promise.all([queryClient.invalidateQueries({ queryKey: ['get', ROUNDS_API] }), queryClient.invalidateQueries({ queryKey: ['get', '/api/careers/admin/applications'] })]);

const INTERVIEW_REFUSALS: Partial<Record<string, MessageDescriptor>> = {
  ...ADMIN_REFUSALS,
  interview_round_not_found: msg`This interview round no longer exists.`,
  interview_slot_not_found: msg`This slot no longer exists.`,
  interview_slot_booked: msg`This slot is booked: it stays until its booking is moved or cancelled.`,
  panel_not_on_team: msg`Every panel member and the lead must be on the job's hiring team.`,
  day_end_before_start: msg`No slot fits between the start and the end of the day.`,
  too_many_slots: msg`That makes too many slots at once (at most 500). Shorten the range or lengthen the slots.`,
  book_by_invalid: msg`The booking deadline must be in the future.`,
  not_shortlisted: msg`Only shortlisted applications can be invited. Reload to see where they stand.`,
  slot_full: msg`This slot was taken meanwhile: choose another.`,
  slot_started: msg`The slot must start in the future.`,
  interview_slot_exists: msg`The round has a slot at that time already.`,
  application_not_at_interview: msg`This application is no longer at interview. Reload to see where it stands.`,
  no_adjustments: msg`The applicant asked for no adjustments.`,
};

/** The sentence for a refusal of the interview API. */
export const interviewProblem = (error: unknown) => {
  const problem = apiProblem(error);
  return { problem, text: problemText(problem, INTERVIEW_REFUSALS) };
};

/**
 * A change made on a round's board: its refusal kept as a sentence, and the board refreshed whether
 * it succeeded or was refused (a refusal there mostly means the board is out of date: a slot taken,
 * moved or removed meanwhile).
 */
export const useBoardCall = () => useRefusableCall(INTERVIEW_REFUSALS, roundsChanged, { refreshOnRefusal: true });
