import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ref } from '../../lib/schema.js';
import type { ApiModule } from '../module.js';
import { demoRoutes } from '../../lib/demo-kit/route.js';
import {
  CreateDemoEventBodySchema,
  demoCalendarSchemas,
  DemoEventEnvelopeSchema,
  DemoEventListSchema,
  DemoEventParamsSchema,
  DemoEventsQuerySchema,
  UpdateDemoEventBodySchema,
} from './schemas.js';
import { createDemoEventStore } from './store.js';

const TAG = 'demo-calendar';
const EVENTS = '/apps/calendar/events';

async function demoCalendarRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const route = demoRoutes(fastify, TAG);
  const store = createDemoEventStore(new Date());

  app.get(
    EVENTS,
    route.read({
      operationId: 'listDemoEvents',
      summary: 'The events of the chosen calendars, in a range (the visible one) or all',
      querystring: ref(DemoEventsQuerySchema),
      response: { 200: ref(DemoEventListSchema) },
    }),
    async (request) => store.list(request.query),
  );

  app.post(
    EVENTS,
    route.manage({
      operationId: 'createDemoEvent',
      summary: 'Add an event (next id)',
      body: ref(CreateDemoEventBodySchema),
      response: { 201: ref(DemoEventEnvelopeSchema) },
    }),
    async (request, reply) => reply.code(201).send({ event: store.create(request.body.event) }),
  );

  app.post(
    `${EVENTS}/:id`,
    route.manage({
      operationId: 'updateDemoEvent',
      summary: 'Change an event (the id in the URL decides which)',
      params: ref(DemoEventParamsSchema),
      body: ref(UpdateDemoEventBodySchema),
      response: { 200: ref(DemoEventEnvelopeSchema) },
      notFound: true,
    }),
    async (request) => ({ event: store.update(request.params.id, request.body.event) }),
  );

  app.delete(
    `${EVENTS}/:id`,
    route.manage({
      operationId: 'deleteDemoEvent',
      summary: 'Remove an event (answers the removed event)',
      params: ref(DemoEventParamsSchema),
      response: { 200: ref(DemoEventEnvelopeSchema) },
      notFound: true,
    }),
    async (request) => ({ event: store.remove(request.params.id) }),
  );
}

export const demoCalendarModule: ApiModule = {
  name: 'demo-calendar',
  routes: demoCalendarRoutes,
  schemas: demoCalendarSchemas,
  tags: [{ name: TAG, description: 'Demo: the calendar app (events in five calendars)' }],
};
