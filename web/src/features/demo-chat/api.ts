import { keepPreviousData } from '@tanstack/react-query';
import { $api, queryClient } from '../../lib/query';
import { api } from '../../lib/api-client';
import { apiProblem, type ApiProblem } from '../../lib/api-errors';
import { changeCached } from '../../lib/optimistic';
import { resultOf } from '../../lib/api-result';
import type { ChatMessage, ChatStatus, ChatThread, Contact, ProfileUser } from './chat-types';

const OVERVIEW = '/api/apps/chat/chats-and-contacts';
const CHAT = '/api/apps/chat/chats/{userId}';
const PROFILE = '/api/apps/chat/users/profile-user';

/** Incoming messages show within this long while a chat is open; the list of chats follows more slowly. */
const CHAT_POLL_MS = 4000;
const OVERVIEW_POLL_MS = 15000;

export function useChatOverview(q: string) {
  return $api.useQuery('get', OVERVIEW, { params: { query: q ? { q } : {} } }, { placeholderData: keepPreviousData, refetchInterval: OVERVIEW_POLL_MS });
}

/** The open chat (opening it zeroes its unseen count on the server), polled for incoming messages. */
export function useOpenChat(userId: number | null) {
  return $api.useQuery('get', CHAT, { params: { path: { userId: userId ?? 0 } } }, { enabled: userId !== null, refetchInterval: CHAT_POLL_MS });
}

export function useProfileUser() {
  return $api.useQuery('get', PROFILE);
}

const chatKey = (userId: number) => ['get', CHAT, { params: { path: { userId } } }];
type ChatAnswer = { chat?: ChatThread; contact: Contact };

/** Zeroes a chat's unseen count in every cached overview (the server did it when the chat was opened). */
export function markSeen(userId: number) {
  queryClient.setQueriesData<{ chatsContacts: { id: number; chat: { unseenMsgs: number } }[] }>({ queryKey: ['get', OVERVIEW] }, (answer) =>
    answer ? { ...answer, chatsContacts: answer.chatsContacts.map((c) => (c.id === userId ? { ...c, chat: { ...c.chat, unseenMsgs: 0 } } : c)) } : answer,
  );
}

/**
 * Sends a message: shown at once, confirmed by the server (which starts the thread for a first
 * message), removed again when the server refuses. Returns the problem, if any.
 */
export async function sendMessage(contact: Contact, me: number, text: string): Promise<ApiProblem | null> {
  const key = chatKey(contact.id);
  const pending: ChatMessage = { message: text, senderId: me, time: new Date().toISOString() };
  const restore = await changeCached<ChatAnswer>(queryClient, key, (answer) => {
    const thread: ChatThread = answer.chat ?? { id: 0, userId: contact.id, unseenMsgs: 0, messages: [] };
    return { contact, chat: { ...thread, messages: [...thread.messages, pending] } };
  });
  const { problem } = await resultOf(api.POST(CHAT, { params: { path: { userId: contact.id } }, body: { message: text, senderId: me } }));
  if (problem) restore();
  void queryClient.invalidateQueries({ queryKey: key });
  void queryClient.invalidateQueries({ queryKey: ['get', OVERVIEW] });
  return problem;
}

/** Saves the profile's about and status; the overview and the profile are fetched again. */
export async function saveProfile(changes: { about: string; status: ChatStatus }): Promise<{ profile?: ProfileUser; problem?: ApiProblem }> {
  try {
    const { data, error, response } = await api.POST(PROFILE, { body: changes });
    if (!data) return { problem: apiProblem(error, response.status) };
    queryClient.setQueryData(['get', PROFILE], data);
    void queryClient.invalidateQueries({ queryKey: ['get', OVERVIEW] });
    return { profile: data };
  } catch {
    return { problem: apiProblem(null) };
  }
}
