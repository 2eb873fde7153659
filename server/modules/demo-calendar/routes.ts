import type { FastifyInstance } from 'fastify';
import { ref } from '../../lib/schema.js';
import type { ApiModule } from '../module.js';
import { demoRoute, registerDemoRoutes } from '../../lib/demo-kit/route.js';
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
  const store = createDemoEventStore(new Date());
  const params = ref(DemoEventParamsSchema);
  const envelope = ref(DemoEventEnvelopeSchema);
  registerDemoRoutes(fastify, TAG, [
    demoRoute.get(
      EVENTS,
      {
        operationId: 'listDemoEvents',
        summary: 'The events of the chosen calendars, in a range (the visible one) or all',
        querystring: ref(DemoEventsQuerySchema),
        response: { 200: ref(DemoEventListSchema) },
      },
      (request) => store.list(request.query),
    ),
    demoRoute.post(
      EVENTS,
      { operationId: 'createDemoEvent', summary: 'Add an event (next id)', body: ref(CreateDemoEventBodySchema), response: { 201: envelope } },
      (request) => ({ event: store.create(request.body.event) }),
    ),
    demoRoute.post(
      `${EVENTS}/:id`,
      { operationId: 'updateDemoEvent', summary: 'Change an event (the id in the URL decides which)', params, body: ref(UpdateDemoEventBodySchema), response: { 200: envelope }, notFound: true },
      (request) => ({ event: store.update(request.params.id, request.body.event) }),
    ),
    demoRoute.delete(
      `${EVENTS}/:id`,
      { operationId: 'deleteDemoEvent', summary: 'Remove an event (answers the removed event)', params, response: { 200: envelope }, notFound: true },
      (request) => ({ event: store.remove(request.params.id) }),
    ),
  ]);
}

export const demoCalendarModule: ApiModule = {
  name: 'demo-calendar',
  routes: demoCalendarRoutes,
  schemas: demoCalendarSchemas,
  tags: [{ name: TAG, description: 'Demo: the calendar app (events in five calendars)' }],
};
