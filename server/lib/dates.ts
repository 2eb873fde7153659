/** Calendar days (`YYYY-MM-DD`) in the server's time zone: closing dates, dates of birth, file names. */

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
