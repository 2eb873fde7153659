import { badRequest } from '../../lib/http-errors.js';
import { findOr404, nextId, search, sortItems } from '../../lib/demo-kit/list.js';
import type { DemoChatMessage, DemoChatProfileUser, DemoChatThread } from './schemas.js';
import { seedDemoChat } from './seed.js';

/** A thread keeps its newest messages only, so the demo's memory stays bounded. */
export const MESSAGES_KEPT = 500;

/** The chat app of one app instance: the profile user, contacts and threads. */
export function createDemoChatStore(start: Date) {
  const { profileUser, contacts, chats } = seedDemoChat(start);
  const threadWith = (userId: number) => chats.find((chat) => chat.userId === userId);
  const lastMessage = (chat: DemoChatThread) => chat.messages.at(-1)!;

  return {
    profileUser,

    /** Chats and contacts (whose name or role contains `q`, if given) and the profile user. */
    overview(q?: string) {
      const found = search(contacts, q, (contact) => [contact.fullName, contact.role]);
      const withChats = found.flatMap((contact) => {
        const chat = threadWith(contact.id);
        return chat ? [{ ...contact, chat: { id: chat.id, unseenMsgs: chat.unseenMsgs, lastMessage: lastMessage(chat) } }] : [];
      });
      const { id, avatar, fullName, status } = profileUser;
      return {
        chatsContacts: sortItems(withChats, (c) => Date.parse(c.chat.lastMessage.time), true),
        contacts: found,
        profileUser: { id, avatar, fullName, status },
      };
    },

    /** Changes the profile user's about and status (only those). */
    updateProfile(changes: Partial<Pick<DemoChatProfileUser, 'about' | 'status'>>) {
      if (changes.about !== undefined) profileUser.about = changes.about;
      if (changes.status !== undefined) profileUser.status = changes.status;
      return profileUser;
    },

    /** Opening a chat marks it seen. */
    open(userId: number) {
      const contact = findOr404(contacts, userId, 'Contact');
      const chat = threadWith(userId);
      if (!chat) return { contact };
      chat.unseenMsgs = 0;
      return { chat, contact };
    },

    /** Adds a message to the thread with `userId`, starting the thread when there is none; the contact's messages are unseen until the chat is opened. */
    send(userId: number, message: string, senderId: number) {
      findOr404(contacts, userId, 'Contact');
      if (senderId !== profileUser.id && senderId !== userId) {
        throw badRequest(`senderId must be the profile user (${profileUser.id}) or the contact (${userId})`);
      }
      const newMessageData: DemoChatMessage = { message, time: new Date().toISOString(), senderId };
      const existing = threadWith(userId);
      const incoming = senderId === userId ? 1 : 0;
      if (existing) {
        existing.messages.push(newMessageData);
        existing.unseenMsgs += incoming;
        if (existing.messages.length > MESSAGES_KEPT) existing.messages.splice(0, existing.messages.length - MESSAGES_KEPT);
        return { newMessageData };
      }
      const chat: DemoChatThread = { id: nextId(chats), userId, unseenMsgs: incoming, messages: [newMessageData] };
      chats.push(chat);
      return { newMessageData, chat };
    },
  };
}
