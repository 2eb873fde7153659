import type { FastifyInstance } from 'fastify';
import { ref } from '../../lib/schema.js';
import type { ApiModule } from '../module.js';
import { demoRoute, registerDemoRoutes } from '../../lib/demo-kit/route.js';
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
  const store = createDemoTaskStore(new Date());
  const params = ref(DemoTaskParamsSchema);
  const envelope = ref(DemoTaskEnvelopeSchema);
  registerDemoRoutes(fastify, TAG, [
    demoRoute.get(
      TASKS,
      { operationId: 'listDemoTasks', summary: 'The to-do list, filtered, searched and sorted', querystring: ref(DemoTasksQuerySchema), response: { 200: ref(DemoTaskListSchema) } },
      (request) => store.list(request.query),
    ),
    demoRoute.post(
      TASKS,
      { operationId: 'createDemoTask', summary: 'Add a task (next id)', body: ref(CreateDemoTaskBodySchema), response: { 201: envelope } },
      (request) => ({ task: store.create(request.body.task) }),
    ),
    demoRoute.post(
      `${TASKS}/:id`,
      { operationId: 'updateDemoTask', summary: 'Change a task (the id in the URL decides which)', params, body: ref(UpdateDemoTaskBodySchema), response: { 200: envelope }, notFound: true },
      (request) => ({ task: store.update(request.params.id, request.body.task) }),
    ),
    demoRoute.delete(
      `${TASKS}/:id`,
      { operationId: 'deleteDemoTask', summary: 'Move a task to the deleted ones (soft delete)', params, response: { 200: envelope }, notFound: true },
      (request) => ({ task: store.softDelete(request.params.id) }),
    ),
    demoRoute.post(
      `${TASKS}/:id/restore`,
      { operationId: 'restoreDemoTask', summary: 'Bring a deleted task back (a task not deleted stays as it is)', params, response: { 200: envelope }, notFound: true },
      (request) => ({ task: store.restore(request.params.id) }),
    ),
    demoRoute.post(
      `${TASKS}/reorder`,
      {
        operationId: 'reorderDemoTasks',
        summary: 'Save a new manual order (drag and drop) for some tasks',
        description:
          'The listed tasks take the places they already hold among themselves in the manual order, in the order given; the others keep theirs. The list answers in this order when no other sort is asked for. Answers the listed tasks in their new order; an unknown id answers 404 and moves nothing.',
        body: ref(ReorderDemoTasksBodySchema),
        response: { 200: ref(DemoTaskListSchema) },
        notFound: true,
      },
      (request) => store.reorder(request.body.ids),
    ),
  ]);
}

export const demoTodoModule: ApiModule = {
  name: 'demo-todo',
  routes: demoTodoRoutes,
  schemas: demoTodoSchemas,
  tags: [{ name: TAG, description: 'Demo: the to-do app (filters, tags, soft delete and restore, manual order)' }],
};
