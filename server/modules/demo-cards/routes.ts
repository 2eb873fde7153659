import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { notFound } from '../../lib/http-errors.js';
import { ref } from '../../lib/schema.js';
import type { ApiModule } from '../module.js';
import { cloneSeed } from '../../lib/demo-kit/list.js';
import { demoRoutes, registerFixedAnswers } from '../../lib/demo-kit/route.js';
import { DemoAnalyticsDashboardSchema, demoDashboardSchemas, DemoEcommerceDashboardSchema } from './dashboard-schemas.js';
import { analyticsDashboard, ecommerceDashboard } from './dashboard-seed.js';
import {
  DemoCardAnalyticParamsSchema,
  DemoCardAnalyticSchema,
  demoCardSchemas,
  DemoCardStatisticParamsSchema,
  DemoCardStatisticSchema,
} from './schemas.js';
import { ANALYTICS, STATISTICS } from './seed.js';

const TAG = 'demo-cards';

/** The entry of `cards` named `name`, or 404. */
function cardNamed<T>(cards: Record<string, T>, name: string, kind: string): T {
  if (!Object.hasOwn(cards, name)) throw notFound(`There is no ${kind} card named ${name}`);
  return cards[name]!;
}

async function demoCardsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const route = demoRoutes(fastify, TAG);
  const statistics = cloneSeed(STATISTICS);
  const analytics = cloneSeed(ANALYTICS);
  const started = new Date();
  const analyticsBoard = analyticsDashboard(started);
  const ecommerceBoard = ecommerceDashboard(started);

  app.get(
    '/card/card-statistics/:name',
    route.read({
      operationId: 'getDemoStatisticCard',
      summary: 'The series (and totals) of one statistics card',
      params: ref(DemoCardStatisticParamsSchema),
      response: { 200: ref(DemoCardStatisticSchema) },
      notFound: true,
    }),
    async (request) => cardNamed(statistics, request.params.name, 'statistics'),
  );

  app.get(
    '/card/card-analytics/:name',
    route.read({
      operationId: 'getDemoAnalyticCard',
      summary: 'The data of one analytics card',
      params: ref(DemoCardAnalyticParamsSchema),
      response: { 200: ref(DemoCardAnalyticSchema) },
      notFound: true,
    }),
    async (request) => cardNamed(analytics, request.params.name, 'analytics'),
  );

  registerFixedAnswers(fastify, TAG, [
    { url: '/analytics/data', operationId: 'getDemoAnalyticsDashboard', summary: 'The analytics dashboard', schema: DemoAnalyticsDashboardSchema, answer: () => analyticsBoard },
    { url: '/ecommerce/data', operationId: 'getDemoEcommerceDashboard', summary: 'The e-commerce dashboard', schema: DemoEcommerceDashboardSchema, answer: () => ecommerceBoard },
  ]);
}

export const demoCardsModule: ApiModule = {
  name: 'demo-cards',
  routes: demoCardsRoutes,
  schemas: [...demoCardSchemas, ...demoDashboardSchemas],
  tags: [{ name: TAG, description: 'Demo: statistics and analytics cards, and the two dashboards (read-only)' }],
};
