import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { BusyButton } from '../../../components/busy-button';
import { CONTRACT_LABELS } from '../../../lib/offer-vocabulary';
import { CONTRACT_TYPES, type ContractType, type OfferTerms } from '../../../../../common/offer-rules';
import { OfferForm, useOfferCall } from './offer-form';

const TEXT_FIELDS = ['grade', 'band', 'point', 'workingPattern', 'site'] as const;

/** The fields as typed, from the terms being changed (or empty for a new offer). */
function startingValues(terms?: OfferTerms, respondBy?: string): Record<string, string> {
  if (!terms) return { grade: '', band: '', point: '', workingPattern: '', site: '', salary: '', hoursPerWeek: '37.5', proposedStart: '', respondBy: '' };
  const { grade, band, point, workingPattern, site, salary, hoursPerWeek, proposedStart } = terms;
  return { grade, band, point, workingPattern, site, salary: salary === null ? '' : String(salary), hoursPerWeek: String(hoursPerWeek), proposedStart, respondBy: respondBy ?? '' };
}

interface Props {
  /** Prefixes the fields' ids (a page may hold a new offer's form and a change form). */
  idPrefix: string;
  label: string;
  submitLabel: string;
  terms?: OfferTerms;
  respondBy?: string;
  busy: boolean;
  save: (terms: OfferTerms, respondBy: string) => Promise<unknown>;
  onSaved?: () => void;
}

/** An offer's terms and respond-by date: for a new offer, and to change one (a new version once sent). */
export function OfferTermsForm({ idPrefix, label, submitLabel, terms, respondBy, busy, save, onSaved }: Props) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState(() => startingValues(terms, respondBy));
  const [contractType, setContractType] = useState<ContractType>(terms?.contractType ?? 'permanent');
  const { problem, call } = useOfferCall();
  const labels: Record<string, string> = { grade: t`Grade`, band: t`Band`, point: t`Point`, workingPattern: t`Working pattern`, site: t`Site`, salary: t`Salary (yearly)`, hoursPerWeek: t`Hours per week`, proposedStart: t`Proposed start`, respondBy: t`Respond by` };
  const field = (name: string, type = 'text') => (
    <div className="form-field" key={name}>
      <label className="form-field__label" htmlFor={`${idPrefix}-${name}`}>
        {labels[name]}
      </label>
      <input id={`${idPrefix}-${name}`} type={type} className="p-inputtext" value={values[name]} onChange={(e) => setValues({ ...values, [name]: e.target.value })} />
    </div>
  );
  const submit = async () => {
    const next = { grade: values.grade!, band: values.band!, point: values.point!, workingPattern: values.workingPattern!, site: values.site!, contractType, salary: values.salary ? Number(values.salary) : null, hoursPerWeek: Number(values.hoursPerWeek), proposedStart: values.proposedStart! };
    if (await call(() => save(next, values.respondBy!))) onSaved?.();
  };
  return (
    <OfferForm label={label} problem={problem} onSubmit={() => void submit()}>
      {TEXT_FIELDS.map((name) => field(name))}
      {field('salary', 'number')}
      {field('hoursPerWeek', 'number')}
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${idPrefix}-contract`}>
          {t`Contract`}
        </label>
        <select id={`${idPrefix}-contract`} className="p-inputtext" value={contractType} onChange={(e) => setContractType(e.target.value as ContractType)}>
          {CONTRACT_TYPES.map((c) => (
            <option key={c} value={c}>
              {i18n._(CONTRACT_LABELS[c])}
            </option>
          ))}
        </select>
      </div>
      {field('proposedStart', 'date')}
      {field('respondBy', 'date')}
      <BusyButton type="submit" label={submitLabel} busy={busy} />
    </OfferForm>
  );
}
