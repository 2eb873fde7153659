import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { apiProblem, problemText } from '../../lib/api-errors';
import { useToast } from '../../components/toast';
import { LoadFailure, SkeletonLines } from '../../components/page-states';
import { apiToDay, dayToLocalDate, localDay, toApiRange } from './calendar-dates';
import { CalendarSidebar } from './calendar-sidebar';
import { CALENDARS, type CalendarName } from './calendar-vocabulary';
import { EventPanel, type EventPanelState } from './event-panel';
import type { EventMove } from './calendar-view';
import { useEventActions, useVisibleEvents, type CalendarEvent, type NewCalendarEvent, type VisibleRange } from './use-events';
import './calendar.css';
import { dateFormat } from '../../lib/date-format';

/** FullCalendar and its plugins load on their own, after the page. */
const CalendarView = lazy(() => import('./calendar-view'));

const NO_EVENTS: CalendarEvent[] = [];

/** On a phone the list is the view to start with. */
const PHONE = '(max-width: 575.98px)';

/** The calendars chosen in the URL: `?calendars=Business,Holiday`; absent means all, empty none. */
function useChosenCalendars(): [CalendarName[], (calendars: CalendarName[]) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('calendars');
  const chosen = raw === null ? [...CALENDARS] : CALENDARS.filter((calendar) => raw.split(',').includes(calendar));
  const choose = useCallback(
    (calendars: CalendarName[]) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (calendars.length === CALENDARS.length) next.delete('calendars');
        else next.set('calendars', calendars.join(','));
        return next;
      }),
    [setParams],
  );
  return [chosen, choose];
}

/** When an event happens, in words of the user's language and time zone. */
function when(locale: string, start: Date, end: Date, allDay: boolean): string {
  const format = dateFormat(locale, allDay ? { dateStyle: 'medium' } : { dateStyle: 'medium', timeStyle: 'short' });
  const last = allDay ? new Date(end.getTime() - 86_400_000) : end;
  return last <= start ? format.format(start) : format.formatRange(start, last);
}

/** A new event's day: today when the calendar shows it, else the first day of the month shown. */
function newEventDay(range: VisibleRange | null, month: Date): Date {
  const today = dayToLocalDate(localDay(new Date()));
  return !range || (today >= range.start && today < range.end) ? today : month;
}

/**
 * /apps/calendar: month, week, day and list views of the chosen calendars, fetched for the visible
 * range only; Add event, date click and event click open the event panel; dragging and resizing
 * save at once (and go back when the server refuses).
 */
function CalendarPage() {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const [chosen, choose] = useChosenCalendars();
  const [range, setRange] = useState<VisibleRange | null>(null);
  const [month, setMonth] = useState(() => new Date());
  const [target, setTarget] = useState<{ date: Date; key: number } | null>(null);
  const [panel, setPanel] = useState<EventPanelState | null>(null);
  const events = useVisibleEvents(range, chosen);
  const actions = useEventActions();
  const initialView = useMemo(() => (window.matchMedia(PHONE).matches ? 'listMonth' : 'dayGridMonth'), []);
  const shown = events.data ?? NO_EVENTS;

  const onRange = useCallback((next: VisibleRange, current: Date) => {
    setRange((last) => (last && last.start.getTime() === next.start.getTime() && last.end.getTime() === next.end.getTime() ? last : next));
    setMonth((last) => (last.getTime() === current.getTime() ? last : current));
  }, []);

  const describe = (event: Pick<CalendarEvent, 'start' | 'end' | 'allDay'>) =>
    event.allDay
      ? when(i18n.locale, dayToLocalDate(apiToDay(event.start)), dayToLocalDate(apiToDay(event.end)), true)
      : when(i18n.locale, new Date(event.start), new Date(event.end), false);

  const moveEvent = async ({ id, title, start, end, allDay, revert }: EventMove) => {
    const moved = { ...toApiRange(start, end, allDay), allDay };
    try {
      await actions.update(id, moved);
      const time = describe(moved);
      toast('success', t`Event saved`, t`“${title}”: ${time}`);
    } catch (error) {
      revert();
      toast('error', t`The event was not moved`, problemText(apiProblem(error)));
    }
  };

  const submit = async (event: NewCalendarEvent, existing: CalendarEvent | null) => {
    if (existing) await actions.update(existing.id, event);
    else await actions.create(event);
    setPanel(null);
    const title = event.title;
    const time = describe({ ...event, allDay: event.allDay ?? false });
    toast('success', existing ? t`Event saved` : t`Event added`, t`“${title}”: ${time}`);
  };

  const remove = async (event: CalendarEvent) => {
    await actions.remove(event.id);
    setPanel(null);
    const title = event.title;
    toast('success', t`Event deleted`, t`“${title}” was removed from the calendar.`);
  };

  const openEvent = (id: number) => {
    const event = shown.find((e) => e.id === id);
    if (event) setPanel({ mode: 'edit', event });
  };

  return (
    <div className="cal-app">
      <section className="app-pane cal-main" aria-labelledby="cal-heading" aria-busy={events.isFetching}>
        <h1 id="cal-heading" className="cal-main__heading">
          {t`Calendar`}
        </h1>
        {events.isError && <LoadFailure onRetry={() => void events.refetch()} />}
        <Suspense fallback={<SkeletonLines lines={8} />}>
          <CalendarView
            events={shown}
            initialView={initialView}
            target={target}
            onRange={onRange}
            onDateClick={(start, allDay) => setPanel({ mode: 'new', start, allDay })}
            onEventClick={openEvent}
            onEventMove={(move) => void moveEvent(move)}
          />
        </Suspense>
      </section>
      <CalendarSidebar
        chosen={chosen}
        onChoose={choose}
        onAdd={() => setPanel({ mode: 'new', start: newEventDay(range, month), allDay: true })}
        month={month}
        onPickDay={(date) => setTarget({ date, key: Date.now() })}
      />
      <EventPanel state={panel} onClose={() => setPanel(null)} onSubmit={submit} onDelete={remove} />
    </div>
  );
}

export default CalendarPage;
