import { useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ChevronLeft, ChevronRight, Forward, Mail, Reply, ReplyAll, Star, Trash2 } from 'lucide-react';
import { Icon } from '../../components/icon';
import { LabelMenu, MoveMenu } from './mail-menus';
import { MailMessage } from './mail-message';
import type { useMailActions } from './api';
import type { Email, MailLabel, MailListKey } from './mail-types';
import { LABEL_NAMES } from './vocabulary';
import './mail-view.css';

interface MailViewProps {
  email: Email;
  /** The list's name: the page's heading when the reading pane replaces the list (two panes or one). */
  listTitle: string;
  listKey: MailListKey;
  actions: ReturnType<typeof useMailActions>;
  hasPrevious: boolean;
  hasNext: boolean;
  onStep: (dir: 'previous' | 'next') => void;
  onClose: () => void;
  onAnswer: (how: 'reply' | 'reply-all' | 'forward') => void;
}

/** The open e-mail: its tools, subject and labels, the thread's earlier messages on request, and the answers. */
export function MailView({ email, listTitle, listKey, actions, hasPrevious, hasNext, onStep, onClose, onAnswer }: MailViewProps) {
  const { t, i18n } = useLingui();
  const [showEarlier, setShowEarlier] = useState(false);
  const ids = [email.id];
  const keepWithLabel = (labels: string[]) => !listKey.label || labels.includes(listKey.label);
  const earlier = email.replies.length;
  return (
    <section className="mail-view" aria-labelledby="mail-view-subject">
      <div className="mail-view__tools" role="toolbar" aria-label={t`E-mail actions`}>
        <button type="button" className="mail-tool mail-view__back" onClick={onClose} aria-label={t`Back to the list`} title={t`Back to the list`}>
          <Icon icon={ArrowLeft} size={18} />
        </button>
        <h1 className="mail-view__list-title">{listTitle}</h1>
        <button
          type="button"
          className={`mail-tool mail-star${email.isStarred ? ' mail-star--on' : ''}`}
          aria-pressed={email.isStarred}
          aria-label={t`Star`}
          onClick={() => void actions.setStarred(ids, !email.isStarred, listKey.view)}
        >
          <Icon icon={Star} size={18} />
        </button>
        <LabelMenu checked={(label) => email.labels.includes(label)} onToggle={(label) => void actions.toggleLabel(ids, label, keepWithLabel)} />
        <MoveMenu from={email.folder} onMove={(folder) => void actions.move(ids, folder)} />
        <button type="button" className="mail-tool" aria-label={t`Mark as unread`} title={t`Mark as unread`} onClick={() => void actions.setRead(ids, false).then(onClose)}>
          <Icon icon={Mail} size={18} />
        </button>
        {email.folder !== 'trash' ? (
          <button type="button" className="mail-tool" aria-label={t`Move to the trash`} title={t`Move to the trash`} onClick={() => void actions.move(ids, 'trash')}>
            <Icon icon={Trash2} size={18} />
          </button>
        ) : null}
        <span className="mail-view__steps">
          <button type="button" className="mail-tool" aria-label={t`Previous e-mail`} title={t`Previous e-mail`} disabled={!hasPrevious} onClick={() => onStep('previous')}>
            <Icon icon={ChevronLeft} size={18} />
          </button>
          <button type="button" className="mail-tool" aria-label={t`Next e-mail`} title={t`Next e-mail`} disabled={!hasNext} onClick={() => onStep('next')}>
            <Icon icon={ChevronRight} size={18} />
          </button>
        </span>
      </div>
      <div className="mail-view__scroll">
        <h2 id="mail-view-subject" className="mail-view__subject" tabIndex={-1}>
          {email.subject || t`(no subject)`}
        </h2>
        {email.labels.length ? (
          <p className="mail-row__marks">
            {email.labels.map((label) => (
              <span key={label} className="mail-chip">
                <span className={`mail-dot mail-dot--${label}`} aria-hidden="true" />
                {i18n._(LABEL_NAMES[label as MailLabel])}
              </span>
            ))}
          </p>
        ) : null}
        {earlier ? (
          <div className="mail-view__earlier">
            <button type="button" className="mail-view__expander" aria-expanded={showEarlier} onClick={() => setShowEarlier((v) => !v)}>
              {showEarlier ? <Trans>Hide earlier messages</Trans> : <Plural value={earlier} one="# earlier message" other="# earlier messages" />}
            </button>
            {showEarlier ? email.replies.map((reply) => <MailMessage key={reply.id} message={reply} earlier />) : null}
          </div>
        ) : null}
        <MailMessage message={email} />
        {email.answers.map((answer) => (
          <MailMessage key={answer.id} message={answer} />
        ))}
        <div className="mail-view__answers">
          <button type="button" className="p-button p-button-outlined" onClick={() => onAnswer('reply')}>
            <Icon icon={Reply} size={18} />
            <span>
              <Trans>Reply</Trans>
            </span>
          </button>
          <button type="button" className="p-button p-button-outlined" onClick={() => onAnswer('reply-all')}>
            <Icon icon={ReplyAll} size={18} />
            <span>
              <Trans>Reply all</Trans>
            </span>
          </button>
          <button type="button" className="p-button p-button-outlined" onClick={() => onAnswer('forward')}>
            <Icon icon={Forward} size={18} />
            <span>
              <Trans>Forward</Trans>
            </span>
          </button>
        </div>
      </div>
    </section>
  );
}
