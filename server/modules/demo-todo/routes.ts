import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ref } from '../../lib/schema.js';
import type { ApiModule } from '../module.js';
import { demoRoutes } from '../../lib/demo-kit/route.js';
import {
  CreateDemoTaskBodySchema,
  DemoTaskEnvelopeSchema,
  DemoTaskListSchema,
  DemoTaskParamsSchema,
  DemoTasksQuerySchema,
  demoTodoSchemas,
  ReorderDemoTasksBodySchema,
  UpdateDemoTaskBodySchema,
} from './schemas.js';
import { createDemoTaskStore } from './store.js';

const TAG = 'demo-todo';
const TASKS = '/apps/todo/tasks';

async function demoTodoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const route = demoRoutes(fastify, TAG);
  const store = createDemoTaskStore(new Date());

  app.get(
    TASKS,
    route.read({
      operationId: 'listDemoTasks',
      summary: 'The to-do list, filtered, searched and sorted',
      querystring: ref(DemoTasksQuerySchema),
      response: { 200: ref(DemoTaskListSchema) },
    }),
    async (request) => store.list(request.query),
  );

  app.post(
    TASKS,
    route.manage({
      operationId: 'createDemoTask',
      summary: 'Add a task (next id)',
      body: ref(CreateDemoTaskBodySchema),
      response: { 201: ref(DemoTaskEnvelopeSchema) },
    }),
    async (request, reply) => reply.code(201).send({ task: store.create(request.body.task) }),
  );

  app.post(
    `${TASKS}/:id`,
    route.manage({
      operationId: 'updateDemoTask',
      summary: 'Change a task (the id in the URL decides which)',
      params: ref(DemoTaskParamsSchema),
      body: ref(UpdateDemoTaskBodySchema),
      response: { 200: ref(DemoTaskEnvelopeSchema) },
      notFound: true,
    }),
    async (request) => ({ task: store.update(request.params.id, request.body.task) }),
  );

  app.delete(
    `${TASKS}/:id`,
    route.manage({
      operationId: 'deleteDemoTask',
      summary: 'Move a task to the deleted ones (soft delete)',
      params: ref(DemoTaskParamsSchema),
      response: { 200: ref(DemoTaskEnvelopeSchema) },
      notFound: true,
    }),
    async (request) => ({ task: store.softDelete(request.params.id) }),
  );

  app.post(
    `${TASKS}/:id/restore`,
    route.manage({
      operationId: 'restoreDemoTask',
      summary: 'Bring a deleted task back (a task not deleted stays as it is)',
      params: ref(DemoTaskParamsSchema),
      response: { 200: ref(DemoTaskEnvelopeSchema) },
      notFound: true,
    }),
    async (request) => ({ task: store.restore(request.params.id) }),
  );

  app.post(
    `${TASKS}/reorder`,
    route.manage({
      operationId: 'reorderDemoTasks',
      summary: 'Save a new manual order (drag and drop) for some tasks',
      description:
        'The listed tasks take the places they already hold among themselves in the manual order, in the order given; the others keep theirs. The list answers in this order when no other sort is asked for. Answers the listed tasks in their new order; an unknown id answers 404 and moves nothing.',
      body: ref(ReorderDemoTasksBodySchema),
      response: { 200: ref(DemoTaskListSchema) },
      notFound: true,
    }),
    async (request) => store.reorder(request.body.ids),
  );
}

export const demoTodoModule: ApiModule = {
  name: 'demo-todo',
  routes: demoTodoRoutes,
  schemas: demoTodoSchemas,
  tags: [{ name: TAG, description: 'Demo: the to-do app (filters, tags, soft delete and restore, manual order)' }],
};
