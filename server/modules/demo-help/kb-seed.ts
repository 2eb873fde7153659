import type { Faker } from '@faker-js/faker';
import { sanitizeRichText } from '../../lib/rich-text.js';
import { daysFrom, isoDay, seededFaker, slugify } from '../../lib/demo-kit/seed-tools.js';

/** One article of the knowledge base: its question (the title), its slug within the category, its HTML. */
export interface KbArticle {
  id: number;
  question: string;
  slug: string;
  lastUpdated: string;
  content: string;
}

export interface KbSection {
  id: number;
  title: string;
  icon: string;
  iconColor: string;
  questions: KbArticle[];
}

export interface KbCategoryEntry {
  id: number;
  category: string;
  title: string;
  icon: string;
  desc: string;
  sections: KbSection[];
}

type Topic = 'Account Settings' | 'API Usage' | 'Billing' | 'Integrations' | 'Notifications' | 'Security';

/** Each category and the topics of its sections (every category page differs from the others). */
const CATEGORIES: [category: string, title: string, icon: string, desc: string, topics: Topic[]][] = [
  ['sales-automation', 'Sales Automation', 'TrendingUpIcon', 'Pipelines, follow-ups and the tools that keep deals moving without manual work.', ['Account Settings', 'Billing', 'Integrations']],
  ['marketing-automation', 'Marketing Automation', 'MegaphoneIcon', 'Campaigns that run themselves: triggers, journeys and the messages they send.', ['Notifications', 'Integrations', 'Account Settings']],
  ['api-questions', 'API Questions', 'CodeIcon', 'Keys, limits, errors and paging: what developers ask about the API.', ['API Usage', 'Security', 'Integrations']],
  ['personalization', 'Personalization', 'UserIcon', 'Make the portal yours: profile, language, notifications and privacy.', ['Account Settings', 'Notifications', 'Security']],
  ['email-marketing', 'Email Marketing', 'MailIcon', 'Newsletters and announcements: sending, connecting providers and paying for them.', ['Notifications', 'Integrations', 'Billing']],
  ['demand-generation', 'Demand Generation', 'TargetIcon', 'Plans, usage and security for teams that grow their audience.', ['Billing', 'API Usage', 'Security']],
];

const SECTIONS: [title: Topic, icon: string, color: string, questions: string[]][] = [
  ['Account Settings', 'SettingsIcon', 'primary', [
    'How do I change my password?', 'How can I update my profile picture?', 'Can I change my username?', 'How do I delete my account?', 'Where do I change the language of the portal?',
  ]],
  ['API Usage', 'CodeIcon', 'success', [
    'How do I create an API key?', 'What are the API rate limits?', 'Why does the API answer 401?', 'How do I page through long lists?', 'Which date format does the API use?',
  ]],
  ['Billing', 'CreditCardIcon', 'danger', [
    'How do I download an invoice?', 'Which payment methods are accepted?', 'How do I change my billing address?', 'Can I get a refund?', 'When am I charged for a plan change?',
  ]],
  ['Integrations', 'LinkIcon', 'warning', [
    'How do I connect my calendar?', 'Can I export data to a spreadsheet?', 'How do I set up single sign-on?', 'Which e-mail providers are supported?', 'How do I disconnect an integration?',
  ]],
  ['Notifications', 'BellIcon', 'info', [
    'How do I turn off e-mail notifications?', 'Why am I not receiving notifications?', 'Can I get a weekly digest?', 'How do I mute a conversation?', 'Can notifications go to a second address?',
  ]],
  ['Security', 'LockIcon', 'secondary', [
    'How do I turn on two-step verification?', 'What should I do if my account was compromised?', 'How long does a session last?', 'Who can see my documents?', 'How do I report a security issue?',
  ]],
];

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
  return CATEGORIES.map(([category, title, icon, desc, topics], index) => ({
    id: index + 1,
    category,
    title,
    icon,
    desc,
    sections: topics.map((topic, n) => {
      const [sectionTitle, sectionIcon, iconColor, questions] = SECTIONS.find(([t]) => t === topic)!;
      const count = 3 + ((index + n) % 3);
      return {
        id: ++sectionId,
        title: sectionTitle,
        icon: sectionIcon,
        iconColor,
        questions: questions.slice(0, count).map((question) => ({
          id: ++articleId,
          question,
          slug: slugify(question),
          lastUpdated: isoDay(daysFrom(start, -faker.number.int({ min: 2, max: 60 }))),
          content: articleHtml(faker),
        })),
      };
    }),
  }));
}
