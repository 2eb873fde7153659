import { notFound } from '../../lib/http-errors.js';
import { search } from '../../lib/demo-kit/list.js';
import type { KbArticle, KbCategoryEntry } from './kb-seed.js';
import type { DemoKbCategory, DemoKbQuestion, DemoKbQuestionLink, DemoKnowledgeBase } from './schemas.js';

const link = ({ id, question, slug }: KbArticle): DemoKbQuestionLink => ({ id, question, slug });
const articlesOf = (entry: KbCategoryEntry) => entry.sections.flatMap((section) => section.questions);

/** How many related questions an article lists. */
const RELATED = 5;

/** The read side of the knowledge base: the landing (with search), a category page, an article. */
export function knowledgeBase(entries: readonly KbCategoryEntry[]) {
  const find = (slug: string) => {
    const entry = entries.find((e) => e.category === slug);
    if (!entry) throw notFound(`There is no knowledge-base category ${JSON.stringify(slug)}`);
    return entry;
  };

  return {
    /** Every category; with `q`, those whose title, description or a question matches, with the matching questions. */
    landing(q: string | undefined): DemoKnowledgeBase {
      const searching = Boolean(q?.trim());
      return entries.flatMap((entry) => {
        const articles = articlesOf(entry);
        const matches = searching ? search(articles, q, (a) => [a.question]) : [];
        const own = !searching || search([entry], q, (e) => [e.title, e.desc]).length > 0;
        if (!own && matches.length === 0) return [];
        const { id, category, title, icon, desc } = entry;
        return [{ id, category, title, icon, desc, questionCount: articles.length, matches: matches.map(link) }];
      });
    },

    category(slug: string): DemoKbCategory {
      const { category, title, icon, desc, sections } = find(slug);
      return {
        category: { category, title, icon, desc },
        sections: sections.map(({ questions, ...section }) => ({ ...section, questions: questions.map(link) })),
      };
    },

    question(categorySlug: string, slug: string): DemoKbQuestion {
      const entry = find(categorySlug);
      const articles = articlesOf(entry);
      const article = articles.find((a) => a.slug === slug);
      if (!article) throw notFound(`There is no question ${JSON.stringify(slug)} in the category ${JSON.stringify(categorySlug)}`);
      return {
        id: article.id,
        title: article.question,
        category: { category: entry.category, title: entry.title },
        lastUpdated: article.lastUpdated,
        relatedQuestions: articles.filter((a) => a !== article).slice(0, RELATED).map(link),
        content: article.content,
      };
    },
  };
}
