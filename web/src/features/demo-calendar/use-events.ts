import { useMemo } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import type { components } from '../../api/schema';
import { $api, queryClient } from '../../lib/query';
import { CALENDARS, type CalendarName } from './calendar-vocabulary';

export type CalendarEvent = components['schemas']['DemoEvent'];
export type NewCalendarEvent = components['schemas']['NewDemoEvent'];
export type CalendarEventChanges = components['schemas']['DemoEventChanges'];

/** The visible range FullCalendar asks for: `[start, end)`. */
export interface VisibleRange {
  start: Date;
  end: Date;
}

const EVENT_LISTS = ['get', '/api/apps/calendar/events'] as const;

/** The `calendars` query of a choice: absent for all of them, empty for none. */
export function calendarsQuery(chosen: readonly CalendarName[]): { calendars?: string } {
  return chosen.length === CALENDARS.length ? {} : { calendars: chosen.join(',') };
}

/** The events of the chosen calendars in the visible range only; the last ones stay while the next load. */
export function useVisibleEvents(range: VisibleRange | null, chosen: readonly CalendarName[]) {
  const query = range ? { start: range.start.toISOString(), end: range.end.toISOString(), ...calendarsQuery(chosen) } : {};
  return $api.useQuery('get', '/api/apps/calendar/events', { params: { query } }, { enabled: range !== null, placeholderData: keepPreviousData });
}

/** The demo users, who may be invited (the first 100 by name). */
export function useGuestNames(): string[] {
  const users = $api.useQuery('get', '/api/apps/user/users', { params: { query: { perPage: 100, sortBy: 'fullName' } } }, { staleTime: 5 * 60_000 });
  return useMemo(() => users.data?.users.map((user) => user.fullName) ?? [], [users.data]);
}

/** The writes of the calendar; every answer refreshes the visible events. */
export function useEventActions() {
  const onSettled = () => queryClient.invalidateQueries({ queryKey: EVENT_LISTS });
  const { mutateAsync: create } = $api.useMutation('post', '/api/apps/calendar/events', { onSettled });
  const { mutateAsync: update } = $api.useMutation('post', '/api/apps/calendar/events/{id}', { onSettled });
  const { mutateAsync: remove } = $api.useMutation('delete', '/api/apps/calendar/events/{id}', { onSettled });
  return useMemo(
    () => ({
      create: (event: NewCalendarEvent) => create({ body: { event } }),
      update: (id: number, event: CalendarEventChanges) => update({ params: { path: { id } }, body: { event } }),
      remove: (id: number) => remove({ params: { path: { id } } }),
    }),
    [create, update, remove],
  );
}
