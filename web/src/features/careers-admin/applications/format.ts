import { dateFormat } from '../../../lib/date-format';
/** How the review page writes dates, sizes and the parts of an entry an applicant may have left empty. */

export const formatDateTime = (iso: string, locale: string) => dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A `YYYY-MM-DD` day in the reader's language. */
export function formatDay(day: string, locale: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return dateFormat(locale, { dateStyle: 'medium' }).format(new Date(y, m - 1, d, 12));
}

export const formatSize = (bytes: number) => (bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`);

/** The parts that have something in them, joined: no ", ," for a referee without a position. */
export const joinPresent = (parts: readonly (string | null | undefined)[], separator = ', ') =>
  parts.map((part) => part?.trim() ?? '').filter(Boolean).join(separator);

/** A period with what is known of it: both ends, an open end ("since"), or only its end; null without dates. */
export type Period = { kind: 'between'; from: string; to: string } | { kind: 'since'; from: string } | { kind: 'until'; to: string };

export function periodOf(start: string | null, end: string | null, locale: string): Period | null {
  if (start && end) return { kind: 'between', from: formatDay(start, locale), to: formatDay(end, locale) };
  if (start) return { kind: 'since', from: formatDay(start, locale) };
  if (end) return { kind: 'until', to: formatDay(end, locale) };
  return null;
}
