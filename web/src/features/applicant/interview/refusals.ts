import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** What the applicant reads when the API refuses a booking, by the refusal's code. */
export const BOOKING_REFUSALS: Record<string, MessageDescriptor> = {
  interview_not_found: msg`You have no interview invitation for this application.`,
  interview_slot_not_found: msg`This time is no longer offered. Choose another.`,
  already_booked: msg`A time is booked already. Choose another time to move it.`,
  booking_deadline_passed: msg`The deadline to book this interview has passed. Contact the recruiter.`,
  inside_minimum_notice: msg`This is too close to the interview to change online. Contact the recruiter.`,
  beyond_horizon: msg`This time is too far ahead to book.`,
  slot_full: msg`Someone took this time a moment ago. Choose another.`,
  version_conflict: msg`Your booking changed in another tab or window. Reload the page and try again.`,
  not_booked: msg`No time is booked.`,
};
