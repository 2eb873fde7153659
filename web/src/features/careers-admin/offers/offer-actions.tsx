import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { $api } from '../../../lib/query';
import { apiProblem, problemText } from '../../../lib/api-errors';
import { checkLabel } from '../../../lib/offer-vocabulary';
import { ADMIN_REFUSALS } from '../refusals';
import { offersChanged, type Offer } from './api';
import { ProblemAlert } from '../../../components/problem-alert';

type Step = 'approve' | 'send' | 'withdraw' | 'unconditional' | 'confirm-start';

/** The decisions on an offer that its status allows; "make unconditional" says what blocks it. */
export function OfferActions({ offer }: { offer: Offer }) {
  const { t, i18n } = useLingui();
  const approve = $api.useMutation('post', '/api/careers/admin/offers/{id}/approve');
  const send = $api.useMutation('post', '/api/careers/admin/offers/{id}/send');
  const withdraw = $api.useMutation('post', '/api/careers/admin/offers/{id}/withdraw');
  const unconditional = $api.useMutation('post', '/api/careers/admin/offers/{id}/unconditional');
  const confirm = $api.useMutation('post', '/api/careers/admin/offers/{id}/confirm-start');
  const [reason, setReason] = useState('');
  const [startDate, setStartDate] = useState(offer.startDate ?? offer.terms.proposedStart);
  const [problem, setProblem] = useState<string | null>(null);
  const path = { params: { path: { id: offer.id } } };
  const run = async (step: Step) => {
    setProblem(null);
    try {
      if (step === 'approve') await approve.mutateAsync(path);
      if (step === 'send') await send.mutateAsync(path);
      if (step === 'withdraw') await withdraw.mutateAsync({ ...path, body: { reason } });
      if (step === 'unconditional') await unconditional.mutateAsync({ ...path, body: { startDate } });
      if (step === 'confirm-start') await confirm.mutateAsync({ ...path, body: { startDate } });
      await offersChanged();
    } catch (error) {
      setProblem(problemText(apiProblem(error), ADMIN_REFUSALS));
    }
  };
  const live = ['draft', 'sent', 'accepted', 'unconditional'].includes(offer.status);
  const blockers = offer.checks.filter((c) => offer.blockers.includes(c.checkTypeKey)).map((c) => checkLabel(c.labels, i18n.locale));
  return (
    <div className="offer-actions">
      {offer.status === 'draft' ? (
        <div className="offer-actions__row">
          <Button outlined label={t`Approve`} onClick={() => void run('approve')} />
          <Button label={t`Send to the applicant`} onClick={() => void run('send')} />
        </div>
      ) : null}
      {offer.status === 'accepted' || offer.status === 'unconditional' ? (
        <div className="form-field">
          <label className="form-field__label" htmlFor="offer-start-date">
            {t`Start date`}
          </label>
          <input id="offer-start-date" type="date" className="p-inputtext" value={startDate} onChange={(e) => setStartDate(e.target.value)} />
        </div>
      ) : null}
      {offer.status === 'accepted' ? (
        <>
          {blockers.length ? <p className="offer-blockers">{t`Make unconditional is blocked until these checks are met or waived: ${blockers.join(', ')}.`}</p> : null}
          <Button label={t`Make unconditional`} disabled={blockers.length > 0} onClick={() => void run('unconditional')} />
        </>
      ) : null}
      {offer.status === 'unconditional' ? <Button label={t`Confirm the start`} onClick={() => void run('confirm-start')} /> : null}
      {live ? (
        <div className="offer-actions__withdraw">
          <label className="form-field__label" htmlFor="offer-withdraw-reason">
            {t`Reason for withdrawing (told to the applicant)`}
          </label>
          <textarea id="offer-withdraw-reason" className="p-inputtext" maxLength={255} value={reason} onChange={(e) => setReason(e.target.value)} />
          <Button outlined severity="danger" label={t`Withdraw the offer`} disabled={!reason.trim()} onClick={() => void run('withdraw')} />
        </div>
      ) : null}
      <ProblemAlert problem={problem} />
    </div>
  );
}
