import { useLingui } from '@lingui/react';
import type { Locale } from '../../../../common/locales';

/** A text of the statement data in the active language (English when it has none). */
export function useLocalized() {
  const { i18n } = useLingui();
  return (text: Record<Locale, string>) => text[i18n.locale as Locale] ?? text.en;
}

/** A `YYYY-MM-DD` or ISO date as the reader's language writes a day. */
export function useDay() {
  const { i18n } = useLingui();
  return (date: string) => i18n.date(new Date(date.length === 10 ? `${date}T12:00:00Z` : date), { dateStyle: 'long', timeZone: 'UTC' });
}
