import type { ListSpec } from '../../../components/list-kit/list-params';
import { dayToDate, isDay, localDay } from '../../../lib/dates';

/** The panel calendar's state in the URL: the week shown (its Monday; this week when absent) and "Mine only". */
export const CALENDAR_SPEC: ListSpec<'week' | 'mine'> = { sortFields: ['startsAt'], filters: { week: isDay, mine: ['true'] } };

/** The Monday of the week holding `day` (YYYY-MM-DD). */
export function mondayOf(day: string): string {
  const date = dayToDate(day);
  return localDay(-((date.getDay() + 6) % 7), date);
}

/** The days a week shows, Monday to Sunday: the week of `week` (any day of it), or this week. */
export function weekRange(week: string, today = localDay()): { from: string; to: string } {
  const from = mondayOf(week || today);
  return { from, to: localDay(6, dayToDate(from)) };
}

/** The Monday `weeks` weeks from the week starting `from`. */
export const shiftWeek = (from: string, weeks: number) => localDay(7 * weeks, dayToDate(from));
