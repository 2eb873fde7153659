import type { Locale } from '../../../common/locales.js';
import { notFound } from '../../lib/http-errors.js';
import { search } from '../../lib/demo-kit/list.js';
import type { KbArticle, KbCategoryEntry } from './kb-seed.js';
import type { DemoKbCategory, DemoKbQuestion, DemoKbQuestionLink, DemoKnowledgeBase } from './schemas.js';

/** An article as lists show it, in `lang`. */
const linkIn =
  (lang: Locale) =>
  ({ id, question, slug }: KbArticle): DemoKbQuestionLink => ({ id, question: question[lang], slug });
const articlesOf = (entry: KbCategoryEntry) => entry.sections.flatMap((section) => section.questions);

/** How many related questions an article lists. */
const RELATED = 5;

/**
 * The read side of the knowledge base: the landing (with search), a category page, an article, each
 * in the language asked for (the ids and slugs are the same in every language; the article bodies are English).
 */
export function knowledgeBase(entries: readonly KbCategoryEntry[]) {
  const find = (slug: string) => {
    const entry = entries.find((e) => e.category === slug);
    if (!entry) throw notFound(`There is no knowledge-base category ${JSON.stringify(slug)}`);
    return entry;
  };

  return {
    /** Every category; with `q`, those whose title, description or a question matches in `lang`, with the matching questions. */
    landing(q: string | undefined, lang: Locale): DemoKnowledgeBase {
      const searching = Boolean(q?.trim());
      return entries.flatMap((entry) => {
        const articles = articlesOf(entry);
        const matches = searching ? search(articles, q, (a) => [a.question[lang]]) : [];
        const own = !searching || search([entry], q, (e) => [e.title[lang], e.desc[lang]]).length > 0;
        if (!own && matches.length === 0) return [];
        const { id, category, title, icon, desc } = entry;
        return [{ id, category, title: title[lang], icon, desc: desc[lang], questionCount: articles.length, matches: matches.map(linkIn(lang)) }];
      });
    },

    category(slug: string, lang: Locale): DemoKbCategory {
      const { category, title, icon, desc, sections } = find(slug);
      return {
        category: { category, title: title[lang], icon, desc: desc[lang] },
        sections: sections.map(({ questions, title: sectionTitle, ...section }) => ({ ...section, title: sectionTitle[lang], questions: questions.map(linkIn(lang)) })),
      };
    },

    question(categorySlug: string, slug: string, lang: Locale): DemoKbQuestion {
      const entry = find(categorySlug);
      const articles = articlesOf(entry);
      const article = articles.find((a) => a.slug === slug);
      if (!article) throw notFound(`There is no question ${JSON.stringify(slug)} in the category ${JSON.stringify(categorySlug)}`);
      return {
        id: article.id,
        title: article.question[lang],
        category: { category: entry.category, title: entry.title[lang] },
        lastUpdated: article.lastUpdated,
        relatedQuestions: articles.filter((a) => a !== article).slice(0, RELATED).map(linkIn(lang)),
        content: article.content,
      };
    },
  };
}
