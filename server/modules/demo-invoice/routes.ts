import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ref } from '../../lib/schema.js';
import type { ApiModule } from '../module.js';
import { demoRoutes } from '../demo-kit/route.js';
import {
  DemoInvoiceClientsSchema,
  DemoInvoiceDetailSchema,
  DemoInvoicePageSchema,
  DemoInvoiceParamsSchema,
  DemoInvoicesQuerySchema,
  demoInvoiceSchemas,
} from './schemas.js';
import { createDemoInvoiceStore } from './store.js';

const TAG = 'demo-invoice';

async function demoInvoiceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const route = demoRoutes(fastify, TAG);
  const store = createDemoInvoiceStore(new Date());

  app.get(
    '/apps/invoice/invoices',
    route.read({
      operationId: 'listDemoInvoices',
      summary: 'Search, filter, sort and page the demo invoices',
      querystring: ref(DemoInvoicesQuerySchema),
      response: { 200: ref(DemoInvoicePageSchema) },
    }),
    async (request) => store.list(request.query),
  );

  app.get(
    '/apps/invoice/invoices/:id',
    route.read({
      operationId: 'getDemoInvoice',
      summary: 'One invoice and its payment details',
      params: ref(DemoInvoiceParamsSchema),
      response: { 200: ref(DemoInvoiceDetailSchema) },
      notFound: true,
    }),
    async (request) => store.detail(request.params.id),
  );

  app.get(
    '/apps/invoice/clients',
    route.read({
      operationId: 'listDemoInvoiceClients',
      summary: 'The clients of the first 5 invoices (for the invoice editor)',
      response: { 200: ref(DemoInvoiceClientsSchema) },
    }),
    async () => store.firstClients(),
  );
}

export const demoInvoiceModule: ApiModule = {
  name: 'demo-invoice',
  routes: demoInvoiceRoutes,
  schemas: demoInvoiceSchemas,
  tags: [{ name: TAG, description: 'Demo: invoices and their clients' }],
};
