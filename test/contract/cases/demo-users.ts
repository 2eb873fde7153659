import type { ContractCase } from '../harness.js';
import { call, guardCases } from '../../server/demo-helpers.js';

const URL = '/api/apps/user/users';
const NEW_USER = { fullName: 'Contract Case', username: 'contract.case', email: 'contract@example.org', role: 'editor', currentPlan: 'basic' };

export const cases: ContractCase[] = [
  { operationId: 'listDemoUsers', title: 'filtered page', status: 200, run: call('GET', `${URL}?role=editor&page=1&perPage=5&sortBy=fullName`) },
  { operationId: 'listDemoUsers', title: 'unknown sort key', status: 400, run: call('GET', `${URL}?sortBy=secret`) },
  ...guardCases('listDemoUsers', 'GET', URL),
  { operationId: 'createDemoUser', title: 'new user', status: 201, run: call('POST', URL, { user: NEW_USER }) },
  { operationId: 'createDemoUser', title: 'invalid e-mail', status: 400, run: call('POST', URL, { user: { ...NEW_USER, email: 'nope' } }) },
  ...guardCases('createDemoUser', 'POST', URL, { user: NEW_USER }),
  { operationId: 'getDemoUser', title: 'seeded user', status: 200, run: call('GET', `${URL}/1`) },
  { operationId: 'getDemoUser', title: 'malformed id', status: 400, run: call('GET', `${URL}/abc`) },
  { operationId: 'getDemoUser', title: 'unknown id', status: 404, run: call('GET', `${URL}/99999`) },
  ...guardCases('getDemoUser', 'GET', `${URL}/1`),
];
