import type { ContractCase } from '../harness.js';
import { call, guardCases } from '../../server/demo-helpers.js';

const URL = '/api/apps/invoice/invoices';
const today = new Date().toISOString().slice(0, 10);
const INVOICE = {
  invoice: {
    issuedDate: today,
    dueDate: today,
    client: { name: 'Contract Client', company: 'Contract Ltd', companyEmail: 'client@contract.example', address: '1 Main St', country: 'Portugal', contact: '' },
    lines: [{ item: 'Review', description: '', cost: 12_345, quantity: 2, discountBasisPoints: 500, taxBasisPoints: 750 }],
    salesperson: 'Sam',
    note: '',
  },
};
const PAYMENT = { payment: { amount: 100, date: today, method: 'Cash', note: '' } };
const EMAIL = { email: { to: 'client@contract.example', subject: 'Invoice', message: 'Hello' } };
const NEW = 5047; // the first id after the 60 seeded invoices (4987..5046)

export const cases: ContractCase[] = [
  { operationId: 'listDemoInvoices', title: 'paid, by total', status: 200, run: call('GET', `${URL}?status=Paid&sortBy=total&sortDesc=true`) },
  { operationId: 'listDemoInvoices', title: 'sent, issued in a range', status: 200, run: call('GET', `${URL}?status=Sent&issuedFrom=2000-01-01&issuedTo=${today}`) },
  { operationId: 'listDemoInvoices', title: 'page size out of range', status: 400, run: call('GET', `${URL}?perPage=0`) },
  ...guardCases('listDemoInvoices', 'GET', URL),
  { operationId: 'createDemoInvoice', title: 'one line', status: 201, run: call('POST', URL, INVOICE) },
  { operationId: 'createDemoInvoice', title: 'negative cost', status: 400, run: call('POST', URL, { invoice: { ...INVOICE.invoice, lines: [{ ...INVOICE.invoice.lines[0], cost: -1 }] } }) },
  ...guardCases('createDemoInvoice', 'POST', URL, INVOICE),
  { operationId: 'getDemoInvoice', title: 'first invoice', status: 200, run: call('GET', `${URL}/4987`) },
  { operationId: 'getDemoInvoice', title: 'malformed id', status: 400, run: call('GET', `${URL}/x`) },
  { operationId: 'getDemoInvoice', title: 'unknown id', status: 404, run: call('GET', `${URL}/1`) },
  ...guardCases('getDemoInvoice', 'GET', `${URL}/4987`),
  { operationId: 'addDemoInvoicePayment', title: 'a partial payment', status: 201, run: call('POST', `${URL}/${NEW}/payments`, PAYMENT) },
  { operationId: 'addDemoInvoicePayment', title: 'negative amount', status: 400, run: call('POST', `${URL}/${NEW}/payments`, { payment: { ...PAYMENT.payment, amount: -100 } }) },
  { operationId: 'addDemoInvoicePayment', title: 'unknown invoice', status: 404, run: call('POST', `${URL}/1/payments`, PAYMENT) },
  { operationId: 'addDemoInvoicePayment', title: 'more than the balance', status: 409, run: call('POST', `${URL}/${NEW}/payments`, { payment: { ...PAYMENT.payment, amount: 10_000_000 } }) },
  ...guardCases('addDemoInvoicePayment', 'POST', `${URL}/${NEW}/payments`, PAYMENT),
  { operationId: 'updateDemoInvoice', title: 'two lines', status: 200, run: call('POST', `${URL}/${NEW}`, { invoice: { ...INVOICE.invoice, lines: [...INVOICE.invoice.lines, ...INVOICE.invoice.lines] } }) },
  { operationId: 'updateDemoInvoice', title: 'due before issued', status: 400, run: call('POST', `${URL}/${NEW}`, { invoice: { ...INVOICE.invoice, dueDate: '2000-01-01' } }) },
  { operationId: 'updateDemoInvoice', title: 'unknown invoice', status: 404, run: call('POST', `${URL}/1`, INVOICE) },
  {
    operationId: 'updateDemoInvoice',
    title: 'total below the payments',
    status: 409,
    run: call('POST', `${URL}/${NEW}`, { invoice: { ...INVOICE.invoice, lines: [{ ...INVOICE.invoice.lines[0], cost: 10, quantity: 1 }] } }),
  },
  ...guardCases('updateDemoInvoice', 'POST', `${URL}/${NEW}`, INVOICE),
  { operationId: 'sendDemoInvoice', title: 'recorded', status: 200, run: call('POST', `${URL}/${NEW}/send`, EMAIL) },
  { operationId: 'sendDemoInvoice', title: 'invalid recipient', status: 400, run: call('POST', `${URL}/${NEW}/send`, { email: { ...EMAIL.email, to: 'nope' } }) },
  { operationId: 'sendDemoInvoice', title: 'unknown invoice', status: 404, run: call('POST', `${URL}/1/send`, EMAIL) },
  ...guardCases('sendDemoInvoice', 'POST', `${URL}/${NEW}/send`, EMAIL),
  { operationId: 'duplicateDemoInvoice', title: 'a new draft', status: 201, run: call('POST', `${URL}/${NEW}/duplicate`) },
  { operationId: 'duplicateDemoInvoice', title: 'malformed id', status: 400, run: call('POST', `${URL}/0/duplicate`) },
  { operationId: 'duplicateDemoInvoice', title: 'unknown invoice', status: 404, run: call('POST', `${URL}/1/duplicate`) },
  ...guardCases('duplicateDemoInvoice', 'POST', `${URL}/${NEW}/duplicate`),
  { operationId: 'deleteDemoInvoice', title: 'the duplicate', status: 200, run: call('DELETE', `${URL}/${NEW + 1}`) },
  { operationId: 'deleteDemoInvoice', title: 'malformed id', status: 400, run: call('DELETE', `${URL}/x`) },
  { operationId: 'deleteDemoInvoice', title: 'already deleted', status: 404, run: call('DELETE', `${URL}/${NEW + 1}`) },
  ...guardCases('deleteDemoInvoice', 'DELETE', `${URL}/${NEW}`),
  { operationId: 'listDemoInvoiceClients', title: 'first five clients', status: 200, run: call('GET', '/api/apps/invoice/clients') },
  ...guardCases('listDemoInvoiceClients', 'GET', '/api/apps/invoice/clients'),
];
