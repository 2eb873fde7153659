import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { components } from '../../../api/schema';
import { APPLICANT_STATUS_LABELS } from '../../../lib/careers-vocabulary';

type Schemas = components['schemas'];
export type ApplicationStatus = Schemas['ApplicationStatus'];
export type AdminApplication = Schemas['AdminApplication'];
export type AdminApplicationSummary = Schemas['AdminApplicationSummary'];
export type AdminApplicationEvent = Schemas['AdminApplicationEvent'];
export type StatusCounts = Schemas['ApplicationStatusCounts'];

/** The statuses an administrator sees in the list (drafts stay private to the applicant). */
export const REVIEW_STATUSES: readonly ApplicationStatus[] = ['submitted', 'under_review', 'shortlisted', 'interview', 'offer', 'hired', 'rejected', 'withdrawn'];

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

/** The administrators' transition table (careers.md "Applications"; server transitions.ts). */
const ADMIN_MOVES: Partial<Record<ApplicationStatus, ApplicationStatus[]>> = {
  submitted: ['under_review'],
  under_review: ['shortlisted', 'rejected'],
  shortlisted: ['interview', 'rejected'],
  interview: ['offer', 'rejected'],
  offer: ['hired', 'rejected'],
  rejected: ['under_review'],
};

/** Where an administrator may move an application that is `from`; empty when nowhere. */
export const allowedMoves = (from: ApplicationStatus): ApplicationStatus[] => [...(ADMIN_MOVES[from] ?? [])];

/** A reason is required to reject and to reopen (rejected → under_review). */
export const needsReason = (from: ApplicationStatus, to: ApplicationStatus) => to === 'rejected' || (from === 'rejected' && to === 'under_review');

/** The label of a move: reopening a rejected application reads "Reopen". */
export const moveLabel = (from: ApplicationStatus, to: ApplicationStatus): MessageDescriptor =>
  from === 'rejected' && to === 'under_review' ? msg`Reopen` : MOVE_LABELS[to];
