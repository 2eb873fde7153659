import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { errors, ref } from '../../lib/schema.js';
import { acceptImageUploads, IMAGE_MAX_BYTES, readImageUpload } from '../../lib/image-upload.js';
import type { ApiModule } from '../module.js';
import { demoRoutes } from '../../lib/demo-kit/route.js';
import {
  CreateDemoUserBodySchema,
  DemoAvatarUploadSchema,
  DemoUserDetailEnvelopeSchema,
  DemoUserDetailSchema,
  DemoUserEnvelopeSchema,
  DemoUserPageSchema,
  DemoUserParamsSchema,
  DemoUsersExportQuerySchema,
  DemoUsersQuerySchema,
  demoUsersSchemas,
  UpdateDemoUserBodySchema,
} from './schemas.js';
import { createDemoUserStore } from './store.js';

const TAG = 'demo-users';
const USERS = '/apps/user/users';
const today = () => new Date().toISOString().slice(0, 10);

async function demoUsersRoutes(fastify: FastifyInstance) {
  await acceptImageUploads(fastify);
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const route = demoRoutes(fastify, TAG);
  const store = createDemoUserStore();
  app.get(
    USERS,
    route.read({
      operationId: 'listDemoUsers',
      summary: 'Search, filter, sort and page the demo users',
      querystring: ref(DemoUsersQuerySchema),
      response: { 200: ref(DemoUserPageSchema) },
    }),
    async (request) => store.list(request.query),
  );

  app.get(
    `${USERS}/export.csv`,
    route.read({
      operationId: 'exportDemoUsersCsv',
      summary: 'Every user the same filters select (all pages, in the same order), as CSV safe to open in a spreadsheet',
      querystring: ref(DemoUsersExportQuerySchema),
      response: { 200: Type.Unsafe<string>({ description: 'CSV with a header row', content: { 'text/csv': { schema: Type.String() } } }) },
    }),
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="users-${today()}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(store.exportCsv(request.query)),
  );

  app.post(
    USERS,
    {
      ...route.manage({
        operationId: 'createDemoUser',
        summary: 'Add a demo user (next id, status active)',
        body: ref(CreateDemoUserBodySchema),
        response: { 201: ref(DemoUserEnvelopeSchema), ...errors(409) },
      }),
    },
    async (request, reply) => reply.code(201).send({ user: store.create(request.body.user) }),
  );

  app.get(
    `${USERS}/:id`,
    route.read({
      operationId: 'getDemoUser',
      summary: 'One demo user, with details, social links and recent activity',
      params: ref(DemoUserParamsSchema),
      response: { 200: ref(DemoUserDetailSchema) },
      notFound: true,
    }),
    async (request) => store.get(request.params.id),
  );

  app.post(
    `${USERS}/:id`,
    {
      ...route.manage({
        operationId: 'updateDemoUser',
        summary: 'Change a demo user: account fields, information, social links (the id in the URL decides which)',
        params: ref(DemoUserParamsSchema),
        body: ref(UpdateDemoUserBodySchema),
        response: { 200: ref(DemoUserDetailEnvelopeSchema), ...errors(409) },
        notFound: true,
      }),
    },
    async (request) => ({ user: store.update(request.params.id, request.body.user) }),
  );

  app.delete(
    `${USERS}/:id`,
    route.manage({
      operationId: 'deleteDemoUser',
      summary: 'Delete a demo user',
      params: ref(DemoUserParamsSchema),
      response: { 200: ref(DemoUserEnvelopeSchema) },
      notFound: true,
    }),
    async (request) => ({ user: store.remove(request.params.id) }),
  );

  const avatarRoute = route.manage({
    operationId: 'uploadDemoUserAvatar',
    summary: `Replace the user's picture (multipart field file): PNG or JPEG by content, at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB`,
    params: ref(DemoUserParamsSchema),
    body: ref(DemoAvatarUploadSchema),
    response: { 200: ref(DemoUserDetailEnvelopeSchema), ...errors(413, 415) },
    notFound: true,
  });
  app.post(
    `${USERS}/:id/avatar`,
    {
      ...avatarRoute,
      schema: { ...avatarRoute.schema, consumes: ['multipart/form-data'] },
      // The multipart body is read by the handler (the schema documents it); the id is validated as usual.
      validatorCompiler: (req) => (req.httpPart === 'body' ? () => true : fastify.validatorCompiler!(req)),
    },
    async (request) => {
      store.get(request.params.id);
      const image = await readImageUpload(request);
      return { user: store.setAvatar(request.params.id, image.dataUrl) };
    },
  );

  app.delete(
    `${USERS}/:id/avatar`,
    route.manage({
      operationId: 'removeDemoUserAvatar',
      summary: "Remove the user's picture (the list shows initials)",
      params: ref(DemoUserParamsSchema),
      response: { 200: ref(DemoUserDetailEnvelopeSchema) },
      notFound: true,
    }),
    async (request) => ({ user: store.setAvatar(request.params.id, null) }),
  );
}

export const demoUsersModule: ApiModule = {
  name: 'demo-users',
  routes: demoUsersRoutes,
  schemas: demoUsersSchemas,
  tags: [{ name: TAG, description: 'Demo: the users list (in-memory demo data, reset on restart)' }],
};
