/**
 * "12 minutes ago", "yesterday", "in 3 days" in the page's language, choosing the largest unit
 * that keeps the number small.
 */
export function relativeTime(locale: string, iso: string, now = Date.now()): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['second', 60],
    ['minute', 60],
    ['hour', 24],
    ['day', 30],
    ['month', 12],
  ];
  let value = Math.round((Date.parse(iso) - now) / 1000);
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return format.format(value, unit);
    value = Math.round(value / size);
  }
  return format.format(value, 'year');
}
