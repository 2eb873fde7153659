import { useLingui } from '@lingui/react/macro';
import { $api } from '../../../lib/query';
import { OfferTermsForm } from './offer-terms-form';

/** The terms of a new offer; the checks come from the job's profile. */
export function OfferCreateForm({ applicationId }: { applicationId: number }) {
  const { t } = useLingui();
  const create = $api.useMutation('post', '/api/careers/admin/applications/{id}/offers');
  return (
    <OfferTermsForm
      idPrefix="offer"
      label={t`Make an offer`}
      submitLabel={t`Make the offer (draft)`}
      busy={create.isPending}
      save={(terms, respondBy) => create.mutateAsync({ params: { path: { id: applicationId } }, body: { terms, respondBy } })}
    />
  );
}
