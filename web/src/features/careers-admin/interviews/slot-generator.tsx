import { useState } from 'react';
import { useFocusWhen } from '../../../lib/use-focus-when';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { BusyButton } from '../../../components/busy-button';
import { FormErrorSummary } from '../../../components/form-error-summary';
import type { FieldErrors } from '../../../components/form-state';
import { useCheckedForm } from '../../../components/use-checked-form';
import { isDay, localDay } from '../../../lib/dates';
import { $api } from '../../../lib/query';
import type { components } from '../../../api/schema';
import { DateField, TextField } from '../job-form-fields';
import { interviewProblem, roundsChanged, ROUND_SLOTS_API, type InterviewRound } from './api';
import { SlotDays } from './slot-days';

const FIELDS = ['from', 'to', 'dayStart', 'dayEnd', 'lengthMinutes', 'bufferMinutes', 'capacity'] as const;
type SlotField = (typeof FIELDS)[number];
type SlotValues = Record<SlotField, string>;
type Generated = components['schemas']['GeneratedSlots'];

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const whole = (text: string, min: number, max: number) => /^\d{1,3}$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

function validate(v: SlotValues): FieldErrors<SlotField> {
  return {
    from: isDay(v.from) ? null : msg`Give the first day.`,
    to: !isDay(v.to) ? msg`Give the last day.` : isDay(v.from) && v.to < v.from ? msg`The last day must not be before the first.` : null,
    dayStart: CLOCK.test(v.dayStart) ? null : msg`Give a time as HH:MM.`,
    dayEnd: !CLOCK.test(v.dayEnd) ? msg`Give a time as HH:MM.` : CLOCK.test(v.dayStart) && v.dayEnd <= v.dayStart ? msg`The day must end after it starts.` : null,
    lengthMinutes: whole(v.lengthMinutes, 5, 480) ? null : msg`Give a length from 5 to 480 minutes.`,
    bufferMinutes: whole(v.bufferMinutes, 0, 240) ? null : msg`Give a break from 0 to 240 minutes.`,
    capacity: whole(v.capacity, 1, 50) ? null : msg`Give from 1 to 50 people per slot.`,
  };
}

const bodyOf = (v: SlotValues, preview: boolean) => ({
  from: v.from,
  to: v.to,
  dayStart: v.dayStart,
  dayEnd: v.dayEnd,
  lengthMinutes: Number(v.lengthMinutes),
  bufferMinutes: Number(v.bufferMinutes),
  capacity: Number(v.capacity),
  preview,
});

/** The slot generator: a date range (Monday to Friday), the day's start and end in the hospital's time zone, length, break and capacity; a preview first, then save. */
export function SlotGenerator({ round }: { round: InterviewRound }) {
  const { t } = useLingui();
  const prefix = `slots-${round.id}`;
  const form = useCheckedForm<SlotValues>({
    id: prefix,
    fields: FIELDS,
    defaultValues: { from: localDay(2), to: localDay(9), dayStart: '09:00', dayEnd: '12:00', lengthMinutes: String(round.durationMinutes), bufferMinutes: '15', capacity: '1' },
    validate,
    unexpectedError: msg`We could not reach the server. Check your connection and try again.`,
  });
  const generate = $api.useMutation('post', ROUND_SLOTS_API);
  const [preview, setPreview] = useState<{ values: SlotValues; answer: Generated } | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  // The button pressed is busy, then gone (saved): what happened takes the focus, and Tab goes on from it.
  const previewNote = useFocusWhen<HTMLParagraphElement>(preview);
  const savedNote = useFocusWhen<HTMLParagraphElement>(saved === null ? null : `saved ${saved}`);
  const run = async (values: SlotValues, asPreview: boolean) => {
    try {
      const answer = await generate.mutateAsync({ params: { path: { id: round.id } }, body: bodyOf(values, asPreview) });
      if (asPreview) return setPreview({ values, answer });
      setPreview(null);
      setSaved(answer.created);
      await roundsChanged();
    } catch (error) {
      const { problem, text } = interviewProblem(error);
      const field = FIELDS.find((f) => f === problem.field);
      form.fail(field ? { [field]: text } : {}, field ? null : text);
    }
  };
  const submit = form.onSubmit((values) => {
    setSaved(null);
    return run(values, true);
  });
  const title = t`Generate slots: ${round.name}`;
  return (
    <div className="interview-generator">
      <h3>
        <Trans>Generate slots</Trans>
      </h3>
      <p className="admin-job-form__hint">
        <Trans>Monday to Friday; times in the hospital's time zone ({round.timeZone}). Times already in the round are kept as they are.</Trans>
      </p>
      <FormErrorSummary form={form} id={`${prefix}-summary`} title={<Trans>There is a problem</Trans>} />
      <form noValidate onSubmit={submit} className="admin-form" aria-label={title}>
        <fieldset disabled={form.submitting} className="admin-form__body">
          <div className="admin-form__grid field-grid">
            <DateField form={form} name="from" label={<Trans>First day</Trans>} required />
            <DateField form={form} name="to" label={<Trans>Last day</Trans>} required />
            <TextField form={form} name="dayStart" type="time" label={<Trans>Day starts at</Trans>} required />
            <TextField form={form} name="dayEnd" type="time" label={<Trans>Day ends at</Trans>} required />
            <TextField form={form} name="lengthMinutes" inputMode="numeric" label={<Trans>Slot length (minutes)</Trans>} maxLength={3} />
            <TextField form={form} name="bufferMinutes" inputMode="numeric" label={<Trans>Break between slots (minutes)</Trans>} maxLength={3} />
            <TextField form={form} name="capacity" inputMode="numeric" label={<Trans>People per slot</Trans>} hint={<Trans>More than 1 for a group session.</Trans>} maxLength={2} />
          </div>
        </fieldset>
        <div className="admin-form__actions">
          <BusyButton type="submit" label={t`Preview the slots`} outlined busy={form.submitting} />
        </div>
      </form>
      <div aria-live="polite">
        {saved !== null ? (
          <p className="interview-notice" tabIndex={-1} ref={savedNote}>
            <Plural value={saved} one="# slot was added." other="# slots were added." />
          </p>
        ) : null}
        {preview ? (
          <div className="interview-preview">
            <p tabIndex={-1} ref={previewNote}>
              <Plural value={preview.answer.slots.length} one="The preview makes # slot:" other="The preview makes # slots:" />
            </p>
            <SlotDays slots={preview.answer.slots} timeZone={round.timeZone} />
            {preview.answer.slots.length ? <BusyButton type="button" label={t`Save these slots`} busy={generate.isPending} onClick={() => void run(preview.values, false)} /> : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
