import type { FastifyInstance } from 'fastify';
import { ref } from '../../lib/schema.js';
import type { ApiModule } from '../module.js';
import { demoRoute, onlyKeys, registerDemoRoutes } from '../../lib/demo-kit/route.js';
import { showOwnerAsViewer } from '../../lib/demo-kit/viewer.js';
import { MAILBOX_OWNER } from './seed.js';
import {
  DemoEmailListSchema,
  DemoEmailNeighbourQuerySchema,
  DemoEmailSchema,
  DemoEmailsQuerySchema,
  DemoEmailsSchema,
  demoEmailSchemas,
  EMAIL_UPDATABLE,
  ToggleDemoEmailLabelBodySchema,
  UpdateDemoEmailsBodySchema,
} from './schemas.js';
import { createDemoEmailStore } from './store.js';
import { demoEmailComposeSchemas } from './compose-schemas.js';
import { registerComposeRoutes } from './compose-routes.js';

const TAG = 'demo-email';

async function demoEmailRoutes(fastify: FastifyInstance) {
  const store = createDemoEmailStore(new Date());
  showOwnerAsViewer(fastify, (node, viewer) =>
    node.email === MAILBOX_OWNER.email
      ? { ...node, email: viewer.email, ...(node.name === MAILBOX_OWNER.name ? { name: viewer.fullName } : {}), ...('avatar' in node ? { avatar: viewer.avatar } : {}) }
      : undefined,
  );

  registerDemoRoutes(fastify, TAG, [
    demoRoute.get(
      '/apps/email/emails',
      {
        operationId: 'listDemoEmails',
        summary: 'The e-mails of a folder (newest first) and the mailbox counters',
        description: 'q searches the subject, the sender\'s name and address, and the text of the message (case-insensitive).',
        querystring: ref(DemoEmailsQuerySchema),
        response: { 200: ref(DemoEmailListSchema) },
      },
      (request) => store.list(request.query),
    ),
    demoRoute.post(
      '/apps/email/update-emails',
      {
        operationId: 'updateDemoEmails',
        summary: 'Mark read or starred, or move to a folder, several e-mails at once',
        description: 'All listed e-mails must exist (404 otherwise, nothing changes). Only isRead, isStarred and folder may change.',
        body: ref(UpdateDemoEmailsBodySchema),
        response: { 200: ref(DemoEmailsSchema) },
        notFound: true,
        preValidation: onlyKeys('dataToUpdate', EMAIL_UPDATABLE),
      },
      (request) => ({ emails: store.update(request.body.emailIds, request.body.dataToUpdate) }),
    ),
    demoRoute.post(
      '/apps/email/update-emails-label',
      { operationId: 'toggleDemoEmailLabel', summary: 'Toggle a label on several e-mails', body: ref(ToggleDemoEmailLabelBodySchema), response: { 200: ref(DemoEmailsSchema) }, notFound: true },
      (request) => ({ emails: store.toggleLabel(request.body.emailIds, request.body.label) }),
    ),
    demoRoute.get(
      '/apps/email/paginate-email',
      {
        operationId: 'getNeighbourDemoEmail',
        summary: 'The previous or next e-mail: in storage order, or in the order of a list (folder, label, q)',
        querystring: ref(DemoEmailNeighbourQuerySchema),
        response: { 200: ref(DemoEmailSchema) },
        notFound: true,
      },
      (request) => store.neighbour(request.query),
    ),
  ]);

  await registerComposeRoutes(fastify, store, TAG);
}

export const demoEmailModule: ApiModule = {
  name: 'demo-email',
  routes: demoEmailRoutes,
  schemas: [...demoEmailSchemas, ...demoEmailComposeSchemas],
  tags: [{ name: TAG, description: 'Demo: the e-mail app (folders, labels, bulk updates, sending, drafts, attachments)' }],
};
