import { Type, type Static } from '@sinclair/typebox';
import { ref, Str } from '../../lib/schema.js';
import { searchQuery } from '../../lib/list-query.js';
import { textLanguage } from '../../lib/demo-kit/text-language.js';

/** A question of the knowledge base as lists show it (its article is at /{category}/{slug}). */
export const DemoKbQuestionLinkSchema = Type.Object(
  { id: Type.Integer(), question: Type.String({ examples: ['How do I change my password?'] }), slug: Type.String({ examples: ['how-do-i-change-my-password'] }) },
  { $id: 'DemoKbQuestionLink' },
);
export type DemoKbQuestionLink = Static<typeof DemoKbQuestionLinkSchema>;

const categoryFields = {
  category: Type.String({ description: 'Slug of the category page', examples: ['sales-automation'] }),
  title: Type.String({ examples: ['Sales Automation'] }),
};

export const DemoKnowledgeBaseQuerySchema = Type.Object(
  { q: searchQuery('the category title and description and its question text'), lang: textLanguage() },
  { $id: 'DemoKnowledgeBaseQuery' },
);

export const DemoKnowledgeBaseSchema = Type.Array(
  Type.Object({
    id: Type.Integer(),
    ...categoryFields,
    icon: Type.String({ examples: ['TrendingUpIcon'] }),
    desc: Type.String(),
    questionCount: Type.Integer({ description: 'Questions in the category' }),
    matches: Type.Array(ref(DemoKbQuestionLinkSchema), { description: 'With q: the questions of the category that match it (empty without q)' }),
  }),
  { $id: 'DemoKnowledgeBase', description: 'The knowledge-base categories; with q, only those whose title, description or a question matches' },
);
export type DemoKnowledgeBase = Static<typeof DemoKnowledgeBaseSchema>;

const categoryParam = Str.short({ minLength: 1, description: 'The category slug; 404 when there is no such category', examples: ['sales-automation'] });

export const DemoKbCategoryQuerySchema = Type.Object({ category: categoryParam, lang: textLanguage() }, { $id: 'DemoKbCategoryQuery' });

export const DemoKbCategorySchema = Type.Object(
  {
    category: Type.Object({ ...categoryFields, icon: Type.String(), desc: Type.String() }),
    sections: Type.Array(
      Type.Object({
        id: Type.Integer(),
        title: Type.String({ examples: ['Account Settings'] }),
        icon: Type.String({ examples: ['SettingsIcon'] }),
        iconColor: Type.String({ examples: ['primary'], description: 'primary, success, danger, warning, info or secondary' }),
        questions: Type.Array(ref(DemoKbQuestionLinkSchema)),
      }),
    ),
  },
  { $id: 'DemoKbCategory', description: 'A knowledge-base category page: the category and its sections of questions' },
);
export type DemoKbCategory = Static<typeof DemoKbCategorySchema>;

export const DemoKbQuestionQuerySchema = Type.Object(
  {
    category: categoryParam,
    slug: Str.short({ minLength: 1, description: 'The question slug within that category; 404 when there is none', examples: ['how-do-i-change-my-password'] }),
    lang: textLanguage(),
  },
  { $id: 'DemoKbQuestionQuery' },
);

export const DemoKbQuestionSchema = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    category: Type.Object(categoryFields),
    lastUpdated: Type.String({ format: 'date' }),
    relatedQuestions: Type.Array(ref(DemoKbQuestionLinkSchema), { description: 'Other questions of the same category' }),
    content: Type.String({ description: 'HTML, sanitised when seeded (in English whatever the language asked for)' }),
  },
  { $id: 'DemoKbQuestion' },
);
export type DemoKbQuestion = Static<typeof DemoKbQuestionSchema>;

export const demoKbSchemas = [
  DemoKbQuestionLinkSchema,
  DemoKnowledgeBaseQuerySchema,
  DemoKnowledgeBaseSchema,
  DemoKbCategoryQuerySchema,
  DemoKbCategorySchema,
  DemoKbQuestionQuerySchema,
  DemoKbQuestionSchema,
];
