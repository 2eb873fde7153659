import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { BusyButton } from '../../../components/busy-button';
import { ADJUSTMENT_STATUSES, type AdjustmentStatus } from '../../../../../common/interview-rules';
import { $api } from '../../../lib/query';
import { ADJUSTMENT_STATUS_LABELS } from '../../../lib/interview-vocabulary';
import { ADJUSTMENTS_API, useBoardCall, type InterviewRound } from './api';
import { ProblemAlert } from '../../../components/problem-alert';

type Invitation = InterviewRound['invitations'][number];

/** Where an applicant's adjustments stand (requested, agreed, arranged) and what was arranged: for the recruitment admin and the round's lead, who alone see them. */
export function AdjustmentsStatus({ invitation }: { invitation: Invitation }) {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState<AdjustmentStatus>(invitation.adjustmentsStatus ?? 'requested');
  const [arranged, setArranged] = useState(invitation.adjustmentsArranged ?? '');
  const { problem, busy, call } = useBoardCall();
  const [saved, setSaved] = useState(false);
  const save = $api.useMutation('patch', ADJUSTMENTS_API);
  const id = `adjustments-${invitation.id}`;
  const submit = async () => {
    setSaved(false);
    setSaved(await call(() => save.mutateAsync({ params: { path: { id: invitation.id } }, body: { status, arranged: arranged.trim() } })));
  };
  return (
    <form
      className="interview-adjustments-form"
      aria-label={t`Adjustments for ${invitation.candidate}`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={`${id}-status`}>{t`Where they stand`}</label>
      <select id={`${id}-status`} className="p-inputtext admin-select" value={status} onChange={(e) => setStatus(e.target.value as AdjustmentStatus)}>
        {ADJUSTMENT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {i18n._(ADJUSTMENT_STATUS_LABELS[s])}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-arranged`}>{t`What was arranged (optional)`}</label>
      <textarea id={`${id}-arranged`} className="p-inputtext" rows={2} maxLength={1000} value={arranged} onChange={(e) => setArranged(e.target.value)} />
      <BusyButton type="submit" size="small" outlined label={t`Save the adjustments`} busy={busy} />
      <div aria-live="polite">{saved ? <p className="interview-notice">{t`Saved.`}</p> : null}</div>
      <ProblemAlert problem={problem} className="admin-error" />
    </form>
  );
}
