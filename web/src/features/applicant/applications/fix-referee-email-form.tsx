import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { $api } from '../../../lib/query';
import { apiProblem, problemText } from '../../../lib/api-errors';
import type { components } from '../../../api/schema';
import { MY_REFERENCE_REFUSALS } from './my-reference-refusals';
import { BusyButton } from '../../../components/busy-button';
import { ProblemAlert } from '../../../components/problem-alert';

type MyReference = components['schemas']['MyReference'];

/** A corrected address for a referee our e-mail could not reach: the old links stop working, the request goes to the new address. */
export function FixRefereeEmailForm({ applicationId, item, onDone }: { applicationId: number; item: MyReference; onDone: () => void }) {
  const { t } = useLingui();
  const correct = $api.useMutation('patch', '/api/careers/applications/{id}/references/{referenceId}/email');
  const [email, setEmail] = useState(item.refereeEmail);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = `fix-email-${item.id}`;
  const save = () => {
    setProblem(null);
    correct.mutateAsync({ params: { path: { id: applicationId, referenceId: item.id } }, body: { email: email.trim() } }).then(onDone, (error: unknown) => setProblem(problemText(apiProblem(error), MY_REFERENCE_REFUSALS)));
  };
  return (
    <form
      noValidate
      className="my-references__form"
      aria-label={t`Correct the e-mail address of ${item.refereeName}`}
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <label className="form-field__label" htmlFor={inputId}>
        {t`The referee's correct e-mail address`}
      </label>
      <input id={inputId} type="email" className="p-inputtext" maxLength={254} value={email} aria-invalid={problem ? true : undefined} onChange={(e) => setEmail(e.target.value)} />
      <ProblemAlert problem={problem} className="applicant-problem" />
      <BusyButton type="submit" size="small" label={t`Send the request to this address`} busy={correct.isPending} disabled={!email.trim()} />
    </form>
  );
}
