import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { $api, queryClient } from '../../../lib/query';
import type { components } from '../../../api/schema';
import { ADMIN_REFUSALS } from '../refusals';

/** The staff side of references: an application's requests, one reference's content. */
export type ApplicationReferences = components['schemas']['ApplicationReferences'];
export type ReferenceSummary = components['schemas']['ReferenceSummary'];
export type Reference = components['schemas']['Reference'];
export const REFERENCES_API = '/api/careers/admin/applications/{id}/references';
export const REFERENCE_API = '/api/careers/admin/applications/{id}/references/{referenceId}';

export const useApplicationReferences = (id: number) => $api.useQuery('get', REFERENCES_API, { params: { path: { id } } }, { retry: false });

/** After any change: the requests, and the offer (its references check may be met now). */
export const referencesChanged = () => queryClient.invalidateQueries();

/** What the panel says for each refusal of the references API, by its `code`. */
export const REFERENCE_REFUSALS: Partial<Record<string, MessageDescriptor>> = {
  ...ADMIN_REFUSALS,
  references_not_open: msg`References are requested at interview or offer only.`,
  referee_not_found: msg`The applicant did not name this referee.`,
  referee_email_invalid: msg`This referee's e-mail address is incomplete: correct it before asking.`,
  referee_is_applicant: msg`A referee cannot be the applicant.`,
  referee_already_asked: msg`This address is already a referee of this application.`,
  reference_not_found: msg`This reference request no longer exists.`,
  reference_not_open: msg`This request is closed. The list now shows where it stands.`,
  reminder_too_soon: msg`The referee was e-mailed less than 7 days ago.`,
  reference_not_received: msg`Only a reference that arrived can be reviewed.`,
  references_after_offer: msg`This job takes references after the offer: to ask now, tick the box to use the pre-offer questionnaire.`,
  reference_stage_too_early: msg`This job takes references before interview: the post-offer questionnaire is asked only once there is an offer.`,
};
