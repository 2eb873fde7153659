import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { components } from '../../api/schema';

export type Contact = components['schemas']['DemoChatContact'];
export type ContactWithChat = components['schemas']['DemoChatContactWithChat'];
export type ChatMessage = components['schemas']['DemoChatMessage'];
export type ChatThread = components['schemas']['DemoChatThread'];
export type ProfileUser = components['schemas']['DemoChatProfileUser'];
export type ChatStatus = Contact['status'];

export const CHAT_STATUSES: ChatStatus[] = ['online', 'away', 'busy', 'offline'];

export const STATUS_NAMES: Record<ChatStatus, MessageDescriptor> = {
  online: msg`Online`,
  away: msg`Away`,
  busy: msg`Busy`,
  offline: msg`Offline`,
};

/** Mirrors the server's limits, for early feedback. */
export const MESSAGE_MAX = 2000;
export const ABOUT_MAX = 500;
