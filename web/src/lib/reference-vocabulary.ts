import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { dateFormat } from './date-format';
import type { ConcernKey, JobReferenceStage, QuestionKey, ReferenceReview, ReferenceStatus } from '../../../common/reference-rules';

/** The words of references, shared by the referee's page, the staff's panel and the applicant's section. */

export const QUESTION_LABELS: Record<QuestionKey, MessageDescriptor> = {
  relationship: msg`Your relationship to the applicant`,
  knownFor: msg`How long have you known them?`,
  employedFrom: msg`Employed from`,
  employedTo: msg`Employed until (leave empty if still employed)`,
  jobTitle: msg`Their job title`,
  reasonForLeaving: msg`Reason for leaving`,
  wouldReemploy: msg`Would you employ them again?`,
  wouldReemployDetails: msg`Anything to add about employing them again`,
  ableToDoRole: msg`Having read the job description, are they able to do the role?`,
  sicknessAbsenceDays: msg`Days of sickness absence in the last 12 months`,
  concerns: msg`Concerns`,
  ratings: msg`Ratings (optional)`,
  comments: msg`Anything else you would like to tell us`,
  shareable: msg`May this reference be shared with the applicant if they ask?`,
  signedName: msg`Your full name`,
  signedRole: msg`Your job title`,
  trueAndComplete: msg`I confirm this reference is true and complete to the best of my knowledge`,
};

export const CONCERN_LABELS: Record<ConcernKey, MessageDescriptor> = {
  investigation: msg`Are you aware of any disciplinary investigation about them, current or closed?`,
  warnings: msg`Have they received any warnings that are still in force?`,
  allegations: msg`Are you aware of any allegations about the safety of patients, children or vulnerable adults?`,
  fitnessToPractise: msg`Are you aware of any fitness-to-practise proceedings?`,
};

export const RATING_KEY_LABELS: Record<string, MessageDescriptor> = {
  punctuality: msg`Punctuality`,
  reliability: msg`Reliability`,
  teamwork: msg`Teamwork`,
  communication: msg`Communication`,
  clinicalCompetence: msg`Clinical competence`,
  initiative: msg`Initiative`,
};

export const RATING_LABELS: Record<string, MessageDescriptor> = {
  outstanding: msg`Outstanding`,
  good: msg`Good`,
  satisfactory: msg`Satisfactory`,
  poor: msg`Poor`,
  not_applicable: msg`Not applicable`,
};

/** The answers of the choice questions (would re-employ, able to do the role, concerns). */
export const CHOICE_LABELS: Record<string, MessageDescriptor> = {
  yes: msg`Yes`,
  no: msg`No`,
  with_reservations: msg`With reservations`,
  unsure: msg`Not sure`,
};

/** A job's setting: when its references are requested (the job form). */
export const JOB_REFERENCE_STAGE_LABELS: Record<JobReferenceStage, MessageDescriptor> = {
  after_offer: msg`After the offer (default)`,
  before_interview: msg`Before interview, from shortlisting (no health or absence questions)`,
};

export const REFERENCE_STATUS_LABELS: Record<ReferenceStatus, MessageDescriptor> = {
  requested: msg`Requested`,
  in_progress: msg`Being written`,
  submitted: msg`Received`,
  declined: msg`Declined`,
  cancelled: msg`Cancelled`,
  received_elsewhere: msg`Received outside the portal`,
};

export const REVIEW_LABELS: Record<ReferenceReview, MessageDescriptor> = {
  pending: msg`Not reviewed`,
  satisfactory: msg`Satisfactory`,
  clarification: msg`Clarification needed`,
  unsatisfactory: msg`Unsatisfactory`,
};

export const EVENT_LABELS: Record<string, MessageDescriptor> = {
  requested: msg`Requested`,
  reminded: msg`Reminder sent`,
  referee_declined: msg`The referee declined`,
  received: msg`Reference received`,
  cancelled: msg`Cancelled`,
  email_changed: msg`E-mail address changed`,
  replaced: msg`Replaced by another referee`,
  received_elsewhere: msg`Received outside the portal`,
  reviewed: msg`Reviewed`,
  address_bounced: msg`Our e-mail could not be delivered`,
};

/** A moment of a request (asked, received) as a day in the reader's language. */
export const formatMoment = (iso: string, locale: string) => dateFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
