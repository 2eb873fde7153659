import { useMemo } from 'react';
import { useLingui } from '@lingui/react';
import { dateFormat } from '../../lib/date-format';

/** Dates, times and sizes of the mail app in the active language and the user's time zone. */
export function useMailFormat() {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return useMemo(() => {
    const time = dateFormat(locale, { hour: 'numeric', minute: '2-digit' });
    const dayMonth = dateFormat(locale, { day: 'numeric', month: 'short' });
    const fullDate = dateFormat(locale, { dateStyle: 'medium' });
    const dateTime = dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const kilobytes = new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
    const megabytes = new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
    const bytes = new Intl.NumberFormat(locale, { style: 'unit', unit: 'byte', unitDisplay: 'long' });
    return {
      /** The list's date: the time today, day and month this year, else the date. */
      listDate(iso: string, now = new Date()) {
        const date = new Date(iso);
        if (date.toDateString() === now.toDateString()) return time.format(date);
        if (date.getFullYear() === now.getFullYear()) return dayMonth.format(date);
        return fullDate.format(date);
      },
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      fileSize(size: number) {
        if (size < 1024) return bytes.format(size);
        if (size < 1024 * 1024) return kilobytes.format(Math.max(1, Math.round(size / 1024)));
        return megabytes.format(size / 1024 / 1024);
      },
    };
  }, [locale]);
}
