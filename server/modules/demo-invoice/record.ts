import { centsToDecimal, invoiceAmounts } from '../../../common/money.js';
import type { InvoiceInput, InvoiceStatus } from '../../../common/demo-invoice.js';
import type { DemoInvoiceEvent, DemoInvoiceFull, DemoPayment, DemoPaymentDetails } from './schemas.js';

/** Where an invoice stands apart from its payments (payments make it Partial Payment or Paid). */
export type InvoiceStage = Exclude<InvoiceStatus, 'Paid' | 'Partial Payment'>;

/** An invoice as the store keeps it: what was entered, the payments and history; amounts are derived. */
export interface InvoiceRecord extends InvoiceInput {
  id: number;
  avatar: string | null;
  stage: InvoiceStage;
  payments: DemoPayment[];
  history: DemoInvoiceEvent[];
  bank: Omit<DemoPaymentDetails, 'totalDue'>;
}

/** Paid once the payments cover the total, Partial Payment once any is recorded, else the stage. */
export function statusOf(total: number, paid: number, stage: InvoiceStage): InvoiceStatus {
  if (paid > 0 && paid >= total) return 'Paid';
  if (paid > 0) return 'Partial Payment';
  return stage;
}

/** The invoice with every amount computed from its lines and payments (exact cents, `common/money.ts`). */
export function invoiceView(record: InvoiceRecord): DemoInvoiceFull {
  const amounts = invoiceAmounts(record.lines);
  const paid = record.payments.reduce((sum, payment) => sum + payment.amount, 0);
  return {
    id: record.id,
    issuedDate: record.issuedDate,
    dueDate: record.dueDate,
    client: record.client,
    service: record.lines[0]?.item ?? '',
    avatar: record.avatar,
    currency: 'USD',
    invoiceStatus: statusOf(amounts.total, paid, record.stage),
    total: amounts.total,
    balance: amounts.total - paid,
    lines: record.lines,
    salesperson: record.salesperson,
    note: record.note,
    subtotal: amounts.subtotal,
    discount: amounts.discount,
    tax: amounts.tax,
    paid,
    payments: record.payments,
    history: record.history,
  };
}

export function paymentDetails(record: InvoiceRecord, view: DemoInvoiceFull): DemoPaymentDetails {
  return { totalDue: centsToDecimal(view.balance), ...record.bank };
}
