import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Calendar } from 'primereact/calendar';
import { ShowcaseSection } from '../../../components/showcase';
import { calendarNames, type CalendarDay } from '../../../components/prime-fixes';
import { dateFormat } from '../../../lib/date-format';

const isDay = (value: Date | null, date: CalendarDay) =>
  value !== null && value.getDate() === date.day && value.getMonth() === date.month && value.getFullYear() === date.year;

/** Calendar (inline month) and time (hours and minutes), written back in the user's language. */
export function CalendarAndTime() {
  const { t, i18n } = useLingui();
  const [day, setDay] = useState<Date | null>(null);
  const [time, setTime] = useState<Date | null>(null);
  const dayText = day ? dateFormat(i18n.locale, { dateStyle: 'full' }).format(day) : '';
  const timeText = time ? dateFormat(i18n.locale, { timeStyle: 'short' }).format(time) : '';
  return (
    <ShowcaseSection title={<Trans>Calendar and time</Trans>}>
      <div className="components__calendar">
        <div>
          <p id="components-day-label" className="components__label">
            <Trans>Interview day</Trans>
          </p>
          {/* PrimeReact puts aria-selected on the day's <span>; it belongs on the grid cell. */}
          <Calendar
            value={day}
            onChange={(e) => setDay(e.value ?? null)}
            inline
            aria-labelledby="components-day-label"
            pt={{
              ...calendarNames(i18n.locale, (date) => ({ 'aria-selected': isDay(day, date) })),
              dayLabel: { 'aria-selected': undefined },
            } as object}
          />
          <p role="status">{day ? <Trans>Chosen day: {dayText}</Trans> : null}</p>
        </div>
        <div>
          <label htmlFor="components-time" className="components__label">
            <Trans>Interview time</Trans>
          </label>
          <Calendar inputId="components-time" value={time} onChange={(e) => setTime(e.value ?? null)} timeOnly hourFormat={i18n.locale === 'en' ? '12' : '24'} placeholder={t`hh:mm`} pt={calendarNames(i18n.locale) as object} />
          <p role="status">{time ? <Trans>Chosen time: {timeText}</Trans> : null}</p>
        </div>
      </div>
    </ShowcaseSection>
  );
}
