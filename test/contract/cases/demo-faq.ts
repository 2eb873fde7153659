import type { ContractCase } from '../harness.js';
import { call, guardCases } from '../../server/demo-helpers.js';

export const cases: ContractCase[] = [
  { operationId: 'getDemoFaq', title: 'all categories', status: 200, run: call('GET', '/api/faq/data') },
  { operationId: 'getDemoFaq', title: 'searched', status: 200, run: call('GET', '/api/faq/data?q=order') },
  { operationId: 'getDemoFaq', title: 'huge search', status: 400, run: call('GET', `/api/faq/data?q=${'x'.repeat(500)}`) },
  ...guardCases('getDemoFaq', 'GET', '/api/faq/data'),
];
