import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/http-errors.js';
import { ref } from '../../lib/schema.js';
import type { ApiModule } from '../module.js';
import { demoRoute, registerDemoRoutes } from '../../lib/demo-kit/route.js';
import { showOwnerAsViewer } from '../../lib/demo-kit/viewer.js';
import { PROFILE_USER_ID } from './seed.js';
import {
  DemoChatParamsSchema,
  DemoChatProfileUserSchema,
  DemoChatsAndContactsSchema,
  DemoChatsQuerySchema,
  demoChatSchemas,
  DemoChatWithContactSchema,
  SendDemoChatMessageBodySchema,
  SentDemoChatMessageSchema,
  UpdateDemoChatProfileBodySchema,
} from './schemas.js';
import { createDemoChatStore } from './store.js';

const TAG = 'demo-chat';

async function demoChatRoutes(fastify: FastifyInstance) {
  const store = createDemoChatStore(new Date());
  // The chat's profile user is the signed-in person: their name (and so initials) and picture.
  showOwnerAsViewer(fastify, (node, viewer) => (node.id === PROFILE_USER_ID && 'fullName' in node ? { ...node, fullName: viewer.fullName, avatar: viewer.avatar } : undefined));

  registerDemoRoutes(fastify, TAG, [
    demoRoute.get(
      '/apps/chat/chats-and-contacts',
      {
        operationId: 'listDemoChatsAndContacts',
        summary: 'Chats (most recent first), all contacts and the profile user',
        description: 'q keeps the chats and contacts whose full name or role contains it (case-insensitive).',
        querystring: ref(DemoChatsQuerySchema),
        response: { 200: ref(DemoChatsAndContactsSchema) },
      },
      (request) => store.overview(request.query.q),
    ),
    demoRoute.get(
      '/apps/chat/users/profile-user',
      { operationId: 'getDemoChatProfileUser', summary: 'The chat profile user with role, about and settings', response: { 200: ref(DemoChatProfileUserSchema) } },
      () => store.profileUser,
    ),
    demoRoute.post(
      '/apps/chat/users/profile-user',
      {
        operationId: 'updateDemoChatProfileUser',
        summary: 'Change your about text and status (what contacts see)',
        description: 'Only about and status change; other keys are ignored, never stored.',
        body: ref(UpdateDemoChatProfileBodySchema),
        response: { 200: ref(DemoChatProfileUserSchema) },
      },
      (request) => {
        // Unknown keys are stripped by the validator: a body that named only those changes nothing.
        if (request.body.about === undefined && request.body.status === undefined) throw badRequest('Say what to change: about or status.');
        return store.updateProfile(request.body);
      },
    ),
    demoRoute.get(
      '/apps/chat/chats/:userId',
      {
        changesData: true,
        operationId: 'openDemoChat',
        summary: 'Open the chat with a contact (sets its unseen count to 0)',
        params: ref(DemoChatParamsSchema),
        response: { 200: ref(DemoChatWithContactSchema) },
        notFound: true,
      },
      (request) => store.open(request.params.userId),
    ),
    demoRoute.post(
      '/apps/chat/chats/:userId',
      {
        operationId: 'sendDemoChatMessage',
        summary: 'Send a message to a contact (starts the thread if needed)',
        description: 'senderId is the profile user (a message you send) or the contact (a message you receive: it counts as unseen until the chat is opened).',
        params: ref(DemoChatParamsSchema),
        body: ref(SendDemoChatMessageBodySchema),
        response: { 201: ref(SentDemoChatMessageSchema) },
        notFound: true,
      },
      (request) => store.send(request.params.userId, request.body.message, request.body.senderId),
    ),
  ]);
}

export const demoChatModule: ApiModule = {
  name: 'demo-chat',
  routes: demoChatRoutes,
  schemas: demoChatSchemas,
  tags: [{ name: TAG, description: 'Demo: the chat app (contacts, threads, unseen counts, your profile)' }],
};
