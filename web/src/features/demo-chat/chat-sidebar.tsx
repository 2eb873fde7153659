import type { ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { SearchBox } from '../../components/list-kit';
import { EmptyState, LoadFailure, SkeletonLines } from '../../components/page-states';
import { useChatFormat } from './chat-format';
import type { Contact, ContactWithChat, ProfileUser } from './chat-types';
import { ChatItem } from './chat-item';
import { StatusAvatar, StatusText } from './status-avatar';

interface ChatSidebarProps {
  me: Pick<ProfileUser, 'fullName' | 'status'> | undefined;
  chats: ContactWithChat[] | undefined;
  contacts: Contact[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  q: string;
  onSearch: (q: string) => void;
  openId: number | null;
  onOpen: (contact: Contact) => void;
  onProfile: () => void;
}

/** Your avatar and status, the search, the chats (last message, time, unseen count) and every contact. */
export function ChatSidebar({ me, chats, contacts, loading, failed, onRetry, q, onSearch, openId, onOpen, onProfile }: ChatSidebarProps) {
  const { t } = useLingui();
  const format = useChatFormat();
  const withChat = new Set((chats ?? []).map((c) => c.id));
  const others = (contacts ?? []).filter((c) => !withChat.has(c.id));
  const ready = chats !== undefined && contacts !== undefined;

  return (
    <aside className="chat-sidebar" aria-label={t`Chats and contacts`}>
      <div className="chat-sidebar__head">
        <h1 className="chat-sidebar__title">
          <Trans>Chat</Trans>
        </h1>
        {me ? (
          // Named by what it shows (the status), after who it is for screen readers: "Your profile: Ana Lima Online".
          <button type="button" className="chat-me" onClick={onProfile}>
            <span className="visually-hidden">{t`Your profile: ${me.fullName}`}</span>{' '}
            <StatusAvatar name={me.fullName} status={me.status} statusWritten />{' '}
            <StatusText status={me.status} />
          </button>
        ) : null}
      </div>
      <SearchBox value={q} onSearch={onSearch} label={t`Search chats and contacts`} placeholder={t`Search chats and contacts`} className="chat-sidebar__search" />
      {failed && !ready ? <LoadFailure onRetry={onRetry} /> : null}
      {!ready && !failed ? <SkeletonLines lines={6} /> : null}
      {ready ? (
        <div className="chat-sidebar__lists">
          <ContactList
            id="chat-list-heading"
            heading={<Trans>Chats</Trans>}
            contacts={chats}
            busy={loading}
            empty={q ? t`No chat matches “${q}”.` : t`No chats yet.`}
            openId={openId}
            onOpen={onOpen}
            aside={(contact) => (
              <time className="chat-item__time" dateTime={contact.chat.lastMessage.time}>
                {format.when(contact.chat.lastMessage.time)}
              </time>
            )}
          >
            {(contact) => (
              <span className="chat-item__bottom">
                <span className="chat-item__text">{contact.chat.lastMessage.message}</span>
                {contact.chat.unseenMsgs ? (
                  <span className="chat-unseen">
                    {contact.chat.unseenMsgs}
                    <span className="visually-hidden">
                      <Plural value={contact.chat.unseenMsgs} one="unread message" other="unread messages" />
                    </span>
                  </span>
                ) : null}
              </span>
            )}
          </ContactList>
          <ContactList
            id="contact-list-heading"
            heading={<Trans>Contacts</Trans>}
            contacts={others}
            empty={q ? t`No contact matches “${q}”.` : t`Every contact has a chat.`}
            openId={openId}
            onOpen={onOpen}
            aside={(contact) => (
              <span className="chat-item__time" aria-hidden="true">
                <StatusText status={contact.status} />
              </span>
            )}
          >
            {(contact) => <span className="chat-item__text">{contact.about}</span>}
          </ContactList>
        </div>
      ) : null}
    </aside>
  );
}

interface ContactListProps<C extends Contact> {
  id: string;
  heading: ReactNode;
  contacts: C[];
  /** The list is being fetched again (a new search). */
  busy?: boolean;
  /** What to say when the list is empty. */
  empty: string;
  openId: number | null;
  onOpen: (contact: Contact) => void;
  aside: (contact: C) => ReactNode;
  children: (contact: C) => ReactNode;
}

/** One of the sidebar's lists under its heading: a row a contact, or what to say when there is none. */
function ContactList<C extends Contact>({ id, heading, contacts, busy, empty, openId, onOpen, aside, children }: ContactListProps<C>) {
  return (
    <>
      <h2 className="chat-sidebar__heading" id={id}>
        {heading}
      </h2>
      {contacts.length ? (
        <ul className="chat-list" aria-labelledby={id} aria-busy={busy || undefined}>
          {contacts.map((contact) => (
            <li key={contact.id}>
              <ChatItem contact={contact} current={contact.id === openId} onOpen={onOpen} aside={aside(contact)}>
                {children(contact)}
              </ChatItem>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState>{empty}</EmptyState>
      )}
    </>
  );
}
