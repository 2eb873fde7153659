import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CheckCategory, CheckEvidence, CheckOutcome, CheckOwner, CheckStatus, ContractType, OfferStatus } from '../../../common/offer-rules';
import type { Locale } from '../../../common/locales';
import { dateFormat } from './date-format';

/** The words of offers and checks, shared by the applicant's "Your offer" page and the staff's screens. */

export const OFFER_STATUS_LABELS: Record<OfferStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  sent: msg`Waiting for an answer`,
  accepted: msg`Accepted, checks in progress`,
  declined: msg`Declined`,
  expired: msg`Expired`,
  withdrawn: msg`Withdrawn`,
  unconditional: msg`Unconditional`,
  started: msg`Start confirmed`,
  superseded: msg`Replaced by a newer version`,
};

export const CHECK_STATUS_LABELS: Record<CheckStatus, MessageDescriptor> = {
  requested: msg`Requested`,
  received: msg`Received`,
  met: msg`Met`,
  not_met: msg`Not met`,
  waived: msg`Waived`,
};

export const CHECK_OWNER_LABELS: Record<CheckOwner, MessageDescriptor> = { hr: msg`HR`, occupational_health: msg`Occupational health` };

export const OUTCOME_LABELS: Record<CheckOutcome, MessageDescriptor> = {
  fit: msg`Fit`,
  fit_with_adjustments: msg`Fit with adjustments`,
  not_fit: msg`Not fit`,
  clear: msg`Clear`,
  not_clear: msg`Not clear`,
};

export const CHECK_CATEGORY_LABELS: Record<CheckCategory, MessageDescriptor> = {
  identity: msg`Identity`,
  right_to_work: msg`Right to work`,
  registration: msg`Professional registration`,
  qualifications: msg`Qualifications`,
  references: msg`References`,
  health: msg`Health`,
  criminal_record: msg`Criminal record`,
  integrity: msg`Integrity`,
  other: msg`Other`,
};

export const CHECK_EVIDENCE_LABELS: Record<CheckEvidence, MessageDescriptor> = {
  document: msg`A document the applicant uploads`,
  number: msg`A number and its issue date`,
  outcome: msg`An outcome only`,
};

export const CONTRACT_LABELS: Record<ContractType, MessageDescriptor> = { permanent: msg`Permanent`, fixed_term: msg`Fixed term`, bank: msg`Bank`, locum: msg`Locum` };

export const TERM_LABELS: Record<string, MessageDescriptor> = {
  grade: msg`Grade`,
  salary: msg`Salary`,
  band: msg`Band`,
  point: msg`Point`,
  hoursPerWeek: msg`Hours per week`,
  workingPattern: msg`Working pattern`,
  contractType: msg`Contract`,
  site: msg`Site`,
  proposedStart: msg`Proposed start`,
  respondBy: msg`Respond by`,
};

/** A check type's name in the reader's language. */
export const checkLabel = (labels: Record<Locale, string>, locale: string) => labels[(locale in labels ? locale : 'en') as Locale];

/** A calendar date (YYYY-MM-DD) in the reader's language. */
export const formatDay = (day: string, locale: string) => dateFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
