import { Plural, Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { daysUntil, formatDay } from './dates';

/** Jobs closing within this many days are flagged as closing soon. */
export const CLOSING_SOON_DAYS = 7;

interface ClosingNoteProps {
  closingDate: string;
  /** `closed` when the server says so, even if the date is still ahead (closed early). */
  status: 'open' | 'closed';
  /** Clock for tests. */
  today?: Date;
}

/** "25 November 2026 (closes in 3 days)", "… (closes today)" or "Closed on …". */
export function ClosingNote({ closingDate, status, today }: ClosingNoteProps) {
  const { i18n } = useLingui();
  const date = formatDay(closingDate, i18n.locale);
  const days = daysUntil(closingDate, today);
  if (status === 'closed' || days === null || days < 0) return <Trans>Closed on {date}</Trans>;
  const soon = days <= CLOSING_SOON_DAYS ? 'closing-in closing-in--soon' : 'closing-in';
  return (
    <>
      {date}{' '}
      <span className={soon}>
        {days === 0 ? <Trans>(closes today)</Trans> : <Plural value={days} one="(closes in # day)" other="(closes in # days)" />}
      </span>
    </>
  );
}
