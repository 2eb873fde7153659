import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { $api } from '../../../lib/query';
import { apiProblem, problemText } from '../../../lib/api-errors';
import { MY_REFERENCE_REFUSALS } from './my-reference-refusals';
import { BusyButton } from '../../../components/busy-button';

const FIELDS = ['name', 'email', 'position', 'organisation', 'relationship', 'phone'] as const;
type Field = (typeof FIELDS)[number];

/** Another referee in place of one who declined or did not answer: the request goes to them at once. */
export function ReplaceRefereeForm({ applicationId, referenceId, onDone }: { applicationId: number; referenceId: number; onDone: () => void }) {
  const { t } = useLingui();
  const replace = $api.useMutation('post', '/api/careers/applications/{id}/references/{referenceId}/replace');
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', position: '', organisation: '', relationship: '', phone: '' });
  const [problem, setProblem] = useState<{ text: string; field?: string } | null>(null);
  const labels: Record<Field, string> = { name: t`Full name`, email: t`E-mail`, position: t`Job title`, organisation: t`Organisation`, relationship: t`How they know you`, phone: t`Phone (optional)` };
  const submit = async () => {
    setProblem(null);
    const body = { name: values.name.trim(), email: values.email.trim(), position: values.position.trim(), organisation: values.organisation.trim(), relationship: values.relationship.trim(), ...(values.phone.trim() ? { phone: values.phone.trim() } : {}) };
    try {
      await replace.mutateAsync({ params: { path: { id: applicationId, referenceId } }, body });
      onDone();
    } catch (error) {
      const refused = apiProblem(error);
      setProblem({ text: problemText(refused, MY_REFERENCE_REFUSALS), field: refused.field?.replace(/^\/?(body\/)?/, '') });
    }
  };
  const prefix = `replace-${referenceId}`;
  return (
    <form
      noValidate
      className="my-references__form"
      aria-label={t`A new referee`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {FIELDS.map((name) => (
        <div className="form-field" key={name}>
          <label className="form-field__label" htmlFor={`${prefix}-${name}`}>
            {labels[name]}
          </label>
          <input
            id={`${prefix}-${name}`}
            type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
            className="p-inputtext"
            maxLength={name === 'email' ? 254 : name === 'phone' ? 40 : 200}
            value={values[name]}
            aria-invalid={problem?.field === name || undefined}
            onChange={(e) => setValues({ ...values, [name]: e.target.value })}
          />
        </div>
      ))}
      {problem ? (
        <p role="alert" className="applicant-problem">
          {problem.text}
        </p>
      ) : null}
      <BusyButton type="submit" size="small" label={t`Ask this referee`} busy={replace.isPending} disabled={!values.name.trim() || !values.email.trim()} />
    </form>
  );
}
