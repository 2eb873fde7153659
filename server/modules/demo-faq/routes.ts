import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LOCALES, type Locale } from '../../../common/locales.js';
import { ref } from '../../lib/schema.js';
import type { ApiModule } from '../module.js';
import { search } from '../../lib/demo-kit/list.js';
import { demoRoutes } from '../../lib/demo-kit/route.js';
import { DemoFaqQuerySchema, DemoFaqSchema, demoFaqSchemas, type DemoFaqCategory } from './schemas.js';
import { seedFaq } from './seed.js';

const TAG = 'demo-faq';

/** The categories with the questions matching `q`; categories left without a question are left out. */
function searchFaq(faq: Record<string, DemoFaqCategory>, q: string | undefined) {
  return Object.fromEntries(
    Object.entries(faq).flatMap(([id, category]) => {
      const qandA = search(category.qandA, q, (entry) => [entry.question]);
      return qandA.length ? [[id, { ...category, qandA }]] : [];
    }),
  );
}

async function demoFaqRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const route = demoRoutes(fastify, TAG);
  const faq = Object.fromEntries(LOCALES.map((lang) => [lang, seedFaq(lang)])) as Record<Locale, Record<string, DemoFaqCategory>>;

  app.get(
    '/faq/data',
    route.read({
      operationId: 'getDemoFaq',
      summary: 'FAQ categories in the language asked for, optionally only the questions matching q',
      querystring: ref(DemoFaqQuerySchema),
      response: { 200: ref(DemoFaqSchema) },
    }),
    async (request) => searchFaq(faq[request.query.lang ?? 'en'], request.query.q),
  );
}

export const demoFaqModule: ApiModule = {
  name: 'demo-faq',
  routes: demoFaqRoutes,
  schemas: demoFaqSchemas,
  tags: [{ name: TAG, description: 'Demo: the FAQ page (read-only)' }],
};
