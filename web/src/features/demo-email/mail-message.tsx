import { Trans, useLingui } from '@lingui/react/macro';
import { SafeHtml } from '../../components/rich-text';
import { PersonAvatar } from '../../components/person-avatar';
import { MailAttachments } from './mail-attachments';
import { useMailFormat } from './mail-format';
import type { EarlierMessage } from './mail-types';

/** One message of a thread: who wrote it to whom and when, its text (sanitised again here) and its files. */
export function MailMessage({ message, earlier = false }: { message: EarlierMessage; earlier?: boolean }) {
  const { t } = useLingui();
  const format = useMailFormat();
  const recipients = message.to.map((r) => (r.name && r.name !== 'me' ? `${r.name} <${r.email}>` : r.email)).join(', ');
  return (
    <article className={`mail-message${earlier ? ' mail-message--earlier' : ''}`} aria-label={t`Message from ${message.from.name}`}>
      <header className="mail-message__head">
        <PersonAvatar name={message.from.name} size={40} />
        <div className="mail-message__who">
          <span className="mail-message__from">
            {message.from.name} <span className="mail-message__address">&lt;{message.from.email}&gt;</span>
          </span>
          <span className="mail-message__to">
            <Trans>To: {recipients}</Trans>
          </span>
          {message.cc.length ? (
            <span className="mail-message__to">
              <Trans>Cc: {message.cc.join(', ')}</Trans>
            </span>
          ) : null}
        </div>
        <time className="mail-message__date" dateTime={message.time}>
          {format.dateTime(message.time)}
        </time>
      </header>
      <SafeHtml html={message.message} className="mail-message__body" />
      <MailAttachments attachments={message.attachments} />
    </article>
  );
}
