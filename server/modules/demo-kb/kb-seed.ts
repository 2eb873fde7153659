import type { Faker } from '@faker-js/faker';
import { sanitizeRichText } from '../../lib/rich-text.js';
import { daysFrom, isoDay, seededFaker, slugify } from '../../lib/demo-kit/seed-tools.js';
import type { Localized } from '../../lib/demo-kit/localized.js';
import { KB_CATEGORIES, KB_SECTIONS } from './kb-texts.js';

/** One article of the knowledge base: its question (the title), its slug within the category, its HTML (English only). */
export interface KbArticle {
  id: number;
  question: Localized;
  slug: string;
  lastUpdated: string;
  content: string;
}

export interface KbSection {
  id: number;
  title: Localized;
  icon: string;
  iconColor: string;
  questions: KbArticle[];
}

export interface KbCategoryEntry {
  id: number;
  category: string;
  title: Localized;
  icon: string;
  desc: Localized;
  sections: KbSection[];
}

/** An article as an editor would write it (paragraphs, a list, a link), sanitised like every stored HTML. */
function articleHtml(faker: Faker): string {
  const steps = Array.from({ length: faker.number.int({ min: 3, max: 5 }) }, () => `<li>${faker.lorem.sentence(8)}</li>`).join('');
  const html =
    `<p>${faker.lorem.paragraph(4)}</p>` +
    `<h2>${faker.lorem.words(3).replace(/^./, (c) => c.toUpperCase())}</h2>` +
    `<ol>${steps}</ol>` +
    `<p>${faker.lorem.paragraph(3)} <a href="https://example.com/help" target="_blank">${faker.lorem.words(2)}</a>.</p>`;
  return sanitizeRichText(html);
}

/**
 * The knowledge base: six categories, each with three sections of three to five questions, each
 * question with its own article (updated in the weeks before `start`). Ids are unique over the
 * whole knowledge base; slugs are unique within their category.
 */
export function seedKnowledgeBase(start: Date): KbCategoryEntry[] {
  const faker = seededFaker(7008);
  let sectionId = 0;
  let articleId = 0;
  return KB_CATEGORIES.map(({ category, title, icon, desc, topics }, index) => ({
    id: index + 1,
    category,
    title,
    icon,
    desc,
    sections: topics.map((topic, n) => {
      const { title: sectionTitle, icon: sectionIcon, color: iconColor, questions } = KB_SECTIONS.find((section) => section.topic === topic)!;
      const count = 3 + ((index + n) % 3);
      return {
        id: ++sectionId,
        title: sectionTitle,
        icon: sectionIcon,
        iconColor,
        questions: questions.slice(0, count).map((question) => ({
          id: ++articleId,
          question,
          slug: slugify(question.en),
          lastUpdated: isoDay(daysFrom(start, -faker.number.int({ min: 2, max: 60 }))),
          content: articleHtml(faker),
        })),
      };
    }),
  }));
}
