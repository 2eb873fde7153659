import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { CONTRACT_LABELS, formatDay, TERM_LABELS } from '../lib/offer-vocabulary';
import type { OfferTerms } from '../../../common/offer-rules';

interface OfferLike {
  terms: OfferTerms;
  currency: string;
  respondBy: string;
}

/** An offer's terms as a definition list, in the reader's language (the applicant's page and the staff's panel). */
export function OfferTermsList({ offer, before = [] }: { offer: OfferLike; before?: [MessageDescriptor, string][] }) {
  const { i18n } = useLingui();
  const { terms } = offer;
  const salary = terms.salary !== null ? `${new Intl.NumberFormat(i18n.locale).format(terms.salary)} ${offer.currency}` : [terms.band, terms.point].filter(Boolean).join(' / ');
  const rows: [MessageDescriptor, string][] = [
    ...before,
    [TERM_LABELS.grade!, terms.grade],
    [TERM_LABELS.salary!, salary],
    [TERM_LABELS.hoursPerWeek!, String(terms.hoursPerWeek)],
    [TERM_LABELS.workingPattern!, terms.workingPattern],
    [TERM_LABELS.contractType!, i18n._(CONTRACT_LABELS[terms.contractType])],
    [TERM_LABELS.site!, terms.site],
    [TERM_LABELS.proposedStart!, formatDay(terms.proposedStart, i18n.locale)],
    [TERM_LABELS.respondBy!, formatDay(offer.respondBy, i18n.locale)],
  ];
  return (
    <dl className="offer-terms">
      {rows.map(([name, value]) => (
        <div key={name.id}>
          <dt>{i18n._(name)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
