import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useFocusWhen } from '../../../lib/use-focus-when';
import { OFFER_STATUS_LABELS, TERM_LABELS } from '../../../lib/offer-vocabulary';
import { OfferTermsList } from '../../../components/offer-terms';
import { useApplicationOffer, type Offer } from './api';
import { OfferCreateForm } from './offer-create-form';
import { OfferActions } from './offer-actions';
import { CheckTable } from './check-table';
import { CheckWork } from './check-work';
import { OfferEditTerms } from './offer-edit-terms';
import './offers.css';

interface OfferPanelProps {
  applicationId: number;
  /** The application's status. */
  status: string;
  canDecide: boolean;
}

/** The offer panel of the staff application page: terms, versions, approvals, checklist, decisions. */
export function OfferPanel(props: OfferPanelProps) {
  const load = useApplicationOffer(props.applicationId);
  // Not `isPending`: a query without data (no offer yet, a 404) is pending again while it is asked
  // again, and the panel must stay (with what it holds and where the focus goes) until the answer.
  if (!load.isFetched) return null;
  return <OfferPanelContent {...props} offer={load.data} />;
}

function OfferPanelContent({ applicationId, status, canDecide, offer }: OfferPanelProps & { offer: Offer | undefined }) {
  const { t, i18n } = useLingui();
  // When the offer moves on from how it was first shown (made, approved, sent, a new version...), the
  // control pressed is often gone (the new offer's form, "Send"): the status line takes the focus (WCAG 2.4.3).
  const stage = offer ? `${offer.id}:${offer.status}:${offer.version}:${offer.approvals.length}` : null;
  const [firstStage] = useState(stage);
  const statusRef = useFocusWhen<HTMLParagraphElement>(stage !== firstStage && stage);
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
          <p className="offer-status" tabIndex={-1} ref={statusRef}>
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
