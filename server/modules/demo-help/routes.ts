import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ref } from '../../lib/schema.js';
import type { ApiModule } from '../module.js';
import { search } from '../demo-kit/list.js';
import { demoRoutes, registerFixedAnswers } from '../demo-kit/route.js';
import { DemoFaqQuerySchema, DemoFaqSchema, demoHelpSchemas, DemoKbCategorySchema, DemoKbQuestionSchema, DemoKnowledgeBaseSchema, type DemoFaqCategory } from './schemas.js';
import { seedFaq, seedKbCategory, seedKbQuestion, seedKnowledgeBase } from './seed.js';

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
  const faq = seedFaq();
  const knowledgeBase = seedKnowledgeBase();
  const kbCategory = seedKbCategory();
  const kbQuestion = seedKbQuestion(new Date());

  app.get(
    '/faq/data',
    route.read({
      operationId: 'getDemoFaq',
      summary: 'FAQ categories, optionally only the questions matching q',
      querystring: ref(DemoFaqQuerySchema),
      response: { 200: ref(DemoFaqSchema) },
    }),
    async (request) => searchFaq(faq, request.query.q),
  );

  registerFixedAnswers(fastify, TAG, [
    { url: '/kb/data/knowledge_base', operationId: 'getDemoKnowledgeBase', summary: 'Knowledge-base categories', schema: DemoKnowledgeBaseSchema, answer: () => knowledgeBase },
    { url: '/kb/data/category', operationId: 'getDemoKbCategory', summary: 'The sections and questions of a category page', schema: DemoKbCategorySchema, answer: () => kbCategory },
    { url: '/kb/data/question', operationId: 'getDemoKbQuestion', summary: 'A knowledge-base article', schema: DemoKbQuestionSchema, answer: () => kbQuestion },
  ]);
}

export const demoHelpModule: ApiModule = {
  name: 'demo-help',
  routes: demoHelpRoutes,
  schemas: demoHelpSchemas,
  tags: [{ name: TAG, description: 'Demo: FAQ and knowledge base pages (read-only)' }],
};
