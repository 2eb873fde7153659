import { dateFormat } from '../../../lib/date-format';
/**
 * Calendar dates of the job board. A closing date is a `YYYY-MM-DD` day (the job closes at the end
 * of it); days are counted between calendar dates, so "closes in 1 day" means tomorrow whatever
 * the hour.
 */

const DAY_MS = 86_400_000;

/** The parts of a `YYYY-MM-DD` string, or null when it is not one. */
function dayParts(day: string): [number, number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** Whole days from `today` (its local calendar date) to `day`; negative once the day has passed. */
export function daysUntil(day: string, today: Date = new Date()): number | null {
  const parts = dayParts(day);
  if (!parts) return null;
  const [y, m, d] = parts;
  const target = Date.UTC(y, m - 1, d);
  const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((target - start) / DAY_MS);
}

/** A `YYYY-MM-DD` day as a local date (noon, so no time zone moves it to another day). */
export function dayAsDate(day: string): Date | null {
  const parts = dayParts(day);
  return parts ? new Date(parts[0], parts[1] - 1, parts[2], 12) : null;
}

/** `YYYY-MM-DD` of a local date. */
export function toDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A day written out in `locale` ("25 November 2026"); the raw value when it is not a date. */
export function formatDay(day: string, locale: string): string {
  const date = dayAsDate(day);
  return date ? dateFormat(locale, { dateStyle: 'long' }).format(date) : day;
}
