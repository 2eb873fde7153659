import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ref } from '../../lib/schema.js';
import type { ApiModule } from '../module.js';
import { demoRoutes } from '../../lib/demo-kit/route.js';
import { seedKnowledgeBase } from './kb-seed.js';
import { knowledgeBase } from './knowledge-base.js';
import {
  demoKbSchemas,
  DemoKbCategoryQuerySchema,
  DemoKbCategorySchema,
  DemoKbQuestionQuerySchema,
  DemoKbQuestionSchema,
  DemoKnowledgeBaseQuerySchema,
  DemoKnowledgeBaseSchema,
} from './schemas.js';

const TAG = 'demo-kb';

async function demoKbRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const route = demoRoutes(fastify, TAG);
  const kb = knowledgeBase(seedKnowledgeBase(new Date()));

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

export const demoKbModule: ApiModule = {
  name: 'demo-kb',
  routes: demoKbRoutes,
  schemas: demoKbSchemas,
  tags: [{ name: TAG, description: 'Demo: knowledge base pages (read-only)' }],
};
