import { useMemo } from 'react';
import { useLingui } from '@lingui/react';
import { relativeTime } from '../../lib/relative-time';
import { formatMoney } from '../../../../common/money';
import { dateFormat } from '../../lib/date-format';

/**
 * Numbers, money, percentages and dates in the page's language. Money arrives in integer cents
 * (never computed in floating point here: sums are taken over the cents); days (YYYY-MM-DD) and
 * months (YYYY-MM) are calendar values shown as such, moments in the reader's time zone.
 */
export function formatsFor(locale: string, currency = 'USD') {
  const number = new Intl.NumberFormat(locale);
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const wholeMoney = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 });
  const compactMoney = new Intl.NumberFormat(locale, { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const signedPercent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  const signedMoney = new Intl.NumberFormat(locale, { style: 'currency', currency, signDisplay: 'exceptZero' });
  const day = dateFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const longDay = dateFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const month = dateFormat(locale, { month: 'short', timeZone: 'UTC' });
  const monthYear = dateFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const dateTime = dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const time = dateFormat(locale, { timeStyle: 'short' });
  const days = new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' });
  const years = new Intl.NumberFormat(locale, { style: 'unit', unit: 'year', unitDisplay: 'long' });
  const calendarDay = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);

  return {
    number: (n: number) => number.format(n),
    compact: (n: number) => compact.format(n),
    /** Cents → money with the currency's minor unit: the portal's one money formatter (common/money.ts), exact. */
    money: (cents: number) => formatMoney(cents, locale, currency),
    wholeMoney: (cents: number) => wholeMoney.format(cents / 100),
    compactMoney: (cents: number) => compactMoney.format(cents / 100),
    signedMoney: (cents: number) => signedMoney.format(cents / 100),
    /** `57.6` (percent units) → "57.6 %". */
    percent: (n: number) => percent.format(n / 100),
    signedPercent: (n: number) => signedPercent.format(n / 100),
    days: (n: number) => days.format(n),
    years: (n: number) => years.format(n),
    /** `2026-05-14` → "14 May". */
    day: (iso: string) => day.format(calendarDay(iso)),
    longDay: (iso: string) => longDay.format(calendarDay(iso)),
    /** `2026-05` → "May"; with the year when the labels span two years. */
    month: (iso: string) => month.format(calendarDay(`${iso}-01`)),
    monthYear: (iso: string) => monthYear.format(calendarDay(`${iso}-01`)),
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    time: (iso: string) => time.format(new Date(iso)),
    /** "12 minutes ago", "yesterday", "in 3 days". */
    relative: (iso: string) => relativeTime(locale, iso),
  };
}

export type Formats = ReturnType<typeof formatsFor>;

/** The labels of a chart's points: days as "14 May", months as "May" (or "May 2026" across years). */
export function pointLabels(f: Formats, chart: { period: 'day' | 'month'; labels: string[] }): string[] {
  if (chart.period === 'day') return chart.labels.map(f.day);
  const years = new Set(chart.labels.map((label) => label.slice(0, 4)));
  return chart.labels.map(years.size > 1 ? f.monthYear : f.month);
}

export function useFormats(currency?: string): Formats {
  const { i18n } = useLingui();
  return useMemo(() => formatsFor(i18n.locale, currency), [i18n.locale, currency]);
}
