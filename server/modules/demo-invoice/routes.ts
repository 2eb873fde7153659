import type { FastifyInstance } from 'fastify';
import { errors, ref } from '../../lib/schema.js';
import type { ApiModule } from '../module.js';
import { demoRoute, registerDemoRoutes } from '../../lib/demo-kit/route.js';
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
  const store = createDemoInvoiceStore(new Date());
  const params = ref(DemoInvoiceParamsSchema);
  const envelope = ref(DemoInvoiceEnvelopeSchema);
  registerDemoRoutes(fastify, TAG, [
    demoRoute.get(
      INVOICES,
      {
        operationId: 'listDemoInvoices',
        summary: 'Search, filter (status, issued days, client), sort and page the demo invoices',
        querystring: ref(DemoInvoicesQuerySchema),
        response: { 200: ref(DemoInvoicePageSchema) },
      },
      (request) => store.list(request.query),
    ),
    demoRoute.post(
      INVOICES,
      { operationId: 'createDemoInvoice', summary: 'Add an invoice (next number, Draft); its amounts are computed from the lines', body: ref(DemoInvoiceBodySchema), response: { 201: envelope } },
      (request) => ({ invoice: store.create(request.body.invoice) }),
    ),
    demoRoute.get(
      `${INVOICES}/:id`,
      {
        operationId: 'getDemoInvoice',
        summary: 'One invoice with its lines, amounts, payments and history, and the payment details',
        params,
        response: { 200: ref(DemoInvoiceDetailSchema) },
        notFound: true,
      },
      (request) => store.detail(request.params.id),
    ),
    demoRoute.post(
      `${INVOICES}/:id`,
      {
        operationId: 'updateDemoInvoice',
        summary: 'Replace the dates, client, lines, salesperson and note of an invoice (the total may not fall below the payments: 409)',
        params,
        body: ref(DemoInvoiceBodySchema),
        response: { 200: envelope, ...errors(409) },
        notFound: true,
      },
      (request) => ({ invoice: store.update(request.params.id, request.body.invoice) }),
    ),
    demoRoute.delete(
      `${INVOICES}/:id`,
      { operationId: 'deleteDemoInvoice', summary: 'Delete an invoice', params, response: { 200: envelope }, notFound: true },
      (request) => ({ invoice: store.remove(request.params.id) }),
    ),
    demoRoute.post(
      `${INVOICES}/:id/duplicate`,
      { operationId: 'duplicateDemoInvoice', summary: 'Copy an invoice into a new Draft issued today (same client, lines and term; no payments)', params, response: { 201: envelope }, notFound: true },
      (request) => ({ invoice: store.duplicate(request.params.id) }),
    ),
    demoRoute.post(
      `${INVOICES}/:id/send`,
      {
        operationId: 'sendDemoInvoice',
        summary: 'Record that the invoice was sent (status Sent, a history entry); no e-mail leaves the demo',
        params,
        body: ref(DemoSendBodySchema),
        response: { 200: envelope },
        notFound: true,
      },
      (request) => ({ invoice: store.send(request.params.id, request.body.email) }),
    ),
    demoRoute.post(
      `${INVOICES}/:id/payments`,
      {
        operationId: 'addDemoInvoicePayment',
        summary: 'Record a payment of at most the balance (more: 409 overpayment); the status becomes Partial Payment or Paid',
        params,
        body: ref(DemoPaymentBodySchema),
        response: { 201: envelope, ...errors(409) },
        notFound: true,
      },
      (request) => ({ invoice: store.addPayment(request.params.id, request.body.payment) }),
    ),
    demoRoute.get(
      '/apps/invoice/clients',
      { operationId: 'listDemoInvoiceClients', summary: 'The clients of the first 5 invoices (for the invoice editor)', response: { 200: ref(DemoInvoiceClientsSchema) } },
      () => store.firstClients(),
    ),
  ]);
}

export const demoInvoiceModule: ApiModule = {
  name: 'demo-invoice',
  routes: demoInvoiceRoutes,
  schemas: demoInvoiceSchemas,
  tags: [{ name: TAG, description: 'Demo: invoices, their payments and clients (amounts in integer cents)' }],
};
