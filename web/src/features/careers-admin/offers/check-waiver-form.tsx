import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { BusyButton } from '../../../components/busy-button';
import { $api } from '../../../lib/query';
import { userDataAtom } from '../../../state/session';
import type { OfferCheck } from './api';
import { OfferForm, useOfferCall } from './offer-form';

/** A waiver: one person asks for it with a reason, a second, different person approves it. */
export function CheckWaiverForm({ check, label }: { check: OfferCheck; label: string }) {
  const { t } = useLingui();
  const me = useAtomValue(userDataAtom)?.id;
  const waive = $api.useMutation('post', '/api/careers/admin/offer-checks/{id}/waive');
  const [reason, setReason] = useState('');
  const { problem, call } = useOfferCall();
  const asked = check.waiverRequestedBy !== null;
  const mine = asked && check.waiverRequestedBy === me;
  const id = `waiver-${check.id}`;
  const submit = async () => {
    if (await call(() => waive.mutateAsync({ params: { path: { id: check.id } }, body: { reason } }))) setReason('');
  };
  return (
    <OfferForm label={t`Waiver for ${label}`} problem={problem} onSubmit={() => void submit()}>
      {asked ? <p>{t`A waiver was asked for: ${check.waiverReason ?? ''}`}</p> : null}
      {mine ? (
        <p>{t`You asked for this waiver: a second, different person approves it.`}</p>
      ) : (
        <>
          <label className="form-field__label" htmlFor={`${id}-reason`}>
            {asked ? t`Your reason for approving the waiver` : t`Reason for the waiver`}
          </label>
          <textarea id={`${id}-reason`} className="p-inputtext" maxLength={255} value={reason} onChange={(e) => setReason(e.target.value)} />
          <BusyButton type="submit" outlined severity="warning" label={asked ? t`Approve the waiver` : t`Ask for a waiver`} disabled={!reason.trim()} busy={waive.isPending} />
        </>
      )}
    </OfferForm>
  );
}
