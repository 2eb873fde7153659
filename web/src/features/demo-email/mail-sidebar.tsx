import { Link } from 'wouter';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { File, Inbox, Pencil, Send, ShieldAlert, Star, Trash2, type LucideIcon } from 'lucide-react';
import { Icon } from '../../components/icon';
import { MAIL_LABELS, MAIL_VIEWS, type MailLabel, type MailView } from './mail-types';
import { LABEL_NAMES, labelPath, VIEW_NAMES, viewPath } from './vocabulary';

const VIEW_ICONS: Record<MailView, LucideIcon> = { inbox: Inbox, sent: Send, draft: File, starred: Star, spam: ShieldAlert, trash: Trash2 };

export interface MailCounts {
  inbox: number;
  draft: number;
  spam: number;
}

interface MailSidebarProps {
  current: { view: MailView; label?: MailLabel };
  counts: MailCounts | undefined;
  onCompose: () => void;
  /** Called after a link is followed (the off-canvas panel closes). */
  onNavigate?: () => void;
}

/** Compose, the folders with their counters and the labels with their colours. */
export function MailSidebar({ current, counts, onCompose, onNavigate }: MailSidebarProps) {
  const { i18n, t } = useLingui();
  const countOf = (view: MailView) => (view === 'inbox' || view === 'draft' || view === 'spam' ? counts?.[view] : undefined);
  return (
    <div className="mail-sidebar">
      <button type="button" className="p-button mail-sidebar__compose" onClick={onCompose}>
        <Icon icon={Pencil} size={18} />
        <span>
          <Trans>Compose</Trans>
        </span>
      </button>
      <nav aria-label={t`Mailboxes`} className="mail-sidebar__nav">
        <ul className="mail-sidebar__list" aria-label={t`Folders`}>
          {MAIL_VIEWS.map((view) => {
            const count = countOf(view);
            const active = !current.label && current.view === view;
            return (
              <li key={view}>
                <Link href={viewPath(view)} className="mail-sidebar__link" aria-current={active ? 'page' : undefined} onClick={onNavigate}>
                  <Icon icon={VIEW_ICONS[view]} size={18} />
                  <span className="mail-sidebar__name">{i18n._(VIEW_NAMES[view])}</span>
                  {count ? (
                    <span className={`mail-badge mail-badge--${view}`}>
                      {count}
                      <span className="visually-hidden">
                        {view === 'draft' ? <Plural value={count} one="draft" other="drafts" /> : <Trans>unread</Trans>}
                      </span>
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
        <h2 className="mail-sidebar__heading" id="mail-labels-heading">
          <Trans>Labels</Trans>
        </h2>
        <ul className="mail-sidebar__list" aria-labelledby="mail-labels-heading">
          {MAIL_LABELS.map((label) => (
            <li key={label}>
              <Link href={labelPath(label)} className="mail-sidebar__link" aria-current={current.label === label ? 'page' : undefined} onClick={onNavigate}>
                <span className={`mail-dot mail-dot--${label}`} aria-hidden="true" />
                <span className="mail-sidebar__name">{i18n._(LABEL_NAMES[label])}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
