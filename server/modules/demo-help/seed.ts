import { seededFaker } from '../../lib/demo-kit/seed-tools.js';
import type { DemoFaqCategory } from './schemas.js';

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
