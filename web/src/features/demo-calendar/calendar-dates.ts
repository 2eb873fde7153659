/**
 * Dates of the calendar. Timed events are moments (ISO with `Z`) shown in the user's time zone.
 * All-day events are days: the API keeps them at midnight UTC (the date part is the day) with an
 * exclusive end, so that a day stays the same day in every time zone; the panel shows the last day
 * (inclusive), as people write it.
 */

const pad = (n: number) => String(n).padStart(2, '0');
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a date in the user's time zone. */
export const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** `YYYY-MM-DDTHH:mm` of a date in the user's time zone (a datetime-local field's value). */
export const localMinute = (date: Date) => `${localDay(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** The day `days` after `day` (both `YYYY-MM-DD`). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The API moment of an all-day event's day. */
export const dayToApi = (day: string) => `${day}T00:00:00.000Z`;

/** The day of an all-day event's API moment. */
export const apiToDay = (moment: string) => moment.slice(0, 10);

/** The local midnight of a `YYYY-MM-DD` day. */
export function dayToLocalDate(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** The event's start and end as the API keeps them, from what FullCalendar or the panel says. */
export function toApiRange(start: Date, end: Date | null, allDay: boolean): { start: string; end: string } {
  if (allDay) {
    const first = localDay(start);
    const after = end ? localDay(end) : addDays(first, 1);
    return { start: dayToApi(first), end: dayToApi(after > first ? after : addDays(first, 1)) };
  }
  return { start: start.toISOString(), end: (end ?? new Date(start.getTime() + 3_600_000)).toISOString() };
}

/** The panel's fields for an event: days (the end inclusive) or local moments. */
export function toFormRange(start: string, end: string, allDay: boolean): { start: string; end: string } {
  if (allDay) {
    const first = apiToDay(start);
    const last = addDays(apiToDay(end), -1);
    return { start: first, end: last < first ? first : last };
  }
  return { start: localMinute(new Date(start)), end: localMinute(new Date(end)) };
}

/** The API range of the panel's fields, or null when a field is empty or not a date. */
export function fromFormRange(start: string, end: string, allDay: boolean): { start: string; end: string } | null {
  if (allDay) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || !/^\d{4}-\d{2}-\d{2}$/.test(end)) return null;
    return { start: dayToApi(start), end: dayToApi(addDays(end, 1)) };
  }
  const from = new Date(start);
  const to = new Date(end);
  if (!start || !end || Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return null;
  return { start: from.toISOString(), end: to.toISOString() };
}
