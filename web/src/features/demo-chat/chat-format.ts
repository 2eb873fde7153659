import { useMemo } from 'react';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { dateFormat } from '../../lib/date-format';

/** Times and days of the chat in the active language and the user's time zone. */
export function useChatFormat() {
  const { i18n } = useLingui();
  return useMemo(() => {
    const time = dateFormat(i18n.locale, { hour: 'numeric', minute: '2-digit' });
    const day = dateFormat(i18n.locale, { weekday: 'long', day: 'numeric', month: 'long' });
    const short = dateFormat(i18n.locale, { day: 'numeric', month: 'short' });
    const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();
    return {
      time: (iso: string) => time.format(new Date(iso)),
      /** The list's time: the hour today, the date before. */
      when(iso: string, now = new Date()) {
        const date = new Date(iso);
        return sameDay(date, now) ? time.format(date) : short.format(date);
      },
      /** "Today", "Yesterday" or the date, for the separators of the log. */
      day(iso: string, now = new Date()) {
        const date = new Date(iso);
        const yesterday = new Date(now);
        yesterday.setDate(now.getDate() - 1);
        if (sameDay(date, now)) return i18n._(msg`Today`);
        if (sameDay(date, yesterday)) return i18n._(msg`Yesterday`);
        return day.format(date);
      },
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the i18n object stays the same when the language changes; its locale says when
  }, [i18n, i18n.locale]);
}
