import type { ContractCase } from '../harness.js';
import { call, fixedCases, guardCases } from '../../server/demo-helpers.js';

const onePost = (operationId: string, url: string): ContractCase[] => [
  { operationId, title: 'post 3', status: 200, run: call('GET', `${url}?id=3`) },
  { operationId, title: 'malformed id', status: 400, run: call('GET', `${url}?id=x`) },
  { operationId, title: 'unknown post', status: 404, run: call('GET', `${url}?id=999`) },
  ...guardCases(operationId, 'GET', url),
];

export const cases: ContractCase[] = [
  ...fixedCases('listDemoBlogPosts', '/api/blog/list/data'),
  ...fixedCases('getDemoBlogSidebar', '/api/blog/list/data/sidebar'),
  ...onePost('getDemoBlogPost', '/api/blog/list/data/detail'),
  ...onePost('getDemoBlogEditForm', '/api/blog/list/data/edit'),
];
