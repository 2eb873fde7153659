import { Type, type Static, type TObject } from '@sinclair/typebox';
import { ref } from '../../lib/schema.js';
import { filterOf, idParams, oneOf, pagingQuery, searchQuery, sortDescQuery } from '../../lib/list-query.js';
import {
  INVOICE_STATUSES,
  InvoiceClientFields,
  InvoiceInputFields,
  InvoiceLineFields,
  PAYMENT_METHODS,
  PaymentInputFields,
  SendInputFields,
} from '../../../common/demo-invoice.js';

export { INVOICE_STATUSES };
export const INVOICE_SORT_KEYS = ['id', 'issuedDate', 'dueDate', 'total', 'balance', 'invoiceStatus', 'service', 'client'] as const;
export const INVOICE_EVENTS = ['created', 'edited', 'duplicated', 'sent', 'payment'] as const;

const named = <T extends TObject>(fields: T, $id: string, description?: string) =>
  Type.Object(fields.properties as T['properties'], { $id, ...(description ? { description } : {}) });
const cents = (description: string) => Type.Integer({ description: `${description}, in integer cents (1050 is 10.50)` });
const day = (examples: string[]) => Type.String({ format: 'date', examples });

export const DemoInvoiceClientSchema = named(InvoiceClientFields, 'DemoInvoiceClient');
export const DemoInvoiceLineSchema = named(InvoiceLineFields, 'DemoInvoiceLine', 'One line: unit cost × quantity, less its discount, plus its tax');

export const DemoInvoiceSchema = Type.Object(
  {
    id: Type.Integer({ description: 'Also the invoice number', examples: [4987] }),
    issuedDate: day(['2026-10-13']),
    client: ref(DemoInvoiceClientSchema),
    service: Type.String({ description: 'The first line’s item', examples: ['Software Development'] }),
    total: cents('Computed from the lines'),
    avatar: Type.Union([Type.String(), Type.Null()]),
    invoiceStatus: oneOf(INVOICE_STATUSES, { description: 'Paid or Partial Payment once payments are recorded; otherwise Draft, Sent, Downloaded or Past Due' }),
    balance: cents('Total less the payments'),
    dueDate: day(['2026-11-23']),
    currency: Type.Literal('USD'),
  },
  { $id: 'DemoInvoice', description: 'An invoice as the list shows it' },
);
export type DemoInvoice = Static<typeof DemoInvoiceSchema>;

export const DemoPaymentSchema = Type.Object(
  {
    id: Type.Integer({ examples: [1] }),
    amount: cents('Amount received'),
    date: day(['2026-11-02']),
    method: oneOf(PAYMENT_METHODS),
    note: Type.String(),
  },
  { $id: 'DemoPayment' },
);
export type DemoPayment = Static<typeof DemoPaymentSchema>;

export const DemoInvoiceEventSchema = Type.Object(
  {
    at: Type.String({ format: 'date-time' }),
    kind: oneOf(INVOICE_EVENTS),
    to: Type.Optional(Type.String({ description: 'sent: the recipient (recorded; no e-mail leaves the demo)' })),
    amount: Type.Optional(cents('payment: the amount')),
    sourceId: Type.Optional(Type.Integer({ description: 'duplicated: the invoice copied' })),
  },
  { $id: 'DemoInvoiceEvent' },
);
export type DemoInvoiceEvent = Static<typeof DemoInvoiceEventSchema>;

export const DemoInvoiceFullSchema = Type.Object(
  {
    ...DemoInvoiceSchema.properties,
    lines: Type.Array(ref(DemoInvoiceLineSchema)),
    salesperson: Type.String(),
    note: Type.String(),
    subtotal: cents('Sum of cost × quantity over the lines'),
    discount: cents('Sum of the lines’ discounts, each rounded half up to the cent'),
    tax: cents('Sum of the lines’ taxes (on the discounted amount), each rounded half up to the cent'),
    paid: cents('Sum of the payments'),
    payments: Type.Array(ref(DemoPaymentSchema), { description: 'Oldest first' }),
    history: Type.Array(ref(DemoInvoiceEventSchema), { description: 'Newest first' }),
  },
  {
    $id: 'DemoInvoiceFull',
    description:
      'An invoice with its lines, payments and history. total = subtotal − discount + tax; balance = total − paid. Every amount is exact integer cents: per line, discount = gross × rate and tax = (gross − discount) × rate, each rounded half up to the cent; the invoice sums the lines.',
  },
);
export type DemoInvoiceFull = Static<typeof DemoInvoiceFullSchema>;

