import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LOCALES, type Locale } from '../../../common/locales.js';
import { ref } from '../../lib/schema.js';
import type { ApiModule } from '../module.js';
import { search } from '../../lib/demo-kit/list.js';
import { demoRoutes } from '../../lib/demo-kit/route.js';
import { seedKnowledgeBase } from './kb-seed.js';
import { knowledgeBase } from './knowledge-base.js';
import {
  DemoFaqQuerySchema,
  DemoFaqSchema,
  demoHelpSchemas,
  DemoKbCategoryQuerySchema,
  DemoKbCategorySchema,
  DemoKbQuestionQuerySchema,
  DemoKbQuestionSchema,
  DemoKnowledgeBaseQuerySchema,
  DemoKnowledgeBaseSchema,
  type DemoFaqCategory,
} from './schemas.js';
import { seedFaq } from './seed.js';

const TAG = 'demo-help';

/** The categories with the questions matching `q`; categories left without a question are left out. */
function searchFaq(faq: Record<string, DemoFaqCategory>, q: string | undefined) {
  return Object.fromEntries(
    Object.entries(faq).flatMap(([id, category]) => {
      const qandA = search(category.qandA, q, (entry) => [entry.question]);
      return qandA.length ? [[id, { ...category, qandA }]] : [];
    }),
  );
}

async function demoHelpRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const route = demoRoutes(fastify, TAG);
  const faq = Object.fromEntries(LOCALES.map((lang) => [lang, seedFaq(lang)])) as Record<Locale, Record<string, DemoFaqCategory>>;
  const kb = knowledgeBase(seedKnowledgeBase(new Date()));

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

  app.get(
    '/kb/data/knowledge_base',
    route.read({
      operationId: 'getDemoKnowledgeBase',
      summary: 'Knowledge-base categories, optionally only those matching q (with the matching questions)',
      querystring: ref(DemoKnowledgeBaseQuerySchema),
      response: { 200: ref(DemoKnowledgeBaseSchema) },
    }),
    async (request) => kb.landing(request.query.q, request.query.lang ?? 'en'),
  );

  app.get(
    '/kb/data/category',
    route.read({
      operationId: 'getDemoKbCategory',
      summary: 'One knowledge-base category with its sections and questions',
      querystring: ref(DemoKbCategoryQuerySchema),
      response: { 200: ref(DemoKbCategorySchema) },
      notFound: true,
    }),
    async (request) => kb.category(request.query.category, request.query.lang ?? 'en'),
  );

  app.get(
    '/kb/data/question',
    route.read({
      operationId: 'getDemoKbQuestion',
      summary: 'One knowledge-base article, by its category and slug',
      querystring: ref(DemoKbQuestionQuerySchema),
      response: { 200: ref(DemoKbQuestionSchema) },
      notFound: true,
    }),
    async (request) => kb.question(request.query.category, request.query.slug, request.query.lang ?? 'en'),
  );
}

export const demoHelpModule: ApiModule = {
  name: 'demo-help',
  routes: demoHelpRoutes,
  schemas: demoHelpSchemas,
  tags: [{ name: TAG, description: 'Demo: FAQ and knowledge base pages (read-only)' }],
};
