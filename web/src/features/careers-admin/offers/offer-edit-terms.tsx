import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { $api } from '../../../lib/query';
import { OfferTermsForm } from './offer-terms-form';
import type { Offer } from './api';

/** "Change the terms": a draft changes in place; a sent or accepted offer becomes a new version the applicant answers again. */
export function OfferEditTerms({ offer }: { offer: Offer }) {
  const { t } = useLingui();
  const update = $api.useMutation('patch', '/api/careers/admin/offers/{id}');
  const [open, setOpen] = useState(false);
  if (!['draft', 'sent', 'accepted'].includes(offer.status)) return null;
  return (
    <div className="offer-edit">
      <Button type="button" outlined label={open ? t`Keep the terms` : t`Change the terms`} aria-expanded={open} aria-controls="offer-edit-form" onClick={() => setOpen(!open)} />
      {open ? (
        <div id="offer-edit-form">
          {offer.status === 'draft' ? null : <p className="offer-blockers">{t`The changed terms become a new version: the applicant is asked to accept the offer again.`}</p>}
          <OfferTermsForm
            idPrefix="offer-edit"
            label={t`Change the terms`}
            submitLabel={t`Save the new terms`}
            terms={offer.terms}
            respondBy={offer.respondBy}
            busy={update.isPending}
            save={(terms, respondBy) => update.mutateAsync({ params: { path: { id: offer.id } }, body: { terms, respondBy } })}
            onSaved={() => setOpen(false)}
          />
        </div>
      ) : null}
    </div>
  );
}
