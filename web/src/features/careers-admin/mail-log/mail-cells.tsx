import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../applications/format';
import { MAIL_STATUS_LABELS, mailStatusBadge, type MailLogEntry } from './vocabulary';

/** Longer errors are cut to about this many characters in the table; the whole text opens below. */
export const ERROR_EXCERPT_LENGTH = 60;

/** The start of `text` cut at a word near `max` characters, with "…"; null when it fits whole. */
export function excerptOf(text: string, max = ERROR_EXCERPT_LENGTH): string | null {
  if (text.length <= max) return null;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A moment in the reader's language and time zone; "—" when there is none. */
export function DateTime({ iso }: { iso: string | null }) {
  const { i18n } = useLingui();
  return iso ? <time dateTime={iso}>{formatDateTime(iso, i18n.locale)}</time> : <>—</>;
}

/** The status badge, "Undeliverable" when the mail server refused the address, and when a retrying message is tried next. */
export function MailStatusCell({ entry }: { entry: MailLogEntry }) {
  const { i18n } = useLingui();
  return (
    <span className="mail-status">
      <span className={mailStatusBadge(entry.status)}>{i18n._(MAIL_STATUS_LABELS[entry.status])}</span>
      {entry.undeliverable ? (
        <span className="demo-badge demo-badge--danger">
          <Trans>Undeliverable</Trans>
        </span>
      ) : null}
      {entry.status === 'retrying' && entry.nextAttemptAt ? (
        <span className="mail-status__next">
          <Trans>
            Next attempt at <DateTime iso={entry.nextAttemptAt} />
          </Trans>
        </span>
      ) : null}
    </span>
  );
}

/** The last error: whole when short, else its start, which opens (keyboard too) on the whole text. */
export function LastErrorCell({ text }: { text: string | null }) {
  if (!text) return <>—</>;
  const excerpt = excerptOf(text);
  if (!excerpt) return <span className="mail-error">{text}</span>;
  return (
    <details className="mail-error admin-disclosure">
      <summary>
        {excerpt}
        <span className="visually-hidden">
          {' '}
          <Trans>(show the whole error)</Trans>
        </span>
      </summary>
      <p className="mail-error__full">{text}</p>
    </details>
  );
}
