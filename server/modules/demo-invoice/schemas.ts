import { Type, type Static } from '@sinclair/typebox';
import { ref } from '../../lib/schema.js';
import { filterOf, idParams, oneOf, pagingQuery, searchQuery, sortDescQuery } from '../demo-kit/query.js';

export const INVOICE_STATUSES = ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due'] as const;
export const INVOICE_SORT_KEYS = ['id', 'issuedDate', 'dueDate', 'total', 'balance', 'invoiceStatus', 'service', 'client'] as const;

export const DemoInvoiceClientSchema = Type.Object(
  {
    address: Type.String({ examples: ['7777 Mendez Plains'] }),
    company: Type.String({ examples: ['Hall-Robbins PLC'] }),
    companyEmail: Type.String({ examples: ['don85@johnson.com'] }),
    country: Type.String({ examples: ['USA'] }),
    contact: Type.String({ examples: ['(616) 865-4180'] }),
    name: Type.String({ examples: ['Jordan Stevenson'] }),
  },
  { $id: 'DemoInvoiceClient' },
);

export const DemoInvoiceSchema = Type.Object(
  {
    id: Type.Integer({ examples: [4987] }),
    issuedDate: Type.String({ format: 'date', examples: ['2026-10-13'] }),
    client: ref(DemoInvoiceClientSchema),
    service: Type.String({ examples: ['Software Development'] }),
    total: Type.Number({ examples: [3428] }),
    avatar: Type.Union([Type.String(), Type.Null()]),
    invoiceStatus: oneOf(INVOICE_STATUSES),
    balance: Type.Number({ description: 'Amount still due', examples: [724] }),
    dueDate: Type.String({ format: 'date', examples: ['2026-11-23'] }),
  },
  { $id: 'DemoInvoice' },
);
export type DemoInvoice = Static<typeof DemoInvoiceSchema>;

export const DemoPaymentDetailsSchema = Type.Object(
  {
    totalDue: Type.String({ examples: ['$12,110.55'] }),
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
  },
  { $id: 'DemoInvoicesQuery' },
);

export const DemoInvoicePageSchema = Type.Object(
  { invoices: Type.Array(ref(DemoInvoiceSchema)), total: Type.Integer({ description: 'Matching invoices over all pages' }) },
  { $id: 'DemoInvoicePage' },
);

export const DemoInvoiceDetailSchema = Type.Object(
  { invoice: ref(DemoInvoiceSchema), paymentDetails: ref(DemoPaymentDetailsSchema) },
  { $id: 'DemoInvoiceDetail' },
);

export const DemoInvoiceClientsSchema = Type.Array(ref(DemoInvoiceClientSchema), { $id: 'DemoInvoiceClients', description: 'Clients of the first 5 invoices' });
export const DemoInvoiceParamsSchema = idParams('id', 'DemoInvoiceParams');

export const demoInvoiceSchemas = [
  DemoInvoiceClientSchema,
  DemoInvoiceSchema,
  DemoPaymentDetailsSchema,
  DemoInvoicesQuerySchema,
  DemoInvoicePageSchema,
  DemoInvoiceDetailSchema,
  DemoInvoiceClientsSchema,
  DemoInvoiceParamsSchema,
];
