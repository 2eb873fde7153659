import { useEffect, useMemo, useRef } from 'react';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import listPlugin from '@fullcalendar/list';
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction';
import type { DatesSetArg, DayCellMountArg, EventChangeArg, EventClickArg, EventInput } from '@fullcalendar/core';
import { useLingui } from '@lingui/react/macro';
import { calendarLocale } from './calendar-locale';
import { apiToDay } from './calendar-dates';
import { calendarClass, type CalendarName } from './calendar-vocabulary';
import type { CalendarEvent, VisibleRange } from './use-events';

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
const TOOLBAR = { start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth' };

/**
 * FullCalendar names each month-view day cell (a gridcell) by its day number alone, through
 * aria-labelledby, while the cell also shows that day's events: "2" for a cell showing
 * "2 9a Design Review", a name without most of what it shows (WCAG 2.5.3, Label in Name), which
 * screen readers may read instead of the events. Without it the cell is named by its content: the
 * day number, then the events.
 */
const nameDayCellByContent = ({ el }: DayCellMountArg) => el.removeAttribute('aria-labelledby');

/** A move or a resize FullCalendar made: save it, or put the event back. */
export interface EventMove {
  id: number;
  title: string;
  start: Date;
  end: Date | null;
  allDay: boolean;
  revert: () => void;
}

export interface CalendarViewProps {
  events: CalendarEvent[];
  /** The view to open with (the list on a phone). */
  initialView: string;
  /** Moves the calendar to this day (the month picker); `key` changes with each request. */
  target: { date: Date; key: number } | null;
  onRange: (range: VisibleRange, current: Date) => void;
  onDateClick: (date: Date, allDay: boolean) => void;
  onEventClick: (id: number) => void;
  onEventMove: (move: EventMove) => void;
}

/** An event as FullCalendar takes it: all-day events by their days, so they stay on them in every time zone. */
function toInput(event: CalendarEvent): EventInput {
  return {
    id: String(event.id),
    title: event.title,
    start: event.allDay ? apiToDay(event.start) : event.start,
    end: event.allDay ? apiToDay(event.end) : event.end,
    allDay: event.allDay,
    classNames: ['cal-event', calendarClass(event.extendedProps.calendar as CalendarName)],
  };
}

/**
 * FullCalendar 6 with its MIT plugins only (month, week, day, list; drag and resize), in the active
 * language, coloured from the skin (calendar.css). Loaded on its own, only by the calendar page.
 */
export default function CalendarView({ events, initialView, target, onRange, onDateClick, onEventClick, onEventMove }: CalendarViewProps) {
  const { i18n } = useLingui();
  const calendar = useRef<FullCalendar>(null);
  const locale = useMemo(() => calendarLocale(i18n.locale), [i18n.locale]);
  const inputs = useMemo(() => events.map(toInput), [events]);
  // FullCalendar gets the same handlers on every render (it re-applies options that change);
  // they call the latest props.
  const latest = useRef({ onRange, onDateClick, onEventClick, onEventMove });
  latest.current = { onRange, onDateClick, onEventClick, onEventMove };
  const handlers = useMemo(
    () => ({
      datesSet: ({ start, end, view }: DatesSetArg) => latest.current.onRange({ start, end }, view.currentStart),
      dateClick: ({ date, allDay }: DateClickArg) => latest.current.onDateClick(date, allDay),
      eventClick: ({ event, jsEvent }: EventClickArg) => {
        jsEvent.preventDefault();
        latest.current.onEventClick(Number(event.id));
      },
      move: ({ event, revert }: EventChangeArg) =>
        latest.current.onEventMove({ id: Number(event.id), title: event.title, start: event.start!, end: event.end, allDay: event.allDay, revert }),
    }),
    [],
  );
  const locales = useMemo(() => [locale], [locale]);

  useEffect(() => {
    if (target) calendar.current?.getApi().gotoDate(target.date);
  }, [target]);

  // FullCalendar's arrow icons say role="img" without a name; the buttons around them are named by
  // their hint ("Previous month"), so the icons are hidden from assistive technology.
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = frame.current;
    if (!root) return undefined;
    const hideIcons = () => root.querySelectorAll('.fc-icon:not([aria-hidden])').forEach((icon) => icon.setAttribute('aria-hidden', 'true'));
    hideIcons();
    const observer = new MutationObserver(hideIcons);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={frame}>
      <FullCalendar
        ref={calendar}
        plugins={PLUGINS}
        initialView={initialView}
        headerToolbar={TOOLBAR}
        locales={locales}
        locale={locale.code}
        events={inputs}
        editable
        eventResizableFromStart
        forceEventDuration
        navLinks
        dayMaxEvents
        height="auto"
        nowIndicator
        dayCellDidMount={nameDayCellByContent}
        datesSet={handlers.datesSet}
        dateClick={handlers.dateClick}
        eventClick={handlers.eventClick}
        eventDrop={handlers.move}
        eventResize={handlers.move}
      />
    </div>
  );
}
