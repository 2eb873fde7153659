import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { BusyButton } from '../../../components/busy-button';
import { FormErrorSummary } from '../../../components/form-error-summary';
import { useCheckedForm } from '../../../components/use-checked-form';
import { $api } from '../../../lib/query';
import { MODE_LABELS, SCHEDULING_LABELS } from '../../../lib/interview-vocabulary';
import { SelectField, TextField } from '../job-form-fields';
import { interviewProblem, roundsChanged, ROUND_API, ROUNDS_API, type InterviewRound } from './api';
import { PanelFields, type Person } from './panel-fields';
import { ROUND_FIELDS, roundBody, roundFieldOf, roundValues, validateRound, type RoundValues } from './round-model';

interface RoundFormProps {
  jobId: number;
  /** The round to change; null makes a new one. */
  round: InterviewRound | null;
  people: Person[];
  onDone: (round: InterviewRound) => void;
  onCancel: () => void;
}

/** The round builder: name, mode and place, length, scheduling mode, notice and horizon, the panel and its lead. */
export function RoundForm({ jobId, round, people, onDone, onCancel }: RoundFormProps) {
  const { t } = useLingui();
  const prefix = round ? `round-${round.id}` : 'round-new';
  const form = useCheckedForm<RoundValues>({
    id: prefix,
    fields: ROUND_FIELDS,
    defaultValues: roundValues(round),
    validate: validateRound,
    unexpectedError: msg`We could not reach the server. Check your connection and try again.`,
  });
  const create = $api.useMutation('post', ROUNDS_API);
  const update = $api.useMutation('patch', ROUND_API);
  const mode = form.form.watch('mode');
  const submit = form.onSubmit(async (values) => {
    try {
      const body = roundBody(values);
      const saved = round ? await update.mutateAsync({ params: { path: { id: round.id } }, body }) : await create.mutateAsync({ params: { path: { id: jobId } }, body });
      await roundsChanged();
      onDone(saved);
    } catch (error) {
      const { problem, text } = interviewProblem(error);
      const field = roundFieldOf(problem.field);
      if (field) form.fail({ [field]: text });
      else form.fail({}, text);
    }
  });
  const title = round ? t`Change the round` : t`New interview round`;
  return (
    <div className="interview-round-form">
      <h2>{title}</h2>
      <FormErrorSummary form={form} id={`${prefix}-summary`} title={<Trans>There is a problem</Trans>} />
      <form noValidate onSubmit={submit} className="admin-form" aria-label={title}>
        <fieldset disabled={form.submitting} className="admin-form__body">
          <div className="admin-form__grid field-grid">
            <TextField form={form} name="name" label={<Trans>Name of the round</Trans>} hint={<Trans>For example: Panel interview</Trans>} required maxLength={120} />
            <SelectField form={form} name="mode" label={<Trans>How it is held</Trans>} options={MODE_LABELS} placeholder={false} />
            {mode === 'in_person' ? <TextField form={form} name="location" label={<Trans>Place</Trans>} required maxLength={300} /> : null}
            {mode === 'video' ? <TextField form={form} name="videoUrl" type="url" label={<Trans>Video link</Trans>} required maxLength={500} /> : null}
            <TextField form={form} name="durationMinutes" inputMode="numeric" label={<Trans>Length (minutes)</Trans>} required maxLength={3} />
            <SelectField form={form} name="schedulingMode" label={<Trans>How a time is chosen</Trans>} options={SCHEDULING_LABELS} placeholder={false} />
            <TextField form={form} name="minNoticeHours" inputMode="numeric" label={<Trans>Minimum notice (hours)</Trans>} hint={<Trans>No booking or change closer to the interview than this.</Trans>} maxLength={3} />
            <TextField form={form} name="horizonDays" inputMode="numeric" label={<Trans>Horizon (days)</Trans>} hint={<Trans>How far ahead a slot may be booked.</Trans>} maxLength={3} />
          </div>
          <PanelFields form={form} people={people} />
        </fieldset>
        <div className="admin-form__actions">
          <BusyButton type="submit" label={round ? t`Save the round` : t`Add the round`} className="form-action" busy={form.submitting} />
          <Button type="button" label={t`Cancel`} text onClick={onCancel} />
        </div>
      </form>
    </div>
  );
}
