import type { ContractCase } from '../harness.js';
import { call, guardCases } from '../../server/demo-helpers.js';

const UPDATE = '/api/apps/email/update-emails';
const LABEL = '/api/apps/email/update-emails-label';
const NEIGHBOUR = '/api/apps/email/paginate-email';
const markRead = { emailIds: [1, 2], dataToUpdate: { isRead: true } };
const tagPrivate = { emailIds: [1], label: 'private' };

export const cases: ContractCase[] = [
  { operationId: 'listDemoEmails', title: 'starred folder with a label', status: 200, run: call('GET', '/api/apps/email/emails?folder=starred&label=company') },
  { operationId: 'listDemoEmails', title: 'unknown folder', status: 400, run: call('GET', '/api/apps/email/emails?folder=archive') },
  ...guardCases('listDemoEmails', 'GET', '/api/apps/email/emails'),
  { operationId: 'updateDemoEmails', title: 'mark read', status: 200, run: call('POST', UPDATE, markRead) },
  { operationId: 'updateDemoEmails', title: 'forbidden key', status: 400, run: call('POST', UPDATE, { emailIds: [1], dataToUpdate: { subject: 'x' } }) },
  { operationId: 'updateDemoEmails', title: 'unknown e-mail', status: 404, run: call('POST', UPDATE, { emailIds: [9999], dataToUpdate: { isRead: true } }) },
  ...guardCases('updateDemoEmails', 'POST', UPDATE, markRead),
  { operationId: 'toggleDemoEmailLabel', title: 'toggle private', status: 200, run: call('POST', LABEL, tagPrivate) },
  { operationId: 'toggleDemoEmailLabel', title: 'unknown label', status: 400, run: call('POST', LABEL, { emailIds: [1], label: 'x' }) },
  { operationId: 'toggleDemoEmailLabel', title: 'unknown e-mail', status: 404, run: call('POST', LABEL, { emailIds: [9999], label: 'private' }) },
  ...guardCases('toggleDemoEmailLabel', 'POST', LABEL, tagPrivate),
  { operationId: 'getNeighbourDemoEmail', title: 'next of 1', status: 200, run: call('GET', `${NEIGHBOUR}?dir=next&emailId=1`) },
  { operationId: 'getNeighbourDemoEmail', title: 'bad direction', status: 400, run: call('GET', `${NEIGHBOUR}?dir=up&emailId=1`) },
  { operationId: 'getNeighbourDemoEmail', title: 'nothing before the first', status: 404, run: call('GET', `${NEIGHBOUR}?dir=previous&emailId=1`) },
  ...guardCases('getNeighbourDemoEmail', 'GET', `${NEIGHBOUR}?dir=next&emailId=1`),
];
