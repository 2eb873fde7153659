import type { ContractCase } from '../harness.js';
import { call, guardCases } from '../../server/demo-helpers.js';

const URL = '/api/apps/invoice/invoices';

export const cases: ContractCase[] = [
  { operationId: 'listDemoInvoices', title: 'paid, by total', status: 200, run: call('GET', `${URL}?status=Paid&sortBy=total&sortDesc=true`) },
  { operationId: 'listDemoInvoices', title: 'page size out of range', status: 400, run: call('GET', `${URL}?perPage=0`) },
  ...guardCases('listDemoInvoices', 'GET', URL),
  { operationId: 'getDemoInvoice', title: 'first invoice', status: 200, run: call('GET', `${URL}/4987`) },
  { operationId: 'getDemoInvoice', title: 'malformed id', status: 400, run: call('GET', `${URL}/x`) },
  { operationId: 'getDemoInvoice', title: 'unknown id', status: 404, run: call('GET', `${URL}/1`) },
  ...guardCases('getDemoInvoice', 'GET', `${URL}/4987`),
  { operationId: 'listDemoInvoiceClients', title: 'first five clients', status: 200, run: call('GET', '/api/apps/invoice/clients') },
  ...guardCases('listDemoInvoiceClients', 'GET', '/api/apps/invoice/clients'),
];
