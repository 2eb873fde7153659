import type { FastifyInstance } from 'fastify';
import { ref } from '../../lib/schema.js';
import type { ApiModule } from '../module.js';
import { demoRoute, registerDemoRoutes } from '../../lib/demo-kit/route.js';
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
  const kb = knowledgeBase(seedKnowledgeBase(new Date()));

  registerDemoRoutes(fastify, TAG, [
    demoRoute.get(
      '/kb/data/knowledge_base',
      {
        operationId: 'getDemoKnowledgeBase',
        summary: 'Knowledge-base categories, optionally only those matching q (with the matching questions)',
        querystring: ref(DemoKnowledgeBaseQuerySchema),
        response: { 200: ref(DemoKnowledgeBaseSchema) },
      },
      (request) => kb.landing(request.query.q, request.query.lang ?? 'en'),
    ),
    demoRoute.get(
      '/kb/data/category',
      { operationId: 'getDemoKbCategory', summary: 'One knowledge-base category with its sections and questions', querystring: ref(DemoKbCategoryQuerySchema), response: { 200: ref(DemoKbCategorySchema) }, notFound: true },
      (request) => kb.category(request.query.category, request.query.lang ?? 'en'),
    ),
    demoRoute.get(
      '/kb/data/question',
      { operationId: 'getDemoKbQuestion', summary: 'One knowledge-base article, by its category and slug', querystring: ref(DemoKbQuestionQuerySchema), response: { 200: ref(DemoKbQuestionSchema) }, notFound: true },
      (request) => kb.question(request.query.category, request.query.slug, request.query.lang ?? 'en'),
    ),
  ]);
}

export const demoKbModule: ApiModule = {
  name: 'demo-kb',
  routes: demoKbRoutes,
  schemas: demoKbSchemas,
  tags: [{ name: TAG, description: 'Demo: knowledge base pages (read-only)' }],
};
