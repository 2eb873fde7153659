import type { ContractCase } from '../harness.js';
import { call, fixedCases, guardCases } from '../../server/demo-helpers.js';

const SSR = '/api/good-table/table_ssr';

export const cases: ContractCase[] = [
  ...fixedCases('listDemoTableRows', '/api/good-table/basic'),
  ...fixedCases('listDemoTableRowGroups', '/api/good-table/row-group'),
  ...fixedCases('listDemoTableSearchRows', '/api/good-table/advanced-search'),
  { operationId: 'listDemoTableSsrRows', title: 'first page', status: 200, run: call('GET', SSR) },
  { operationId: 'listDemoTableSsrRows', title: 'searched, filtered, sorted page', status: 200, run: call('GET', `${SSR}?q=a&status=Current&sortBy=salary&sortDesc=true&page=1&perPage=5`) },
  { operationId: 'listDemoTableSsrRows', title: 'unknown sort key', status: 400, run: call('GET', `${SSR}?sortBy=password`) },
  ...guardCases('listDemoTableSsrRows', 'GET', SSR),
  ...fixedCases('getDemoAutosuggest', '/api/autosuggest/data'),
];
