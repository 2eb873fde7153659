import { daysFrom, isoDay, seededFaker, avatarUrl } from '../../lib/demo-kit/seed-tools.js';
import { invoiceAmounts } from '../../../common/money.js';
import type { InvoiceLineInput } from '../../../common/demo-invoice.js';
import { seedDemoUsers } from '../demo-users/index.js';
import { INVOICE_STATUSES } from './schemas.js';
import type { InvoiceRecord, InvoiceStage } from './record.js';

export const FIRST_INVOICE_ID = 4987;
const SERVICES = ['Software Development', 'UI/UX Design & Development', 'Unlimited Extended License', 'Template Customization', 'App Development'];
const EXTRAS = ['Hosting (12 months)', 'Support hours', 'Code review', 'Training session', 'Domain renewal'];
const BANKS = ['American Bank', 'Bank of Lisbon', 'Deutsche Handelsbank', 'Crédit du Nord', 'First National'];
const TAX_RATES = [0, 750, 1000, 2000];
const DISCOUNTS = [0, 0, 0, 500, 1000];

/**
 * 60 invoices issued over the months before `start`, cycling through every status. Clients are
 * demo users (so a user's invoices show on their page); lines, payments and history are
 * consistent: every amount is computed from the lines and payments, none typed.
 */
export function seedDemoInvoices(start: Date): InvoiceRecord[] {
  const faker = seededFaker(3003);
  const users = seedDemoUsers();
  return Array.from({ length: 60 }, (_, index) => {
    const user = faker.helpers.arrayElement(users);
    const issued = daysFrom(start, -faker.number.int({ min: 1, max: 180 }));
    const line = (item: string): InvoiceLineInput => ({
      item,
      description: faker.company.catchPhrase(),
      cost: faker.number.int({ min: 20, max: 2500 }) * 100 + faker.helpers.arrayElement([0, 0, 50, 99]),
      quantity: faker.number.int({ min: 1, max: 4 }),
      discountBasisPoints: faker.helpers.arrayElement(DISCOUNTS),
      taxBasisPoints: faker.helpers.arrayElement(TAX_RATES),
    });
    const lines = [line(faker.helpers.arrayElement(SERVICES)), ...faker.helpers.arrayElements(EXTRAS, { min: 0, max: 2 }).map(line)];
    const status = INVOICE_STATUSES[index % INVOICE_STATUSES.length]!;
    const stage: InvoiceStage = status === 'Paid' || status === 'Partial Payment' ? 'Sent' : status;
    const total = invoiceAmounts(lines).total;
    const sentAt = daysFrom(issued, 0.2);
    const paidOn = daysFrom(issued, faker.number.int({ min: 2, max: 25 }));
    const paidAmount = status === 'Paid' ? total : status === 'Partial Payment' ? (total * 2 - ((total * 2) % 5)) / 5 : 0;
    const payments = paidAmount > 0 ? [{ id: 1, amount: paidAmount, date: isoDay(paidOn), method: faker.helpers.arrayElement(['Bank Transfer', 'Credit Card', 'PayPal'] as const), note: '' }] : [];
    const history = [
      ...(paidAmount > 0 ? [{ at: paidOn.toISOString(), kind: 'payment' as const, amount: paidAmount }] : []),
      ...(stage !== 'Draft' ? [{ at: sentAt.toISOString(), kind: 'sent' as const, to: user.email }] : []),
      { at: issued.toISOString(), kind: 'created' as const },
    ];
    return {
      id: FIRST_INVOICE_ID + index,
      issuedDate: isoDay(issued),
      dueDate: isoDay(daysFrom(issued, 30)),
      client: { name: user.fullName, company: user.company, companyEmail: user.email, address: faker.location.streetAddress(), country: user.country, contact: user.contact },
      lines,
      salesperson: faker.person.fullName(),
      note: 'It was a pleasure working with you. We hope you will keep us in mind for future projects. Thank you!',
      avatar: index % 3 === 0 ? null : avatarUrl(index + 1),
      stage,
      payments,
      history,
      bank: { bankName: faker.helpers.arrayElement(BANKS), country: user.country, iban: faker.finance.iban(), swiftCode: faker.finance.bic() },
    };
  });
}
