import { Type, type TSchema } from '@sinclair/typebox';

/**
 * Plain text as the careers area accepts it: a length limit on every string, and no control
 * characters but tab and line breaks (PostgreSQL refuses NUL in text, and none belong in a form).
 * Markup such as `<script>` is stored and returned as typed: it is text, escaped by whoever renders it.
 */
const NO_CONTROL = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';
const ONE_LINE = '^[^\\u0000-\\u001F\\u007F]*$';

/** One line of text (names, titles, places), at most `maxLength` characters. */
export const Line = (maxLength: number, opts: object = {}) => Type.String({ maxLength, pattern: ONE_LINE, ...opts });

/** Several lines of text (descriptions, statements), at most `maxLength` characters. */
export const Paragraphs = (maxLength: number, opts: object = {}) => Type.String({ maxLength, pattern: NO_CONTROL, ...opts });

/** A calendar date, `YYYY-MM-DD`. */
export const DateString = (opts: object = {}) => Type.String({ format: 'date', maxLength: 10, examples: ['2026-12-31'], ...opts });

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

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
