import { Type } from '@sinclair/typebox';

/** The plain-text rules live in server/lib/schema.ts; the careers modules import them from here. */
export { DateTime, Line, Name, Nullable, Paragraphs } from '../../lib/schema.js';

/** A calendar date, `YYYY-MM-DD`. */
export const DateString = (opts: object = {}) => Type.String({ format: 'date', maxLength: 10, examples: ['2026-12-31'], ...opts });

/** Today's date in the server's time zone, `YYYY-MM-DD`. */
export function localDate(at: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The date `days` after today (negative: before), in the server's time zone. */
export function dateInDays(days: number, from: Date = new Date()): string {
  return localDate(new Date(from.getFullYear(), from.getMonth(), from.getDate() + days, 12));
}

/** The last moment of a `YYYY-MM-DD` day in the server's time zone. */
export function endOfDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 23, 59, 59, 999);
}
