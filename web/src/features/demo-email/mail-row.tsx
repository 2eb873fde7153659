import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { Paperclip, Star } from 'lucide-react';
import { Icon } from '../../components/icon';
import { htmlToText } from '../../components/rich-text';
import { PersonAvatar } from '../../components/person-avatar';
import { useMailFormat } from './mail-format';
import type { Email, MailLabel } from './mail-types';
import { LABEL_NAMES } from './vocabulary';

interface MailRowProps {
  email: Email;
  /** Where the row leads (the list with this e-mail open); null: a draft, opened in the compose window. */
  href: string | null;
  onOpenDraft: (email: Email) => void;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onStar: () => void;
  current: boolean;
}

/** One e-mail of the list: select, star, and the link that opens it. */
export function MailRow({ email, href, onOpenDraft, selected, onSelect, onStar, current }: MailRowProps) {
  const { t, i18n } = useLingui();
  const format = useMailFormat();
  const outgoing = email.folder === 'sent' || email.folder === 'draft';
  const who = outgoing ? email.to.map((r) => r.name || r.email).join(', ') || t`(no recipient)` : email.from.name;
  const subject = email.subject || t`(no subject)`;
  // The row opens by its content: the name is what the row shows (who, date, subject, excerpt,
  // labels), in that order, so speech users can say any of it (WCAG 2.5.3). The spaces between the
  // parts take no room in the grid and flex boxes, yet keep the words apart in that name.
  const content = (
    <>
      <PersonAvatar name={outgoing ? email.to[0]?.name || email.to[0]?.email || '?' : email.from.name} size={40} />{' '}
      <span className="mail-row__main">
        <span className="mail-row__top">
          <span className="mail-row__who">{outgoing ? <Trans>To: {who}</Trans> : who}</span>{' '}
          <time className="mail-row__date" dateTime={email.time}>
            {format.listDate(email.time)}
          </time>
        </span>{' '}
        <span className="mail-row__subject">
          {!email.isRead ? (
            <span className="visually-hidden">
              <Trans>Unread:</Trans>{' '}
            </span>
          ) : null}
          {subject}
        </span>{' '}
        <span className="mail-row__excerpt">{htmlToText(email.message).slice(0, 140)}</span>{' '}
        <span className="mail-row__marks">
          {email.labels.map((label) => (
            <span key={label} className="mail-chip">
              <span className={`mail-dot mail-dot--${label}`} aria-hidden="true" />
              {i18n._(LABEL_NAMES[label as MailLabel])}{' '}
            </span>
          ))}
          {email.attachments.length ? (
            <span className="mail-row__clip">
              <Icon icon={Paperclip} size={14} />
              <span className="visually-hidden">
                <Trans>Has attachments</Trans>
              </span>
            </span>
          ) : null}
        </span>
      </span>
    </>
  );
  return (
    <li className={`mail-row${email.isRead ? '' : ' mail-row--unread'}${current ? ' mail-row--current' : ''}`}>
      <span className="mail-row__controls">
        <input type="checkbox" className="mail-check" checked={selected} onChange={(e) => onSelect(e.target.checked)} aria-label={t`Select “${subject}”`} />
        <button type="button" className={`mail-star${email.isStarred ? ' mail-star--on' : ''}`} aria-pressed={email.isStarred} aria-label={t`Star “${subject}”`} onClick={onStar}>
          <Icon icon={Star} size={18} />
        </button>
      </span>
      {href ? (
        <Link href={href} className="mail-row__open" aria-current={current ? 'true' : undefined}>
          {content}
        </Link>
      ) : (
        <button type="button" className="mail-row__open" onClick={() => onOpenDraft(email)}>
          {content}
        </button>
      )}
    </li>
  );
}
