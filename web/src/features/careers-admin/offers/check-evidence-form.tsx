import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { BusyButton } from '../../../components/busy-button';
import { $api } from '../../../lib/query';
import { OUTCOME_LABELS } from '../../../lib/offer-vocabulary';
import { RECORD_OUTCOMES } from '../../../../../common/offer-rules';
import type { OfferCheck } from './api';
import { OfferForm, useOfferCall } from './offer-form';

type RecordOutcome = (typeof RECORD_OUTCOMES)[number];

/**
 * What HR records of a check, by the evidence its type takes: a number and its issue date (a
 * criminal record check adds the level and the outcome, never a copy of the certificate), an
 * expiry date (right to work, registration: a follow-up comes before it), and the due date.
 */
export function CheckEvidenceForm({ check, label }: { check: OfferCheck; label: string }) {
  const { t, i18n } = useLingui();
  const save = $api.useMutation('patch', '/api/careers/admin/offer-checks/{id}');
  const record = check.category === 'criminal_record';
  const numbered = record || check.evidence === 'number';
  const [values, setValues] = useState({
    referenceNumber: check.referenceNumber ?? '',
    level: check.level ?? '',
    issuedOn: check.issuedOn ?? '',
    expiresOn: check.expiresOn ?? '',
    dueOn: check.dueOn ?? '',
    outcome: (check.outcome ?? '') as RecordOutcome | '',
  });
  const { problem, call } = useOfferCall();
  const [saved, setSaved] = useState(false);
  const id = `check-${check.id}`;
  const orNull = (v: string) => v.trim() || null;
  const submit = async () => {
    setSaved(false);
    const body = {
        dueOn: orNull(values.dueOn),
        expiresOn: orNull(values.expiresOn),
        ...(numbered ? { referenceNumber: orNull(values.referenceNumber), issuedOn: orNull(values.issuedOn) } : {}),
        ...(record ? { level: orNull(values.level), outcome: values.outcome || null } : {}),
    };
    setSaved(await call(() => save.mutateAsync({ params: { path: { id: check.id } }, body })));
  };
  const input = (name: 'referenceNumber' | 'level' | 'issuedOn' | 'expiresOn' | 'dueOn', text: string, type = 'text') => (
    <div className="form-field">
      <label className="form-field__label" htmlFor={`${id}-${name}`}>
        {text}
      </label>
      <input id={`${id}-${name}`} type={type} className="p-inputtext" maxLength={60} value={values[name]} onChange={(e) => setValues({ ...values, [name]: e.target.value })} />
    </div>
  );
  return (
    <OfferForm label={t`Evidence for ${label}`} problem={problem} onSubmit={() => void submit()}>
      {check.evidence === 'document' ? <p>{check.documentId ? t`The applicant handed in a document from their documents.` : t`Waiting for the applicant's document.`}</p> : null}
      {numbered ? input('referenceNumber', record ? t`Certificate number` : t`Number`) : null}
      {record ? input('level', t`Level`) : null}
      {numbered ? input('issuedOn', t`Issue date`, 'date') : null}
      {record ? (
        <div className="form-field">
          <label className="form-field__label" htmlFor={`${id}-outcome`}>
            {t`Outcome`}
          </label>
          <select id={`${id}-outcome`} className="p-inputtext" value={values.outcome} onChange={(e) => setValues({ ...values, outcome: e.target.value as RecordOutcome | '' })}>
            <option value="">{t`Not yet known`}</option>
            {RECORD_OUTCOMES.map((o) => (
              <option key={o} value={o}>
                {i18n._(OUTCOME_LABELS[o])}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {input('expiresOn', t`Expiry date (a follow-up comes before it)`, 'date')}
      {input('dueOn', t`Due date`, 'date')}
      {saved ? <p role="status">{t`Saved.`}</p> : null}
      <BusyButton type="submit" label={t`Save the evidence`} busy={save.isPending} />
    </OfferForm>
  );
}
