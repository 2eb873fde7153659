import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ref } from '../../lib/schema.js';
import type { ApiModule } from '../module.js';
import { demoRoutes } from '../demo-kit/route.js';
import {
  CreateDemoUserBodySchema,
  DemoUserEnvelopeSchema,
  DemoUserPageSchema,
  DemoUserParamsSchema,
  DemoUserSchema,
  DemoUsersQuerySchema,
  demoUsersSchemas,
} from './schemas.js';
import { createDemoUserStore } from './store.js';

const TAG = 'demo-users';

async function demoUsersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const route = demoRoutes(fastify, TAG);
  const store = createDemoUserStore();

  app.get(
    '/apps/user/users',
    route.read({
      operationId: 'listDemoUsers',
      summary: 'Search, filter, sort and page the demo users',
      querystring: ref(DemoUsersQuerySchema),
      response: { 200: ref(DemoUserPageSchema) },
    }),
    async (request) => store.list(request.query),
  );

  app.post(
    '/apps/user/users',
    route.manage({
      operationId: 'createDemoUser',
      summary: 'Add a demo user (next id, status active)',
      body: ref(CreateDemoUserBodySchema),
      response: { 201: ref(DemoUserEnvelopeSchema) },
    }),
    async (request, reply) => reply.code(201).send({ user: store.create(request.body.user) }),
  );

  app.get(
    '/apps/user/users/:id',
    route.read({
      operationId: 'getDemoUser',
      summary: 'One demo user',
      params: ref(DemoUserParamsSchema),
      response: { 200: ref(DemoUserSchema) },
      notFound: true,
    }),
    async (request) => store.get(request.params.id),
  );
}

export const demoUsersModule: ApiModule = {
  name: 'demo-users',
  routes: demoUsersRoutes,
  schemas: demoUsersSchemas,
  tags: [{ name: TAG, description: 'Demo: the users list (in-memory demo data, reset on restart)' }],
};
