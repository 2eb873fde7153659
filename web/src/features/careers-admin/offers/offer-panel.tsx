import { useLingui } from '@lingui/react/macro';
import { OFFER_STATUS_LABELS, TERM_LABELS } from '../../../lib/offer-vocabulary';
import { OfferTermsList } from '../../../components/offer-terms';
import { useApplicationOffer } from './api';
import { OfferCreateForm } from './offer-create-form';
import { OfferActions } from './offer-actions';
import { CheckTable } from './check-table';
import { CheckWork } from './check-work';
import { OfferEditTerms } from './offer-edit-terms';
import './offers.css';

/** The offer panel of the staff application page: terms, versions, approvals, checklist, decisions. */
export function OfferPanel({ applicationId, status, canDecide }: { applicationId: number; status: string; canDecide: boolean }) {
  const { t, i18n } = useLingui();
  const load = useApplicationOffer(applicationId);
  const offer = load.data;
  if (load.isPending) return null;
  return (
    <section className="demo-card offer-panel" aria-labelledby="offer-panel-title">
      <h2 id="offer-panel-title">{t`Offer`}</h2>
      {!offer ? (
        status === 'interview' && canDecide ? (
          <OfferCreateForm applicationId={applicationId} />
        ) : (
          <p>{t`No offer has been made.`}</p>
        )
      ) : (
        <>
          <p className="offer-status">
            {i18n._(OFFER_STATUS_LABELS[offer.status])} · {t`Version ${offer.version}`} · {t`Approvals ${offer.approvals.length} of ${offer.approvalsRequired}`}
          </p>
          {offer.overPosts ? <p className="offer-blockers">{t`Warning: accepted offers already fill the job's posts.`}</p> : null}
          <OfferTermsList offer={offer} />
          {offer.versions.length > 1 ? (
            <ul className="offer-versions" aria-label={t`Versions`}>
              {offer.versions.map((v) => (
                <li key={v.id}>
                  {t`Version ${v.version}`}: {i18n._(OFFER_STATUS_LABELS[v.status])}
                  {v.changes.length ? ` — ${t`changed`}: ${v.changes.map((c) => (TERM_LABELS[c] ? i18n._(TERM_LABELS[c]) : c)).join(', ')}` : ''}
                </li>
              ))}
            </ul>
          ) : null}
          <CheckTable checks={offer.checks} canMark={canDecide && ['sent', 'accepted'].includes(offer.status)} />
          {canDecide && ['sent', 'accepted'].includes(offer.status) ? <CheckWork checks={offer.checks} /> : null}
          {canDecide ? <OfferEditTerms key={offer.id} offer={offer} /> : null}
          {canDecide ? <OfferActions offer={offer} /> : null}
        </>
      )}
    </section>
  );
}
