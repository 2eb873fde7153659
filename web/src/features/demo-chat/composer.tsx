import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SendHorizontal } from 'lucide-react';
import { Icon } from '../../components/icon';
import { MESSAGE_MAX } from './chat-types';

/** The message field: Enter sends, Shift+Enter starts a new line; the text comes back if sending fails. */
export function Composer({ contactName, onSend }: { contactName: string; onSend: (text: string) => Promise<boolean> }) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const message = text.trim();
    if (!message) return;
    setText('');
    const sent = await onSend(message);
    if (!sent) setText((current) => current || message);
    field.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <form className="chat-composer" onSubmit={(e) => void send(e)}>
      <label htmlFor={id} className="visually-hidden">
        <Trans>Message to {contactName}</Trans>
      </label>
      <textarea
        ref={field}
        id={id}
        className="chat-composer__field p-inputtext"
        rows={Math.min(5, Math.max(1, text.split('\n').length))}
        maxLength={MESSAGE_MAX}
        placeholder={t`Write a message…`}
        aria-describedby={`${id}-hint`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="p-button chat-composer__send" disabled={!text.trim()}>
        <Icon icon={SendHorizontal} size={18} />
        <span>
          <Trans>Send</Trans>
        </span>
      </button>
      <span id={`${id}-hint`} className="chat-composer__hint">
        <Trans>Enter sends; Shift+Enter starts a new line.</Trans>
      </span>
    </form>
  );
}
