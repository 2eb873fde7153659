import { Type, type Static } from '@sinclair/typebox';
import { ref } from '../../lib/schema.js';
import { searchQuery } from '../demo-kit/query.js';

export const DemoQuestionAnswerSchema = Type.Object(
  { question: Type.String({ examples: ['Does my subscription automatically renew?'] }), ans: Type.String() },
  { $id: 'DemoQuestionAnswer' },
);

export const DemoFaqCategorySchema = Type.Object(
  {
    icon: Type.String({ examples: ['CreditCardIcon'] }),
    title: Type.String({ examples: ['Payment'] }),
    subtitle: Type.String({ examples: ['Which license do I need?'] }),
    qandA: Type.Array(ref(DemoQuestionAnswerSchema)),
  },
  { $id: 'DemoFaqCategory' },
);
export type DemoFaqCategory = Static<typeof DemoFaqCategorySchema>;

export const DemoFaqSchema = Type.Record(Type.String(), ref(DemoFaqCategorySchema), {
  $id: 'DemoFaq',
  description: 'Categories keyed by id (payment, delivery, ...); with q, only the matching questions and their categories',
});

export const DemoFaqQuerySchema = Type.Object({ q: searchQuery('the question text') }, { $id: 'DemoFaqQuery' });

export const DemoKnowledgeBaseSchema = Type.Array(
  Type.Object({
    id: Type.Integer(),
    category: Type.String({ description: 'Slug of the category page', examples: ['sales-automation'] }),
    img: Type.String(),
    title: Type.String({ examples: ['Sales Automation'] }),
    desc: Type.String(),
  }),
  { $id: 'DemoKnowledgeBase' },
);
export type DemoKnowledgeBase = Static<typeof DemoKnowledgeBaseSchema>;

export const DemoKbCategorySchema = Type.Array(
  Type.Object({
    id: Type.Integer(),
    title: Type.String({ examples: ['Account Settings'] }),
    icon: Type.String(),
    iconColor: Type.String({ examples: ['text-primary'] }),
    questions: Type.Array(Type.Object({ id: Type.Integer(), question: Type.String(), slug: Type.String() })),
  }),
  { $id: 'DemoKbCategory', description: 'The sections of a knowledge-base category page' },
);
export type DemoKbCategory = Static<typeof DemoKbCategorySchema>;

export const DemoKbQuestionSchema = Type.Object(
  {
    title: Type.String(),
    lastUpdated: Type.String({ format: 'date' }),
    relatedQuestions: Type.Array(Type.Object({ id: Type.Integer(), question: Type.String() })),
    content: Type.String({ description: 'HTML' }),
  },
  { $id: 'DemoKbQuestion' },
);
export type DemoKbQuestion = Static<typeof DemoKbQuestionSchema>;

export const demoHelpSchemas = [
  DemoQuestionAnswerSchema,
  DemoFaqCategorySchema,
  DemoFaqSchema,
  DemoFaqQuerySchema,
  DemoKnowledgeBaseSchema,
  DemoKbCategorySchema,
  DemoKbQuestionSchema,
];
