import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BusyButton } from '../../../components/busy-button';
import { spellDay, spellTime, spellZone } from '../../../../../common/interview-time';
import { groupByDay, sameWallTime } from '../../../lib/interview-vocabulary';

interface Slot {
  id: number;
  startsAt: string;
  endsAt: string;
}

interface SlotPickerProps {
  slots: Slot[];
  viewerZone: string;
  hospitalZone: string;
  submitLabel: string;
  busy: boolean;
  problem: string | null;
  onPick: (slotId: number) => void;
  /** Fields between the slots and the button (the adjustments, when booking). */
  children?: ReactNode;
}

/** The open slots grouped by day in the reader's time zone, the hospital's time beside each where it differs; one radio per slot. */
export function SlotPicker({ slots, viewerZone, hospitalZone, submitLabel, busy, problem, onPick, children }: SlotPickerProps) {
  const { t, i18n } = useLingui();
  const [chosen, setChosen] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const lang = i18n.locale;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (chosen === null) return setMissing(true);
    onPick(chosen);
  };
  if (!slots.length) {
    return (
      <p role="status">
        <Trans>No time is open to book just now. The recruiter may add more; you will not lose your invitation.</Trans>
      </p>
    );
  }
  return (
    <form className="interview-picker" aria-label={t`Choose a time`} onSubmit={submit} noValidate>
      {groupByDay(slots, viewerZone).map(({ day, slots: ofDay }) => (
        <fieldset key={day} className="interview-day">
          <legend>{spellDay(ofDay[0]!.startsAt, lang, viewerZone)}</legend>
          {ofDay.map((slot) => (
            <label key={slot.id} className="interview-slot">
              <input type="radio" name="interview-slot" value={slot.id} checked={chosen === slot.id} onChange={() => (setChosen(slot.id), setMissing(false))} />
              <span>
                {spellTime(slot.startsAt, lang, viewerZone)}–{spellTime(slot.endsAt, lang, viewerZone)} <span className="interview-muted">{spellZone(slot.startsAt, lang, viewerZone)}</span>
                {sameWallTime(slot.startsAt, viewerZone, hospitalZone) ? null : (
                  <span className="interview-muted interview-slot__hospital">{t`At the hospital: ${spellDay(slot.startsAt, lang, hospitalZone)}, ${spellTime(slot.startsAt, lang, hospitalZone)} ${spellZone(slot.startsAt, lang, hospitalZone)}`}</span>
                )}
              </span>
            </label>
          ))}
        </fieldset>
      ))}
      {children}
      {missing || problem ? (
        <p role="alert" className="application-error">
          {missing ? t`Choose a time first.` : problem}
        </p>
      ) : null}
      <BusyButton type="submit" label={submitLabel} busy={busy} disabled={busy} />
    </form>
  );
}
