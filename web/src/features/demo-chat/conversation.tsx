import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Info } from 'lucide-react';
import { Icon } from '../../components/icon';
import { LoadFailure, SkeletonLines } from '../../components/page-states';
import type { ChatThread, Contact } from './chat-types';
import { Composer } from './composer';
import { incomingSince } from './message-groups';
import { MessageLog } from './message-log';
import { StatusAvatar, StatusText } from './status-avatar';

interface ConversationProps {
  contact: Contact;
  chat: ChatThread | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  me: { id: number; fullName: string };
  onBack: () => void;
  onDetails: () => void;
  onSend: (text: string) => Promise<boolean>;
}

/** The open chat: who it is with, the messages (the newest in view), incoming ones announced politely, and the composer. */
export function Conversation({ contact, chat, loading, failed, onRetry, me, onBack, onDetails, onSend }: ConversationProps) {
  const { t } = useLingui();
  const [announcement, setAnnouncement] = useState('');
  const known = useRef<ChatThread['messages'] | undefined>(undefined);
  const messages = chat?.messages;

  useEffect(() => {
    if (loading && !messages) return;
    const current = messages ?? [];
    const incoming = incomingSince(known.current, current, me.id);
    if (incoming.length) setAnnouncement(incoming.map((m) => t`${contact.fullName} says: ${m.message}`).join(' '));
    known.current = current;
  }, [messages, loading, me.id, contact.fullName, t]);

  return (
    <section className="chat-conversation" aria-labelledby="chat-with">
      <header className="chat-conversation__head">
        <button type="button" className="chat-tool chat-conversation__back" onClick={onBack} aria-label={t`Back to the chats`} title={t`Back to the chats`}>
          <Icon icon={ArrowLeft} size={18} />
        </button>
        <StatusAvatar name={contact.fullName} status={contact.status} />
        <div className="chat-conversation__who">
          <h2 id="chat-with" className="chat-conversation__name">
            {contact.fullName}
          </h2>
          <StatusText status={contact.status} />
        </div>
        <button type="button" className="chat-tool" onClick={onDetails} aria-label={t`About ${contact.fullName}`} title={t`Contact details`}>
          <Icon icon={Info} size={20} />
        </button>
      </header>
      {failed && !chat ? <LoadFailure onRetry={onRetry} /> : null}
      {loading && !chat && !failed ? <SkeletonLines lines={5} className="chat-log__skeleton" /> : null}
      {chat ? <MessageLog contact={contact} messages={chat.messages} me={me} /> : null}
      {!chat && !loading && !failed ? (
        <p className="chat-conversation__first">
          <Trans>No messages yet: your first message starts the chat.</Trans>
        </p>
      ) : null}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
      {chat || !loading ? <Composer contactName={contact.fullName} onSend={onSend} /> : null}
    </section>
  );
}
