/**
 * The vocabulary of interview scheduling (issue 28), shared by the database schema, the API and the
 * SPA: how a round is held, how a slot is chosen, where an invitation stands, which adjustments an
 * applicant may ask for and where that request stands.
 */

export const INTERVIEW_MODES = ['in_person', 'video', 'phone'] as const;
export type InterviewMode = (typeof INTERVIEW_MODES)[number];

/** NHS Jobs' three modes: the applicant picks any open slot, confirms the next open one, or the recruiter picks. */
export const SCHEDULING_MODES = ['applicant_picks', 'next_available', 'recruiter_picks'] as const;
export type SchedulingMode = (typeof SCHEDULING_MODES)[number];

export const INVITATION_STATUSES = ['invited', 'booked', 'cancelled'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const ADJUSTMENT_KINDS = ['interpreter', 'step_free_access', 'extra_time', 'quiet_room', 'other_format'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

export const ADJUSTMENT_STATUSES = ['requested', 'agreed', 'arranged'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

/** A round's defaults: minimum notice before a booking or change (hours), how far ahead slots may be booked (days). */
export const DEFAULT_MIN_NOTICE_HOURS = 24;
export const DEFAULT_HORIZON_DAYS = 30;

/** The most slots one generation may create (a month of 10-minute slots is far below it). */
export const MAX_GENERATED_SLOTS = 500;

/** Whether the applicant came to the booked interview. */
export const ATTENDANCES = ['attended', 'no_show', 'withdrew'] as const;
export type Attendance = (typeof ATTENDANCES)[number];

/** The panel's outcome, recorded by the round's lead with a reason; appointable candidates are ranked for the offer step. */
export const INTERVIEW_OUTCOMES = ['appointable', 'not_appointable', 'reserve'] as const;
export type InterviewOutcome = (typeof INTERVIEW_OUTCOMES)[number];
