import type { ReactNode } from 'react';
import type { Contact } from './chat-types';
import { StatusAvatar } from './status-avatar';

interface ChatItemProps {
  contact: Contact;
  current: boolean;
  onOpen: (contact: Contact) => void;
  /** Beside the name: the last message's time, or the contact's status. */
  aside: ReactNode;
  /** Under the name: the last message, or what the contact says about themselves. */
  children: ReactNode;
}

/** One row of the chat sidebar: a button that opens the conversation with the contact. */
export function ChatItem({ contact, current, onOpen, aside, children }: ChatItemProps) {
  return (
    <button type="button" className="chat-item" aria-current={current ? 'true' : undefined} onClick={() => onOpen(contact)}>
      <StatusAvatar name={contact.fullName} status={contact.status} />
      <span className="chat-item__main">
        <span className="chat-item__top">
          <span className="chat-item__name">{contact.fullName}</span>
          {aside}
        </span>
        {children}
      </span>
    </button>
  );
}
