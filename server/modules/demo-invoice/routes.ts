import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errors, ref } from '../../lib/schema.js';
import type { ApiModule } from '../module.js';
import { demoRoutes } from '../../lib/demo-kit/route.js';
import {
  DemoInvoiceBodySchema,
  DemoInvoiceClientsSchema,
  DemoInvoiceDetailSchema,
  DemoInvoiceEnvelopeSchema,
  DemoInvoicePageSchema,
  DemoInvoiceParamsSchema,
  DemoInvoicesQuerySchema,
  DemoPaymentBodySchema,
  DemoSendBodySchema,
  demoInvoiceSchemas,
} from './schemas.js';
import { createDemoInvoiceStore } from './store.js';

const TAG = 'demo-invoice';
const INVOICES = '/apps/invoice/invoices';

async function demoInvoiceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const route = demoRoutes(fastify, TAG);
  const store = createDemoInvoiceStore(new Date());
  const params = ref(DemoInvoiceParamsSchema);
  const envelope = ref(DemoInvoiceEnvelopeSchema);
  app.get(
    INVOICES,
    route.read({
      operationId: 'listDemoInvoices',
      summary: 'Search, filter (status, issued days, client), sort and page the demo invoices',
      querystring: ref(DemoInvoicesQuerySchema),
      response: { 200: ref(DemoInvoicePageSchema) },
    }),
    async (request) => store.list(request.query),
  );

  app.post(
    INVOICES,
    {
      ...route.manage({
        operationId: 'createDemoInvoice',
        summary: 'Add an invoice (next number, Draft); its amounts are computed from the lines',
        body: ref(DemoInvoiceBodySchema),
        response: { 201: envelope },
      }),
    },
    async (request, reply) => reply.code(201).send({ invoice: store.create(request.body.invoice) }),
  );

  app.get(
    `${INVOICES}/:id`,
    route.read({
      operationId: 'getDemoInvoice',
      summary: 'One invoice with its lines, amounts, payments and history, and the payment details',
      params,
      response: { 200: ref(DemoInvoiceDetailSchema) },
      notFound: true,
    }),
    async (request) => store.detail(request.params.id),
  );

  app.post(
    `${INVOICES}/:id`,
    {
      ...route.manage({
        operationId: 'updateDemoInvoice',
        summary: 'Replace the dates, client, lines, salesperson and note of an invoice (the total may not fall below the payments: 409)',
        params,
        body: ref(DemoInvoiceBodySchema),
        response: { 200: envelope, ...errors(409) },
        notFound: true,
      }),
    },
    async (request) => ({ invoice: store.update(request.params.id, request.body.invoice) }),
  );

  app.delete(
    `${INVOICES}/:id`,
    route.manage({ operationId: 'deleteDemoInvoice', summary: 'Delete an invoice', params, response: { 200: envelope }, notFound: true }),
    async (request) => ({ invoice: store.remove(request.params.id) }),
  );

  app.post(
    `${INVOICES}/:id/duplicate`,
    route.manage({
      operationId: 'duplicateDemoInvoice',
      summary: 'Copy an invoice into a new Draft issued today (same client, lines and term; no payments)',
      params,
      response: { 201: envelope },
      notFound: true,
    }),
    async (request, reply) => reply.code(201).send({ invoice: store.duplicate(request.params.id) }),
  );

  app.post(
    `${INVOICES}/:id/send`,
    {
      ...route.manage({
        operationId: 'sendDemoInvoice',
        summary: 'Record that the invoice was sent (status Sent, a history entry); no e-mail leaves the demo',
        params,
        body: ref(DemoSendBodySchema),
        response: { 200: envelope },
        notFound: true,
      }),
    },
    async (request) => ({ invoice: store.send(request.params.id, request.body.email) }),
  );

  app.post(
    `${INVOICES}/:id/payments`,
    {
      ...route.manage({
        operationId: 'addDemoInvoicePayment',
        summary: 'Record a payment of at most the balance (more: 409 overpayment); the status becomes Partial Payment or Paid',
        params,
        body: ref(DemoPaymentBodySchema),
        response: { 201: envelope, ...errors(409) },
        notFound: true,
      }),
    },
    async (request, reply) => reply.code(201).send({ invoice: store.addPayment(request.params.id, request.body.payment) }),
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
  tags: [{ name: TAG, description: 'Demo: invoices, their payments and clients (amounts in integer cents)' }],
};
