import { badRequest, conflict } from '../../lib/http-errors.js';
import { findOr404, nextId, paginate, search, sortItems, whereEquals } from '../../lib/demo-kit/list.js';
import { daysFrom, isoDay } from '../../lib/demo-kit/seed-tools.js';
import { invoiceAmounts } from '../../../common/money.js';
import type { InvoiceInput, PaymentInput, SendInput } from '../../../common/demo-invoice.js';
import type { DemoInvoiceEvent, DemoInvoiceFull, DemoInvoicesQuery } from './schemas.js';
import { invoiceView, paymentDetails, type InvoiceRecord } from './record.js';
import { seedDemoInvoices } from './seed.js';

type SortKey = NonNullable<DemoInvoicesQuery['sortBy']>;
const sortValue = (invoice: DemoInvoiceFull, key: SortKey) => (key === 'client' ? invoice.client.name : invoice[key]);
const DAY_MS = 86_400_000;
const BANK = { bankName: 'American Bank', country: 'United States', iban: 'US64SVBKUS6S3300958879', swiftCode: 'SVBKUS6S' };

function checkDates(input: Pick<InvoiceInput, 'issuedDate' | 'dueDate'>) {
  if (input.dueDate < input.issuedDate) {
    throw badRequest('The due date is before the day of issue', { code: 'due_before_issued', field: 'invoice.dueDate' });
  }
}

/**
 * The invoices of one app instance. Every write is one synchronous step (check and change
 * together), so two requests never interleave inside it: two payments of the whole balance sent
 * at once record one and refuse the other.
 */
export function createDemoInvoiceStore(start: Date, now = () => new Date()) {
  const records = seedDemoInvoices(start);
  /** Each record's computed view, kept current by every write (the list sorts and filters on it). */
  const views = new Map<number, DemoInvoiceFull>(records.map((record) => [record.id, invoiceView(record)]));
  const viewOf = (record: InvoiceRecord) => views.get(record.id)!;

  function saved(record: InvoiceRecord, event?: Omit<DemoInvoiceEvent, 'at'>): DemoInvoiceFull {
    if (event) record.history.unshift({ at: now().toISOString(), ...event });
    const view = invoiceView(record);
    views.set(record.id, view);
    return view;
  }

  const find = (id: number) => findOr404(records, id, 'Invoice');

  return {
    list(query: DemoInvoicesQuery) {
      if (query.issuedFrom && query.issuedTo && query.issuedTo < query.issuedFrom) {
        throw badRequest('issuedTo is before issuedFrom', { code: 'invalid_range', field: 'issuedTo' });
      }
      const email = query.clientEmail?.toLocaleLowerCase('en');
      let found = records.map(viewOf);
      if (email) found = found.filter((i) => i.client.companyEmail.toLocaleLowerCase('en') === email);
      if (query.issuedFrom) found = found.filter((i) => i.issuedDate >= query.issuedFrom!);
      if (query.issuedTo) found = found.filter((i) => i.issuedDate <= query.issuedTo!);
      found = search(found, query.q, (i) => [i.client.companyEmail, i.client.name]);
      found = whereEquals(found, query.status, (i) => i.invoiceStatus);
      const sorted = sortItems(found, (i) => sortValue(i, query.sortBy ?? 'id'), query.sortDesc);
      return { invoices: paginate(sorted, query, 10), total: found.length };
    },

    detail(id: number) {
      const record = find(id);
      const invoice = viewOf(record);
      return { invoice, paymentDetails: paymentDetails(record, invoice) };
    },

    firstClients: () => records.slice(0, 5).map((record) => record.client),

    create(input: InvoiceInput): DemoInvoiceFull {
      checkDates(input);
      const record: InvoiceRecord = { ...input, id: nextId(records), avatar: null, stage: 'Draft', payments: [], history: [], bank: BANK };
      records.push(record);
      return saved(record, { kind: 'created' });
    },

    /** Replaces what was entered; the total may not fall below what has been paid. */
    update(id: number, input: InvoiceInput): DemoInvoiceFull {
      const record = find(id);
      checkDates(input);
      const paid = viewOf(record).paid;
      if (invoiceAmounts(input.lines).total < paid) {
        throw conflict('The new total is less than the payments already recorded', { code: 'total_below_paid', field: 'invoice.lines' });
      }
      Object.assign(record, input);
      return saved(record, { kind: 'edited' });
    },

    remove(id: number): DemoInvoiceFull {
      const record = find(id);
      records.splice(records.indexOf(record), 1);
      const view = viewOf(record);
      views.delete(id);
      return view;
    },

    /** A new draft with the same client, lines, salesperson and note, issued today with the same term. */
    duplicate(id: number): DemoInvoiceFull {
      const source = find(id);
      const today = now();
      const term = Math.round((Date.parse(source.dueDate) - Date.parse(source.issuedDate)) / DAY_MS);
      const copy: InvoiceRecord = {
        ...structuredClone(source),
        id: nextId(records),
        issuedDate: isoDay(today),
        dueDate: isoDay(daysFrom(today, term)),
        stage: 'Draft',
        payments: [],
        history: [],
      };
      records.push(copy);
      return saved(copy, { kind: 'duplicated', sourceId: source.id });
    },

    /** Records the sending (status Sent unless payments say otherwise); no e-mail leaves the demo. */
    send(id: number, email: SendInput): DemoInvoiceFull {
      const record = find(id);
      record.stage = 'Sent';
      return saved(record, { kind: 'sent', to: email.to });
    },

    /** Records a payment of at most the balance; status and balance follow. */
    addPayment(id: number, payment: PaymentInput): DemoInvoiceFull {
      const record = find(id);
      const { balance } = viewOf(record);
      if (payment.amount > balance) {
        throw conflict(`The payment is more than the balance (${balance} cents)`, { code: 'overpayment', field: 'payment.amount' });
      }
      if (payment.date < record.issuedDate) {
        throw badRequest('The payment is dated before the day of issue', { code: 'payment_before_issued', field: 'payment.date' });
      }
      record.payments.push({ id: nextId(record.payments), ...payment });
      return saved(record, { kind: 'payment', amount: payment.amount });
    },
  };
}
