import type { ContractCase } from '../harness.js';
import { fixedCases } from '../../server/demo-helpers.js';

export const cases: ContractCase[] = [
  ...fixedCases('listDemoTableRows', '/api/good-table/basic'),
  ...fixedCases('listDemoTableRowGroups', '/api/good-table/row-group'),
  ...fixedCases('listDemoTableSearchRows', '/api/good-table/advanced-search'),
  ...fixedCases('listDemoTableSsrRows', '/api/good-table/table_ssr'),
  ...fixedCases('getDemoAutosuggest', '/api/autosuggest/data'),
];
