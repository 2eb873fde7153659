import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { BusyButton } from '../../../components/busy-button';
import { localDay, spellInstant, zonedInstant } from '../../../../../common/interview-time';
import { $api } from '../../../lib/query';
import { useInlineEditor } from './use-inline-editor';
import { SLOT_API, type InterviewRound } from './api';
import { ProblemAlert } from '../../../components/problem-alert';

type Slot = InterviewRound['slots'][number];

/** HH:MM of the instant on its day in the zone. */
function wallTime(iso: string, timeZone: string) {
  const minutes = Math.round((Date.parse(iso) - zonedInstant(localDay(iso, timeZone), 0, timeZone)) / 60_000);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Change one slot: its day and start (hospital time), length and capacity. A booked slot shows only
 * its capacity, which may be raised (the server refuses the rest).
 */
export function SlotEdit({ round, slot }: { round: InterviewRound; slot: Slot }) {
  const { t, i18n } = useLingui();
  const zone = round.timeZone;
  const initial = { day: localDay(slot.startsAt, zone), time: wallTime(slot.startsAt, zone), length: String((Date.parse(slot.endsAt) - Date.parse(slot.startsAt)) / 60_000), capacity: String(slot.capacity) };
  const id = `slot-edit-${slot.id}`;
  const { open, openEditor, close, first, problem, setProblem, busy, call, openerId } = useInlineEditor<HTMLInputElement>(id);
  const [values, setValues] = useState(initial);
  const update = $api.useMutation('patch', SLOT_API);
  const booked = slot.booked > 0;
  const when = spellInstant(slot.startsAt, i18n.locale, zone);
  if (!open) {
    const start = () => {
      setValues(initial);
      openEditor();
    };
    return <Button id={openerId} type="button" text size="small" label={t`Change`} aria-label={t`Change the slot ${when}`} onClick={start} />;
  }
  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [key]: e.target.value });
  const submit = async () => {
    const length = Number(values.length);
    const capacity = Number(values.capacity);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.day) || !/^\d{2}:\d{2}$/.test(values.time)) return setProblem(t`Give the day and the start time.`);
    if (!Number.isInteger(length) || length < 5 || length > 480) return setProblem(t`The length is between 5 and 480 minutes.`);
    if (!Number.isInteger(capacity) || capacity < 1 || capacity > 50) return setProblem(t`The capacity is between 1 and 50.`);
    const startsAt = new Date(zonedInstant(values.day, minutesOf(values.time), zone)).toISOString();
    const body = {
      ...(startsAt !== slot.startsAt ? { startsAt } : {}),
      ...(values.length !== initial.length ? { lengthMinutes: length } : {}),
      ...(capacity !== slot.capacity ? { capacity } : {}),
    };
    if (!Object.keys(body).length) return close();
    if (await call(() => update.mutateAsync({ params: { path: { id: slot.id } }, body }))) close();
  };
  return (
    <form
      className="interview-slot-edit"
      aria-label={t`Change the slot ${when}`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {booked ? (
        <p className="admin-job-form__hint">{t`This slot is booked: only its capacity may be raised.`}</p>
      ) : (
        <>
          <label htmlFor={`${id}-day`}>{t`Day`}</label>
          <input ref={first} id={`${id}-day`} type="date" className="p-inputtext" value={values.day} onChange={set('day')} />
          <label htmlFor={`${id}-time`}>{t`Start (hospital time)`}</label>
          <input id={`${id}-time`} type="time" className="p-inputtext" value={values.time} onChange={set('time')} />
          <label htmlFor={`${id}-length`}>{t`Length (minutes)`}</label>
          <input id={`${id}-length`} type="number" min={5} max={480} className="p-inputtext" value={values.length} onChange={set('length')} />
        </>
      )}
      <label htmlFor={`${id}-capacity`}>{t`Capacity`}</label>
      <input ref={booked ? first : undefined} id={`${id}-capacity`} type="number" min={booked ? slot.capacity : 1} max={50} className="p-inputtext" value={values.capacity} onChange={set('capacity')} />
      <div className="interview-inline">
        <BusyButton type="submit" size="small" label={t`Save the slot`} busy={busy} />
        <Button type="button" text size="small" label={t`Cancel`} onClick={close} />
      </div>
      <ProblemAlert problem={problem} className="admin-error" />
    </form>
  );
}
