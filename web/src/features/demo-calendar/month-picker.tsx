import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { localDay } from './calendar-dates';
import { dateFormat } from '../../lib/date-format';

interface MonthPickerProps {
  /** A day of the month the calendar shows; the picker follows it. */
  month: Date;
  /** The calendar moves to the day picked (keeping its view). */
  onPick: (day: Date) => void;
}

const sameMonth = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth();
const shift = (day: Date, days: number) => new Date(day.getFullYear(), day.getMonth(), day.getDate() + days);
const shiftMonth = (day: Date, months: number) => {
  const first = new Date(day.getFullYear(), day.getMonth() + months, 1);
  const last = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  return new Date(first.getFullYear(), first.getMonth(), Math.min(day.getDate(), last));
};

/**
 * A small month grid that moves the calendar: the arrow keys move between days (Page Up and Page
 * Down between months, Home and End to the week's ends), Enter picks; one tab stop for the grid.
 * Weekday and month names come from Intl in the active language; weeks start as in the calendar.
 */
export function MonthPicker({ month, onPick }: MonthPickerProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const [focus, setFocus] = useState(() => new Date(month.getFullYear(), month.getMonth(), 1));
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  const firstDay = i18n.locale === 'en' ? 0 : 1;

  useEffect(() => {
    setFocus((day) => (sameMonth(day, month) ? day : new Date(month.getFullYear(), month.getMonth(), 1)));
  }, [month]);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [focus]);

  const weekdays = useMemo(() => {
    const long = dateFormat(i18n.locale, { weekday: 'long' });
    const narrow = dateFormat(i18n.locale, { weekday: 'narrow' });
    // 2023-01-01 was a Sunday.
    return Array.from({ length: 7 }, (_, i) => new Date(2023, 0, 1 + ((i + firstDay) % 7))).map((d) => ({ long: long.format(d), narrow: narrow.format(d) }));
  }, [i18n.locale, firstDay]);

  const weeks = useMemo(() => {
    const first = new Date(focus.getFullYear(), focus.getMonth(), 1);
    const start = shift(first, -((first.getDay() - firstDay + 7) % 7));
    return Array.from({ length: 6 }, (_, w) => Array.from({ length: 7 }, (_, d) => shift(start, w * 7 + d)));
  }, [focus, firstDay]);

  const title = dateFormat(i18n.locale, { month: 'long', year: 'numeric' }).format(focus);
  const fullDate = dateFormat(i18n.locale, { dateStyle: 'full' });
  const today = localDay(new Date());

  const go = (day: Date, keepFocus = false) => {
    moved.current = keepFocus;
    setFocus(day);
  };
  const onKeyDown = (event: KeyboardEvent, day: Date) => {
    const weekStart = shift(day, -((day.getDay() - firstDay + 7) % 7));
    const moves: Record<string, () => Date> = {
      ArrowLeft: () => shift(day, -1),
      ArrowRight: () => shift(day, 1),
      ArrowUp: () => shift(day, -7),
      ArrowDown: () => shift(day, 7),
      Home: () => weekStart,
      End: () => shift(weekStart, 6),
      PageUp: () => shiftMonth(day, -1),
      PageDown: () => shiftMonth(day, 1),
    };
    const target = moves[event.key];
    if (!target) return;
    event.preventDefault();
    go(target(), true);
  };

  return (
    <section className="month-picker" aria-labelledby={titleId}>
      <div className="month-picker__head">
        <button type="button" className="month-picker__nav" aria-label={t`Previous month`} onClick={() => go(shiftMonth(focus, -1))}>
          <ChevronLeft size={18} aria-hidden="true" />
        </button>
        <h2 id={titleId} className="month-picker__title" aria-live="polite">
          {title}
        </h2>
        <button type="button" className="month-picker__nav" aria-label={t`Next month`} onClick={() => go(shiftMonth(focus, 1))}>
          <ChevronRight size={18} aria-hidden="true" />
        </button>
      </div>
      <table ref={grid} role="grid" className="month-picker__grid" aria-labelledby={titleId}>
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day.long} scope="col">
                <span aria-hidden="true">{day.narrow}</span>
                <span className="visually-hidden">{day.long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={localDay(week[0]!)}>
              {week.map((day) => {
                const key = localDay(day);
                const classes = ['month-picker__day', sameMonth(day, focus) ? '' : 'month-picker__day--outside', key === today ? 'month-picker__day--today' : '']
                  .filter(Boolean)
                  .join(' ');
                return (
                  <td key={key}>
                    <button
                      type="button"
                      className={classes}
                      tabIndex={key === localDay(focus) ? 0 : -1}
                      aria-label={fullDate.format(day)}
                      aria-current={key === today ? 'date' : undefined}
                      onClick={() => {
                        go(day);
                        onPick(day);
                      }}
                      onKeyDown={(event) => onKeyDown(event, day)}
                    >
                      {day.getDate()}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
