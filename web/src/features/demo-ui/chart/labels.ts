import { dateFormat } from '../../../lib/date-format';
/** The first `count` month names (short) in the locale: the x axis of monthly series. */
export function monthLabels(locale: string, count: number): string[] {
  const format = dateFormat(locale, { month: 'short', timeZone: 'UTC' });
  return Array.from({ length: count }, (_, i) => format.format(new Date(Date.UTC(2026, i % 12, 15))));
}

/** Labels for the positions 1..count of a series without labels of its own ("Day 1", "Week 2"). */
export const positionLabels = (count: number, label: (n: number) => string) => Array.from({ length: count }, (_, i) => label(i + 1));
