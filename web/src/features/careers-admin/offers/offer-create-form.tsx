import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { $api } from '../../../lib/query';
import { apiProblem, problemText } from '../../../lib/api-errors';
import { CONTRACT_LABELS } from '../../../lib/offer-vocabulary';
import { CONTRACT_TYPES, type ContractType } from '../../../../../common/offer-rules';
import { ADMIN_REFUSALS } from '../refusals';
import { offersChanged } from './api';

const TEXT_FIELDS = ['grade', 'band', 'point', 'workingPattern', 'site'] as const;

/** The terms of a new offer; the checks come from the job's profile. */
export function OfferCreateForm({ applicationId }: { applicationId: number }) {
  const { t, i18n } = useLingui();
  const create = $api.useMutation('post', '/api/careers/admin/applications/{id}/offers');
  const [values, setValues] = useState<Record<string, string>>({ grade: '', band: '', point: '', workingPattern: '', site: '', salary: '', hoursPerWeek: '37.5', proposedStart: '', respondBy: '' });
  const [contractType, setContractType] = useState<ContractType>('permanent');
  const [problem, setProblem] = useState<string | null>(null);
  const labels: Record<string, string> = { grade: t`Grade`, band: t`Band`, point: t`Point`, workingPattern: t`Working pattern`, site: t`Site`, salary: t`Salary (yearly)`, hoursPerWeek: t`Hours per week`, proposedStart: t`Proposed start`, respondBy: t`Respond by` };
  const field = (name: string, type = 'text') => (
    <div className="form-field" key={name}>
      <label className="form-field__label" htmlFor={`offer-${name}`}>
        {labels[name]}
      </label>
      <input id={`offer-${name}`} type={type} className="p-inputtext" value={values[name]} onChange={(e) => setValues({ ...values, [name]: e.target.value })} />
    </div>
  );
  const submit = async () => {
    setProblem(null);
    try {
      const terms = { grade: values.grade!, band: values.band!, point: values.point!, workingPattern: values.workingPattern!, site: values.site!, contractType, salary: values.salary ? Number(values.salary) : null, hoursPerWeek: Number(values.hoursPerWeek), proposedStart: values.proposedStart! };
      await create.mutateAsync({ params: { path: { id: applicationId } }, body: { terms, respondBy: values.respondBy! } });
      await offersChanged();
    } catch (error) {
      setProblem(problemText(apiProblem(error), ADMIN_REFUSALS));
    }
  };
  return (
    <form
      noValidate
      className="offer-form"
      aria-label={t`Make an offer`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {TEXT_FIELDS.map((name) => field(name))}
      {field('salary', 'number')}
      {field('hoursPerWeek', 'number')}
      <div className="form-field">
        <label className="form-field__label" htmlFor="offer-contract">
          {t`Contract`}
        </label>
        <select id="offer-contract" className="p-inputtext" value={contractType} onChange={(e) => setContractType(e.target.value as ContractType)}>
          {CONTRACT_TYPES.map((c) => (
            <option key={c} value={c}>
              {i18n._(CONTRACT_LABELS[c])}
            </option>
          ))}
        </select>
      </div>
      {field('proposedStart', 'date')}
      {field('respondBy', 'date')}
      {problem ? (
        <p role="alert" className="application-error">
          {problem}
        </p>
      ) : null}
      <Button type="submit" label={t`Make the offer (draft)`} loading={create.isPending} />
    </form>
  );
}
