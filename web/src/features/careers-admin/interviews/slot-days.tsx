import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { spellDay, spellTime } from '../../../../../common/interview-time';
import { groupByDay } from '../../../lib/interview-vocabulary';

interface DaySlot {
  startsAt: string;
  endsAt: string;
}

/** Slots as a list per day of the hospital's time zone ("09:00–09:45"); `extra` adds what a slot's line shows besides (its bookings, a button). */
export function SlotDays<S extends DaySlot>({ slots, timeZone, extra }: { slots: S[]; timeZone: string; extra?: (slot: S) => ReactNode }) {
  const { i18n } = useLingui();
  const lang = i18n.locale;
  return (
    <div className="interview-days">
      {groupByDay(slots, timeZone).map(({ day, slots: ofDay }) => (
        <div key={day} className="interview-days__day">
          <h4>{spellDay(ofDay[0]!.startsAt, lang, timeZone)}</h4>
          <ul>
            {ofDay.map((slot) => (
              <li key={slot.startsAt}>
                <span className="interview-days__time">
                  {spellTime(slot.startsAt, lang, timeZone)}–{spellTime(slot.endsAt, lang, timeZone)}
                </span>
                {extra?.(slot)}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
