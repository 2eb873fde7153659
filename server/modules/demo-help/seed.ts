import { daysFrom, isoDay, seededFaker, slugify } from '../demo-kit/seed-tools.js';
import type { DemoFaqCategory, DemoKbCategory, DemoKbQuestion, DemoKnowledgeBase } from './schemas.js';

const FAQ_TOPICS: [id: string, icon: string, title: string, subtitle: string, questions: string[]][] = [
  ['payment', 'CreditCardIcon', 'Payment', 'Which license do I need?', [
    'Does my subscription automatically renew?', 'Can I store the item on an intranet so everyone has access?', 'What does non-exclusive mean?', 'Is the Regular License the same as an Extended License?', 'What is the difference between a regular and extended license?',
  ]],
  ['delivery', 'ShoppingBagIcon', 'Delivery', 'Which license do I need?', [
    'Where has my order reached?', 'The shipment status shows delivered, but I have not received it.', 'Why is my order delayed?', 'Does Pixinvent deliver internationally?',
  ]],
  ['cancellationReturn', 'RefreshCwIcon', 'Cancellation & Return', 'Which license do I need?', [
    'Can my security guard or neighbour receive my shipment if I am not available?', 'How can I cancel my order?', 'Can I return my product if it is damaged?', 'How do I return an item?',
  ]],
  ['myOrder', 'PackageIcon', 'My Orders', 'Which license do I need?', [
    'Has my order been successful?', 'My Promotion Code is not working, what can I do?', 'How do I track my Orders?',
  ]],
  ['productServices', 'SettingsIcon', 'Product & Services', 'Which license do I need?', [
    'Will I be notified once my order has shipped?', 'Where can I find warranty information?', 'How can I purchase additional warranty coverage?',
  ]],
];

/** FAQ categories keyed by id, with generated answers. */
export function seedFaq(): Record<string, DemoFaqCategory> {
  const faker = seededFaker(7007);
  return Object.fromEntries(
    FAQ_TOPICS.map(([id, icon, title, subtitle, questions]) => [id, { icon, title, subtitle, qandA: questions.map((question) => ({ question, ans: faker.lorem.paragraph(3) })) }]),
  );
}

const KB_TOPICS: [category: string, title: string][] = [
  ['sales-automation', 'Sales Automation'],
  ['marketing-automation', 'Marketing Automation'],
  ['api-questions', 'API Questions'],
  ['personalization', 'Personalization'],
  ['email-marketing', 'Email Marketing'],
  ['demand-generation', 'Demand Generation'],
];

export function seedKnowledgeBase(): DemoKnowledgeBase {
  const faker = seededFaker(7008);
  return KB_TOPICS.map(([category, title], index) => ({ id: index + 1, category, img: `/images/illustration/kb-${index + 1}.svg`, title, desc: faker.lorem.sentence(14) }));
}

const SECTIONS: [title: string, icon: string, color: string][] = [
  ['Account Settings', 'SettingsIcon', 'text-primary'],
  ['API Usage', 'CodeIcon', 'text-success'],
  ['Billing', 'CreditCardIcon', 'text-danger'],
  ['Integrations', 'LinkIcon', 'text-warning'],
  ['Notifications', 'BellIcon', 'text-info'],
  ['Security', 'LockIcon', 'text-secondary'],
];

export function seedKbCategory(): DemoKbCategory {
  const faker = seededFaker(7009);
  let questionId = 0;
  return SECTIONS.map(([title, icon, iconColor], index) => ({
    id: index + 1,
    title,
    icon,
    iconColor,
    questions: Array.from({ length: 4 + (index % 3) }, () => {
      const question = `${faker.hacker.verb()} ${faker.hacker.noun()} ${faker.hacker.adjective()} settings?`.replace(/^./, (c) => c.toUpperCase());
      return { id: ++questionId, question, slug: slugify(question) };
    }),
  }));
}

/** One knowledge-base article, last updated a few days before `start`. */
export function seedKbQuestion(start: Date): DemoKbQuestion {
  const faker = seededFaker(7010);
  return {
    title: 'Why was my developer application rejected?',
    lastUpdated: isoDay(daysFrom(start, -12)),
    relatedQuestions: Array.from({ length: 5 }, (_, i) => ({ id: i + 1, question: `${faker.lorem.sentence(6).replace(/\.$/, '')}?` })),
    content: Array.from({ length: 4 }, () => `<p>${faker.lorem.paragraph(4)}</p>`).join(''),
  };
}
