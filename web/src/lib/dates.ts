/**
 * Calendar days (`YYYY-MM-DD`, no time zone) for showing and entering: a day is shown as itself in
 * every time zone (read at local noon), and today is the reader's today.
 */
export function dayToDate(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
}

/** The reader's calendar day `YYYY-MM-DD`, `offsetDays` from today. */
export function localDay(offsetDays = 0, from = new Date()): string {
  const at = new Date(from.getFullYear(), from.getMonth(), from.getDate() + offsetDays, 12);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** A well-formed day that exists (`2026-02-30` does not). */
export function isDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && localDay(0, dayToDate(text)) === text;
}
