import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { AddButton } from '../../components/add-button';
import { CALENDAR_LABELS, CALENDARS, calendarClass, type CalendarName } from './calendar-vocabulary';
import { MonthPicker } from './month-picker';

interface CalendarSidebarProps {
  chosen: readonly CalendarName[];
  onChoose: (calendars: CalendarName[]) => void;
  onAdd: () => void;
  month: Date;
  onPickDay: (day: Date) => void;
}

/** Add event, the calendars to show (with "View all"), and the month picker. */
export function CalendarSidebar({ chosen, onChoose, onAdd, month, onPickDay }: CalendarSidebarProps) {
  const { t, i18n } = useLingui();
  const all = useRef<HTMLInputElement>(null);
  const everything = chosen.length === CALENDARS.length;
  useEffect(() => {
    if (all.current) all.current.indeterminate = chosen.length > 0 && !everything;
  }, [chosen, everything]);
  const toggle = (calendar: CalendarName) =>
    onChoose(chosen.includes(calendar) ? chosen.filter((c) => c !== calendar) : CALENDARS.filter((c) => c === calendar || chosen.includes(c)));

  return (
    <aside className="app-pane cal-sidebar">
      <AddButton className="cal-sidebar__add" label={t`Add event`} onClick={onAdd} />
      <fieldset className="cal-filters">
        <legend className="cal-filters__legend">{t`Calendars`}</legend>
        <label className="cal-filter">
          <input ref={all} type="checkbox" checked={everything} onChange={() => onChoose(everything ? [] : [...CALENDARS])} />
          <span>{t`View all`}</span>
        </label>
        {CALENDARS.map((calendar) => (
          <label key={calendar} className={`cal-filter ${calendarClass(calendar)}`}>
            <input type="checkbox" checked={chosen.includes(calendar)} onChange={() => toggle(calendar)} />
            <span className="cal-filter__dot" aria-hidden="true" />
            <span>{i18n._(CALENDAR_LABELS[calendar])}</span>
          </label>
        ))}
      </fieldset>
      <MonthPicker month={month} onPick={onPickDay} />
    </aside>
  );
}
