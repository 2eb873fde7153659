import type { LocaleInput } from '@fullcalendar/core';
import { plural, t } from '@lingui/core/macro';

type Unit = 'month' | 'week' | 'day' | string;

/**
 * FullCalendar's words in the active language from our catalogs (its own locale files lack the
 * accessible hints in some languages); dates, times and weekday names come from the browser's Intl
 * in the same language. Weeks start on Sunday in English (United States) and on Monday in French,
 * German and Portuguese, as PrimeReact's calendars do.
 */
export function calendarLocale(code: string): LocaleInput {
  const previous = (_text: string, unit: Unit) => (unit === 'week' ? t`Previous week` : unit === 'day' ? t`Previous day` : t`Previous month`);
  const next = (_text: string, unit: Unit) => (unit === 'week' ? t`Next week` : unit === 'day' ? t`Next day` : t`Next month`);
  const today = (_text: string, unit: Unit) => (unit === 'week' ? t`This week` : unit === 'day' ? t`Today` : t`This month`);
  const views: Record<string, string> = {
    dayGridMonth: t`Month view`,
    timeGridWeek: t`Week view`,
    timeGridDay: t`Day view`,
    listMonth: t`List view`,
  };
  return {
    code,
    firstDay: code === 'en' ? 0 : 1,
    direction: 'ltr',
    buttonText: { today: t`Today`, month: t`Month`, week: t`Week`, day: t`Day`, list: t`List`, prev: t`Previous`, next: t`Next` },
    buttonHints: { prev: previous, next, today },
    viewHint: (text: string, name: string) => views[name] ?? text,
    navLinkHint: (day: string) => t`Go to ${day}`,
    moreLinkText: (count: number) => t`+${count} more`,
    moreLinkHint: (count: number) => plural(count, { one: 'Show # more event', other: 'Show # more events' }),
    allDayText: t`All day`,
    noEventsText: t`No events in this period`,
    weekText: t`Wk`,
    weekTextLong: t`Week`,
    closeHint: t`Close`,
    timeHint: t`Time`,
    eventHint: t`Event`,
  };
}
