import { useLingui } from '@lingui/react/macro';
import { PersonAvatar } from '../../components/person-avatar';
import { STATUS_NAMES, type ChatStatus } from './chat-types';


/**
 * Initials with the status as a coloured dot; the status in words for screen readers (shown as text
 * elsewhere), unless `statusWritten` says the same control writes it next to the avatar.
 */
export function StatusAvatar({ name, status, size = 'md', statusWritten = false }: { name: string; status: ChatStatus; size?: 'md' | 'lg'; statusWritten?: boolean }) {
  const { i18n } = useLingui();
  return (
    <span className="chat-avatar">
      <PersonAvatar name={name} size={size === 'lg' ? 72 : 40} />
      <span className={`chat-dot chat-dot--${status}`} aria-hidden="true" />
      {statusWritten ? null : <span className="visually-hidden">{i18n._(STATUS_NAMES[status])}</span>}
    </span>
  );
}

/** The status as a dot and a word. */
export function StatusText({ status }: { status: ChatStatus }) {
  const { i18n } = useLingui();
  return (
    <span className="chat-status">
      <span className={`chat-dot chat-dot--inline chat-dot--${status}`} aria-hidden="true" />
      {i18n._(STATUS_NAMES[status])}
    </span>
  );
}