export const DemoPaymentDetailsSchema = Type.Object(
  {
    totalDue: Type.String({ description: 'The balance as an exact decimal in the invoice currency (clients format it for their locale)', examples: ['12110.55'] }),
    bankName: Type.String({ examples: ['American Bank'] }),
    country: Type.String({ examples: ['United States'] }),
    iban: Type.String({ examples: ['ETD95476213874685'] }),
    swiftCode: Type.String({ examples: ['BR91905'] }),
  },
  { $id: 'DemoPaymentDetails' },
);
export type DemoPaymentDetails = Static<typeof DemoPaymentDetailsSchema>;

export const DemoInvoicesQuerySchema = Type.Object(
  {
    q: searchQuery("the client's companyEmail or name"),
    ...pagingQuery(10),
    sortBy: Type.Optional(oneOf(INVOICE_SORT_KEYS, { default: 'id', description: 'client sorts by client name' })),
    sortDesc: sortDescQuery(),
    status: filterOf(INVOICE_STATUSES, 'Exact invoiceStatus'),
    issuedFrom: Type.Optional(Type.String({ format: 'date', description: 'Issued on or after this day' })),
    issuedTo: Type.Optional(Type.String({ format: 'date', description: 'Issued on or before this day (not before issuedFrom)' })),
    clientEmail: Type.Optional(Type.String({ format: 'email', maxLength: 254, description: "The client's exact companyEmail (without case): one person's invoices" })),
  },
  { $id: 'DemoInvoicesQuery' },
);
export type DemoInvoicesQuery = Static<typeof DemoInvoicesQuerySchema>;

export const DemoInvoicePageSchema = Type.Object(
  { invoices: Type.Array(ref(DemoInvoiceSchema)), total: Type.Integer({ description: 'Matching invoices over all pages' }) },
  { $id: 'DemoInvoicePage' },
);

export const DemoInvoiceDetailSchema = Type.Object(
  { invoice: ref(DemoInvoiceFullSchema), paymentDetails: ref(DemoPaymentDetailsSchema) },
  { $id: 'DemoInvoiceDetail' },
);

export const DemoInvoiceInputSchema = Type.Object(
  {
    ...InvoiceInputFields.properties,
    client: ref(DemoInvoiceClientSchema),
    lines: Type.Array(ref(DemoInvoiceLineSchema), { minItems: InvoiceInputFields.properties.lines.minItems, maxItems: InvoiceInputFields.properties.lines.maxItems }),
  },
  { $id: 'DemoInvoiceInput', description: 'A new invoice, or the whole of an edited one; the amounts are computed from the lines' },
);
export const DemoPaymentInputSchema = named(PaymentInputFields, 'DemoPaymentInput');
export const DemoSendInputSchema = named(SendInputFields, 'DemoSendInput', 'Recorded on the invoice; no e-mail is sent from the demo');

export const DemoInvoiceBodySchema = Type.Object({ invoice: ref(DemoInvoiceInputSchema) }, { $id: 'DemoInvoiceBody' });
export const DemoPaymentBodySchema = Type.Object({ payment: ref(DemoPaymentInputSchema) }, { $id: 'DemoPaymentBody' });
export const DemoSendBodySchema = Type.Object({ email: ref(DemoSendInputSchema) }, { $id: 'DemoSendBody' });
export const DemoInvoiceEnvelopeSchema = Type.Object({ invoice: ref(DemoInvoiceFullSchema) }, { $id: 'DemoInvoiceEnvelope' });

export const DemoInvoiceClientsSchema = Type.Array(ref(DemoInvoiceClientSchema), { $id: 'DemoInvoiceClients', description: 'Clients of the first 5 invoices' });
export const DemoInvoiceParamsSchema = idParams('id', 'DemoInvoiceParams');

export const demoInvoiceSchemas = [
  DemoInvoiceClientSchema,
  DemoInvoiceLineSchema,
  DemoInvoiceSchema,
  DemoPaymentSchema,
  DemoInvoiceEventSchema,
  DemoInvoiceFullSchema,
  DemoPaymentDetailsSchema,
  DemoInvoicesQuerySchema,
  DemoInvoicePageSchema,
  DemoInvoiceDetailSchema,
  DemoInvoiceInputSchema,
  DemoPaymentInputSchema,
  DemoSendInputSchema,
  DemoInvoiceBodySchema,
  DemoPaymentBodySchema,
  DemoSendBodySchema,
  DemoInvoiceEnvelopeSchema,
  DemoInvoiceClientsSchema,
  DemoInvoiceParamsSchema,
];
