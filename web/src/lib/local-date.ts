import { dateFormat } from './date-format';
/**
 * Dates as people type them in their language: the order and separator of the language's numeric
 * date (en 11/22/2033, fr 22/11/2033, de 22.11.2033, pt 22/11/2033, from Intl), to and from the
 * `YYYY-MM-DD` the API speaks. Typing `YYYY-MM-DD` is understood in every language too.
 */
export type DatePart = 'day' | 'month' | 'year';

export interface DatePattern {
  order: DatePart[];
  separator: string;
}

const patterns = new Map<string, DatePattern>();

export function datePattern(locale: string): DatePattern {
  let pattern = patterns.get(locale);
  if (!pattern) {
    const parts = dateFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(2033, 10, 22, 12));
    const order = parts.filter((p): p is Intl.DateTimeFormatPart & { type: DatePart } => p.type === 'day' || p.type === 'month' || p.type === 'year').map((p) => p.type);
    const separator = parts.find((p) => p.type === 'literal')?.value.trim() || '/';
    pattern = { order: order.length === 3 ? order : ['day', 'month', 'year'], separator };
    patterns.set(locale, pattern);
  }
  return pattern;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD` in the language's numeric form; '' for null. */
export function formatIsoDate(iso: string | null, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  if (!match) return '';
  const values: Record<DatePart, string> = { year: match[1]!, month: match[2]!, day: match[3]! };
  const { order, separator } = datePattern(locale);
  return order.map((part) => values[part]).join(separator);
}

/** A real calendar date as `YYYY-MM-DD`, or null. */
function isoOf(year: number, month: number, day: number): string | null {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? `${pad(year, 4)}-${pad(month)}-${pad(day)}` : null;
}

/** What was typed, in the language's order (any of / . - or spaces between) or as `YYYY-MM-DD`, as `YYYY-MM-DD`; null when it is not a real date. */
export function parseLocalDate(text: string, locale: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numbers = trimmed.split(/[\s./-]+/);
  if (numbers.length !== 3 || numbers.some((n) => !/^\d+$/.test(n))) return null;
  const { order } = datePattern(locale);
  const values = Object.fromEntries(order.map((part, i) => [part, numbers[i]!])) as Record<DatePart, string>;
  if (values.year.length !== 4 || values.month.length > 2 || values.day.length > 2) return null;
  return isoOf(Number(values.year), Number(values.month), Number(values.day));
}

/** The pattern in words of the language, from its letters for day, month and year: "DD/MM/YYYY", "JJ/MM/AAAA". */
export function patternText(locale: string, letters: Record<DatePart, string>): string {
  const { order, separator } = datePattern(locale);
  return order.map((part) => letters[part]).join(separator);
}
