import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { components } from '../../../api/schema';
import { APPLICANT_STATUS_LABELS } from '../../../lib/careers-vocabulary';
import type { ApplicationStatus } from '../../../../../common/application-status';

type Schemas = components['schemas'];
export type { ApplicationStatus };
export type AdminApplication = Schemas['AdminApplication'];
export type AdminApplicationSummary = Schemas['AdminApplicationSummary'];
export type AdminApplicationEvent = Schemas['AdminApplicationEvent'];
export type StatusCounts = Schemas['ApplicationStatusCounts'];

/** The statuses, the moves between them and the reason rule: common/application-status.ts. */
export { allowedMoves, needsReason, REVIEW_STATUSES } from '../../../../../common/application-status';

/** Status names as staff see them. */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  submitted: msg`Submitted`,
  under_review: msg`Under review`,
  shortlisted: msg`Shortlisted`,
  interview: msg`Interview`,
  offer: msg`Offer`,
  hired: msg`Hired`,
  rejected: msg`Rejected`,
  withdrawn: msg`Withdrawn`,
};

/**
 * A status as staff name it, and the name the applicant sees when it is another one (submitted is
 * "Received" for the applicant, hired "Successful", rejected "Unsuccessful"): shown side by side.
 */
export function statusNames(status: ApplicationStatus): { staff: MessageDescriptor; applicant: MessageDescriptor | null } {
  const staff = APPLICATION_STATUS_LABELS[status];
  const applicant = APPLICANT_STATUS_LABELS[status];
  return { staff, applicant: applicant.id === staff.id ? null : applicant };
}

/** The button that moves an application to a status. */
export const MOVE_LABELS: Record<ApplicationStatus, MessageDescriptor> = {
  draft: msg`Back to draft`,
  submitted: msg`Mark as received`,
  under_review: msg`Start review`,
  shortlisted: msg`Shortlist`,
  interview: msg`Invite to interview`,
  offer: msg`Make an offer`,
  hired: msg`Mark as hired`,
  rejected: msg`Reject`,
  withdrawn: msg`Withdraw`,
};

/** The label of a move: reopening a rejected application reads "Reopen". */
export const moveLabel = (from: ApplicationStatus, to: ApplicationStatus): MessageDescriptor =>
  from === 'rejected' && to === 'under_review' ? msg`Reopen` : MOVE_LABELS[to];
