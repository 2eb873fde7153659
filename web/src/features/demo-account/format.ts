import { useMemo } from 'react';
import { useLingui } from '@lingui/react';

/** Dates in the page's language: calendar days as such, moments in the reader's time zone. */
export function useFormats() {
  const { i18n } = useLingui();
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeStyle: 'short' });
    return { dateTime: (iso: string) => dateTime.format(new Date(iso)) };
  }, [i18n.locale]);
}
