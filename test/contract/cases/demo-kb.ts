import type { ContractCase } from '../harness.js';
import { call, guardCases } from '../../server/demo-helpers.js';

const CATEGORY = '/api/kb/data/category?category=api-questions';
const QUESTION = '/api/kb/data/question?category=api-questions&slug=how-do-i-create-an-api-key';

export const cases: ContractCase[] = [
  { operationId: 'getDemoKnowledgeBase', title: 'every category', status: 200, run: call('GET', '/api/kb/data/knowledge_base') },
  { operationId: 'getDemoKnowledgeBase', title: 'searched, with matching questions', status: 200, run: call('GET', '/api/kb/data/knowledge_base?q=password') },
  { operationId: 'getDemoKnowledgeBase', title: 'control character in the search', status: 400, run: call('GET', '/api/kb/data/knowledge_base?q=a%00b') },
  ...guardCases('getDemoKnowledgeBase', 'GET', '/api/kb/data/knowledge_base'),
  { operationId: 'getDemoKbCategory', title: 'a category page', status: 200, run: call('GET', CATEGORY) },
  { operationId: 'getDemoKbCategory', title: 'no category given', status: 400, run: call('GET', '/api/kb/data/category') },
  { operationId: 'getDemoKbCategory', title: 'unknown category', status: 404, run: call('GET', '/api/kb/data/category?category=nope') },
  ...guardCases('getDemoKbCategory', 'GET', CATEGORY),
  { operationId: 'getDemoKbQuestion', title: 'an article', status: 200, run: call('GET', QUESTION) },
  { operationId: 'getDemoKbQuestion', title: 'no slug given', status: 400, run: call('GET', '/api/kb/data/question?category=api-questions') },
  { operationId: 'getDemoKbQuestion', title: 'unknown question', status: 404, run: call('GET', '/api/kb/data/question?category=api-questions&slug=nope') },
  ...guardCases('getDemoKbQuestion', 'GET', QUESTION),
];
