import { useMemo } from 'react';
import { useLingui } from '@lingui/react';
import { dateFormat } from '../../lib/date-format';

/** Dates in the page's language: calendar days as such, moments in the reader's time zone. */
export function useFormats() {
  const { i18n } = useLingui();
  return useMemo(() => {
    const dateTime = dateFormat(i18n.locale, { dateStyle: 'long', timeStyle: 'short' });
    return { dateTime: (iso: string) => dateTime.format(new Date(iso)) };
  }, [i18n.locale]);
}
