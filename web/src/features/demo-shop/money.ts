import { useLingui } from '@lingui/react';

/**
 * Money on screen, in the active locale. Amounts are integer cents: they reach Intl as an exact
 * decimal string ("1234.50"), never through binary floating point.
 */
export const CURRENCY = 'USD';

const formats = new Map<string, Intl.NumberFormat>();

export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function formatCents(cents: number, locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY });
    formats.set(locale, format);
  }
  return format.format(centsToDecimal(cents) as Intl.StringNumericLiteral);
}

/** `money(1999)` → "$19.99" in English, "19,99 $US" in French. */
export function useMoney(): (cents: number) => string {
  const { i18n } = useLingui();
  return (cents) => formatCents(cents, i18n.locale);
}

/**
 * A price typed by a person ("25", "25.5", "25,50") as integer cents, without floating point;
 * null when it is not a price.
 */
export function parsePriceToCents(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
