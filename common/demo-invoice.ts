import { Type, type Static } from '@sinclair/typebox';
import { MAX_BASIS_POINTS, MAX_LINES, MAX_PAYMENT_CENTS, MAX_QUANTITY, MAX_UNIT_CENTS } from './money';
import { Choice, Line, Paragraphs } from './text-rules';

/**
 * What an invoice, a payment and a sending are made of, shared by the API (authoritative,
 * `server/modules/demo-invoice`) and the invoice screens' forms. Money is integer cents and rates
 * integer basis points (`common/money.ts`); the forms turn what people type into these exactly.
 */
export const INVOICE_STATUSES = ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const PAYMENT_METHODS = ['Bank Transfer', 'Cash', 'Credit Card', 'Debit Card', 'PayPal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const day = (description: string) => Type.String({ format: 'date', description, examples: ['2026-11-02'] });
const cents = (minimum: number, maximum: number, description: string) => Type.Integer({ minimum, maximum, description: `${description}, in integer cents` });
const basisPoints = (description: string) =>
  Type.Integer({ minimum: 0, maximum: MAX_BASIS_POINTS, description: `${description}, in basis points (hundredths of a percent: 750 is 7.5 %)` });

export const InvoiceClientFields = Type.Object({
  name: Line(120, { minLength: 1, examples: ['Jordan Stevenson'] }),
  company: Line(120, { examples: ['Hall-Robbins PLC'] }),
  companyEmail: Line(254, { format: 'email', examples: ['don85@johnson.com'] }),
  address: Line(200, { examples: ['7777 Mendez Plains'] }),
  country: Line(80, { examples: ['USA'] }),
  contact: Line(40, { examples: ['(616) 865-4180'] }),
});
export type InvoiceClient = Static<typeof InvoiceClientFields>;

export const InvoiceLineFields = Type.Object({
  item: Line(120, { minLength: 1, examples: ['App Design'] }),
  description: Paragraphs(500, { examples: ['Designed the app screens'] }),
  cost: cents(0, MAX_UNIT_CENTS, 'Unit cost'),
  quantity: Type.Integer({ minimum: 1, maximum: MAX_QUANTITY, examples: [2] }),
  discountBasisPoints: basisPoints('Discount on the line'),
  taxBasisPoints: basisPoints('Tax on the line after its discount'),
});
export type InvoiceLineInput = Static<typeof InvoiceLineFields>;

/** A new invoice, or the whole of an edited one (lines, dates, client, salesperson, note). */
export const InvoiceInputFields = Type.Object({
  issuedDate: day('Day of issue'),
  dueDate: day('Day payment is due (not before the day of issue)'),
  client: InvoiceClientFields,
  lines: Type.Array(InvoiceLineFields, { minItems: 1, maxItems: MAX_LINES }),
  salesperson: Line(120, { examples: ['Tommy Shelby'] }),
  note: Paragraphs(2000, { examples: ['Thank you for your business.'] }),
});
export type InvoiceInput = Static<typeof InvoiceInputFields>;

/** A payment received. */
export const PaymentInputFields = Type.Object({
  amount: cents(1, MAX_PAYMENT_CENTS, 'Amount received (at most the balance)'),
  date: day('Day of payment'),
  method: Choice(PAYMENT_METHODS),
  note: Line(200),
});
export type PaymentInput = Static<typeof PaymentInputFields>;

/** The invoice sent to the client (recorded; no e-mail leaves the demo). */
export const SendInputFields = Type.Object({
  to: Line(254, { format: 'email' }),
  subject: Line(200, { minLength: 1 }),
  message: Paragraphs(5000),
});
export type SendInput = Static<typeof SendInputFields>;
