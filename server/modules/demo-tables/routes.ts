import type { FastifyInstance } from 'fastify';
import type { ApiModule } from '../module.js';
import { registerFixedAnswers } from '../demo-kit/route.js';
import { DemoAutosuggestSchema, DemoTableRowGroupsSchema, DemoTableRowsSchema, demoTablesSchemas } from './schemas.js';
import { groupRowsByPost, seedAutosuggest, seedTableRows } from './seed.js';

const TAG = 'demo-tables';
/** How many rows the server-side-rendered table demo gets. */
const SSR_ROWS = 10;

async function demoTablesRoutes(fastify: FastifyInstance) {
  const start = new Date();
  const rows = seedTableRows(start);
  const groups = groupRowsByPost(rows);
  const suggestions = seedAutosuggest(start);

  registerFixedAnswers(fastify, TAG, [
    { url: '/good-table/basic', operationId: 'listDemoTableRows', summary: 'Rows of the basic table', schema: DemoTableRowsSchema, answer: () => rows },
    { url: '/good-table/row-group', operationId: 'listDemoTableRowGroups', summary: 'Rows grouped by post', schema: DemoTableRowGroupsSchema, answer: () => groups },
    {
      url: '/good-table/advanced-search',
      operationId: 'listDemoTableSearchRows',
      summary: 'Rows of the advanced-search table',
      schema: DemoTableRowsSchema,
      answer: () => rows,
    },
    {
      url: '/good-table/table_ssr',
      operationId: 'listDemoTableSsrRows',
      summary: `The first ${SSR_ROWS} rows of the basic table`,
      schema: DemoTableRowsSchema,
      answer: () => rows.slice(0, SSR_ROWS),
    },
    { url: '/autosuggest/data', operationId: 'getDemoAutosuggest', summary: 'Suggestion groups for the autosuggest demo', schema: DemoAutosuggestSchema, answer: () => suggestions },
  ]);
}

export const demoTablesModule: ApiModule = {
  name: 'demo-tables',
  routes: demoTablesRoutes,
  schemas: demoTablesSchemas,
  tags: [{ name: TAG, description: 'Demo: data for the table and autosuggest demos (read-only)' }],
};
