import { Type, type Static } from '@sinclair/typebox';
import { ref } from '../../lib/schema.js';
import { searchQuery } from '../../lib/list-query.js';
import { textLanguage } from '../../lib/demo-kit/text-language.js';

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

export const DemoFaqQuerySchema = Type.Object({ q: searchQuery('the question text'), lang: textLanguage() }, { $id: 'DemoFaqQuery' });

export const demoFaqSchemas = [DemoQuestionAnswerSchema, DemoFaqCategorySchema, DemoFaqSchema, DemoFaqQuerySchema];
