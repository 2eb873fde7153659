import type { ContractCase } from '../harness.js';
import { call } from '../../server/demo-helpers.js';

/** The FAQ, knowledge base and pricing calls in another language (`lang`), and an unknown language (issue 32). */
const CALLS: [operationId: string, url: string][] = [
  ['getDemoFaq', '/api/faq/data?q=commande'],
  ['getDemoKnowledgeBase', '/api/kb/data/knowledge_base?q=mot'],
  ['getDemoKbCategory', '/api/kb/data/category?category=api-questions'],
  ['getDemoKbQuestion', '/api/kb/data/question?category=api-questions&slug=how-do-i-create-an-api-key'],
  ['getDemoPricing', '/api/pricing/data'],
];

const inLanguage = (url: string, lang: string) => `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;

export const cases: ContractCase[] = CALLS.flatMap(([operationId, url]) => [
  { operationId, title: 'in French', status: 200, run: call('GET', inLanguage(url, 'fr')) },
  { operationId, title: 'in an unknown language', status: 400, run: call('GET', inLanguage(url, 'klingon')) },
]);
