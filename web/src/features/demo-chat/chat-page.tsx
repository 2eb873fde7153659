import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../components/page-states';
import { useListParams, type ListSpec } from '../../components/list-kit';
import { useToast } from '../../components/toast';
import { problemText } from '../../lib/api-errors';
import { markSeen, sendMessage, useChatOverview, useOpenChat } from './api';
import { ChatSidebar } from './chat-sidebar';
import type { Contact } from './chat-types';
import { ContactPanel } from './contact-panel';
import { Conversation } from './conversation';
import { ProfilePanel } from './profile-panel';
import './chat.css';

/** The search is the list state (`?q=`); the open chat is `?chat={contact id}`. */
const LIST_SPEC: ListSpec = { sortFields: [] };

/** /apps/chat: chats and contacts on one side, the open chat on the other (one at a time on a phone). */
function ChatPage() {
  const { t } = useLingui();
  const notify = useToast();
  const [list, setList] = useListParams(LIST_SPEC);
  const [search, setSearch] = useSearchParams();
  const [panel, setPanel] = useState<'contact' | 'profile' | null>(null);
  const overview = useChatOverview(list.q);
  const openId = Number(search.get('chat')) || null;
  const opened = useOpenChat(openId);
  const me = overview.data?.profileUser;
  const contact: Contact | undefined = opened.data?.contact ?? overview.data?.contacts.find((c) => c.id === openId);

  // The server zeroed the unseen count when the chat was opened: the list follows at once.
  useEffect(() => {
    if (openId && opened.data) markSeen(openId);
  }, [openId, opened.data]);

  const setChat = (id: number | null) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('chat', String(id));
      else next.delete('chat');
      return next;
    });

  const send = async (text: string) => {
    if (!contact || !me) return false;
    const problem = await sendMessage(contact, me.id, text);
    if (problem) notify('error', t`The message was not sent`, problemText(problem));
    return !problem;
  };

  return (
    <div className={`chat-app${openId ? ' chat-app--open' : ''}`}>
      <ChatSidebar
        me={me}
        chats={overview.data?.chatsContacts}
        contacts={overview.data?.contacts}
        loading={overview.isFetching}
        failed={overview.isError}
        onRetry={() => void overview.refetch()}
        q={list.q}
        onSearch={(q) => setList({ q })}
        openId={openId}
        onOpen={(c) => setChat(c.id)}
        onProfile={() => setPanel('profile')}
      />
      <div className="chat-app__main">
        {contact && me ? (
          <Conversation
            key={contact.id}
            contact={contact}
            chat={opened.data?.chat}
            loading={opened.isLoading}
            failed={opened.isError}
            onRetry={() => void opened.refetch()}
            me={me}
            onBack={() => setChat(null)}
            onDetails={() => setPanel('contact')}
            onSend={send}
          />
        ) : (
          <EmptyState>
            <Trans>Choose a chat or a contact to start talking.</Trans>
          </EmptyState>
        )}
      </div>
      {contact ? <ContactPanel contact={contact} visible={panel === 'contact'} onHide={() => setPanel(null)} /> : null}
      <ProfilePanel visible={panel === 'profile'} onHide={() => setPanel(null)} />
    </div>
  );
}

export default ChatPage;
