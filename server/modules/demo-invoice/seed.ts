import { avatarUrl, daysFrom, isoDay, seededFaker } from '../demo-kit/seed-tools.js';
import { INVOICE_STATUSES, type DemoInvoice, type DemoPaymentDetails } from './schemas.js';

export const FIRST_INVOICE_ID = 4987;
const SERVICES = ['Software Development', 'UI/UX Design & Development', 'Unlimited Extended License', 'Template Customization', 'App Development'];
const BANKS = ['American Bank', 'Bank of Lisbon', 'Deutsche Handelsbank', 'Crédit du Nord', 'First National'];

export interface SeededInvoice {
  invoice: DemoInvoice;
  paymentDetails: DemoPaymentDetails;
}

const money = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** 60 invoices issued over the months before `start`, cycling through every status. */
export function seedDemoInvoices(start: Date): SeededInvoice[] {
  const faker = seededFaker(3003);
  return Array.from({ length: 60 }, (_, index) => {
    const name = faker.person.fullName();
    const company = faker.company.name();
    const issued = daysFrom(start, -faker.number.int({ min: 1, max: 180 }));
    const total = faker.number.int({ min: 100, max: 6000 });
    const invoiceStatus = INVOICE_STATUSES[index % INVOICE_STATUSES.length]!;
    const balance = invoiceStatus === 'Paid' ? 0 : invoiceStatus === 'Partial Payment' ? Math.round(total * 0.4) : total;
    const country = faker.location.country();
    const invoice: DemoInvoice = {
      id: FIRST_INVOICE_ID + index,
      issuedDate: isoDay(issued),
      client: {
        address: faker.location.streetAddress(),
        company,
        companyEmail: faker.internet.email({ firstName: name.split(' ')[0], provider: faker.internet.domainName() }).toLowerCase(),
        country,
        contact: faker.phone.number({ style: 'national' }),
        name,
      },
      service: faker.helpers.arrayElement(SERVICES),
      total,
      avatar: index % 3 === 0 ? null : avatarUrl(index + 1),
      invoiceStatus,
      balance,
      dueDate: isoDay(daysFrom(issued, 30)),
    };
    const paymentDetails: DemoPaymentDetails = {
      totalDue: money(balance),
      bankName: faker.helpers.arrayElement(BANKS),
      country,
      iban: faker.finance.iban(),
      swiftCode: faker.finance.bic(),
    };
    return { invoice, paymentDetails };
  });
}
