import type { FastifyInstance } from 'fastify';
import { ref } from '../../lib/schema.js';
import type { ApiModule } from '../module.js';
import { demoRoute, registerDemoRoutes, registerFixedAnswers } from '../../lib/demo-kit/route.js';
import {
  DemoAutosuggestSchema,
  DemoTableRowGroupsSchema,
  DemoTableRowsSchema,
  DemoTableSsrPageSchema,
  DemoTableSsrQuerySchema,
  demoTablesSchemas,
} from './schemas.js';
import { groupRowsByPost, seedAutosuggest, seedTableRows } from './seed.js';
import { tableSsrPage } from './ssr.js';

const TAG = 'demo-tables';

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
    { url: '/autosuggest/data', operationId: 'getDemoAutosuggest', summary: 'Suggestion groups for the autosuggest demo', schema: DemoAutosuggestSchema, answer: () => suggestions },
  ]);

  registerDemoRoutes(fastify, TAG, [
    demoRoute.get(
      '/good-table/table_ssr',
      {
        operationId: 'listDemoTableSsrRows',
        summary: 'Search, filter, sort and page the rows of the basic table on the server',
        querystring: ref(DemoTableSsrQuerySchema),
        response: { 200: ref(DemoTableSsrPageSchema) },
      },
      (request) => tableSsrPage(rows, request.query),
    ),
  ]);
}

export const demoTablesModule: ApiModule = {
  name: 'demo-tables',
  routes: demoTablesRoutes,
  schemas: demoTablesSchemas,
  tags: [{ name: TAG, description: 'Demo: data for the table and autosuggest demos (read-only)' }],
};
