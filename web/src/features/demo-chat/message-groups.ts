import type { ChatMessage } from './chat-types';

export interface MessageGroup {
  /** The first message's index: a stable key. */
  key: number;
  senderId: number;
  messages: ChatMessage[];
  /** The day the group starts on, when it is the first group of that day (for a separator). */
  newDay: string | null;
}

/** Groups consecutive messages of one sender (a new day starts a new group); days as local dates. */
export function groupMessages(messages: readonly ChatMessage[], dayOf: (iso: string) => string = (iso) => new Date(iso).toDateString()): MessageGroup[] {
  const groups: MessageGroup[] = [];
  let lastDay: string | null = null;
  messages.forEach((message, index) => {
    const day = dayOf(message.time);
    const last = groups.at(-1);
    if (last && last.senderId === message.senderId && day === lastDay) {
      last.messages.push(message);
      return;
    }
    groups.push({ key: index, senderId: message.senderId, messages: [message], newDay: day !== lastDay ? day : null });
    lastDay = day;
  });
  return groups;
}

/** The messages of `after` that arrived since `before` (same thread, appended at the end) and were not sent by `me`. */
export function incomingSince(before: readonly ChatMessage[] | undefined, after: readonly ChatMessage[], me: number): ChatMessage[] {
  if (!before) return [];
  const lastKnown = before.at(-1);
  const from = lastKnown ? after.findIndex((m) => m.time === lastKnown.time && m.message === lastKnown.message && m.senderId === lastKnown.senderId) + 1 : 0;
  if (from === 0 && lastKnown) return [];
  return after.slice(from).filter((m) => m.senderId !== me);
}
