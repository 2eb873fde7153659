import type { ContractCase } from '../harness.js';
import { call, guardCases } from '../../server/demo-helpers.js';

const CHATS = '/api/apps/chat/chats';
const hello = { message: 'Hello', senderId: 11 };

export const cases: ContractCase[] = [
  { operationId: 'listDemoChatsAndContacts', title: 'overview', status: 200, run: call('GET', '/api/apps/chat/chats-and-contacts') },
  { operationId: 'listDemoChatsAndContacts', title: 'searched', status: 200, run: call('GET', '/api/apps/chat/chats-and-contacts?q=a') },
  { operationId: 'listDemoChatsAndContacts', title: 'search too long', status: 400, run: call('GET', `/api/apps/chat/chats-and-contacts?q=${'x'.repeat(201)}`) },
  ...guardCases('listDemoChatsAndContacts', 'GET', '/api/apps/chat/chats-and-contacts'),
  { operationId: 'getDemoChatProfileUser', title: 'profile user', status: 200, run: call('GET', '/api/apps/chat/users/profile-user') },
  ...guardCases('getDemoChatProfileUser', 'GET', '/api/apps/chat/users/profile-user'),
  { operationId: 'updateDemoChatProfileUser', title: 'about and status', status: 200, run: call('POST', '/api/apps/chat/users/profile-user', { about: 'Back on Monday', status: 'away' }) },
  { operationId: 'updateDemoChatProfileUser', title: 'unknown status', status: 400, run: call('POST', '/api/apps/chat/users/profile-user', { status: 'invisible' }) },
  ...guardCases('updateDemoChatProfileUser', 'POST', '/api/apps/chat/users/profile-user', { status: 'away' }),
  { operationId: 'openDemoChat', title: 'thread with unseen messages', status: 200, run: call('GET', `${CHATS}/2`) },
  { operationId: 'openDemoChat', title: 'contact without a thread', status: 200, run: call('GET', `${CHATS}/3`) },
  { operationId: 'openDemoChat', title: 'malformed id', status: 400, run: call('GET', `${CHATS}/x`) },
  { operationId: 'openDemoChat', title: 'unknown contact', status: 404, run: call('GET', `${CHATS}/999`) },
  ...guardCases('openDemoChat', 'GET', `${CHATS}/1`),
  { operationId: 'sendDemoChatMessage', title: 'starts a thread', status: 201, run: call('POST', `${CHATS}/5`, hello) },
  { operationId: 'sendDemoChatMessage', title: 'existing thread', status: 201, run: call('POST', `${CHATS}/1`, hello) },
  { operationId: 'sendDemoChatMessage', title: 'empty message', status: 400, run: call('POST', `${CHATS}/1`, { ...hello, message: '' }) },
  { operationId: 'sendDemoChatMessage', title: 'unknown contact', status: 404, run: call('POST', `${CHATS}/999`, hello) },
  ...guardCases('sendDemoChatMessage', 'POST', `${CHATS}/1`, hello),
];
