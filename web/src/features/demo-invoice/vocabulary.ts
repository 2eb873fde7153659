import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { components } from '../../api/schema';
import { INVOICE_STATUS_LABELS } from '../../lib/invoice-vocabulary';
import { INVOICE_STATUSES, PAYMENT_METHODS, type InvoiceStatus, type PaymentMethod } from '../../../../common/demo-invoice';

export type DemoInvoice = components['schemas']['DemoInvoice'];
export type DemoInvoiceFull = components['schemas']['DemoInvoiceFull'];
export type InvoiceEvent = components['schemas']['DemoInvoiceEvent'];
export type PaymentDetails = components['schemas']['DemoPaymentDetails'];

export { INVOICE_STATUS_LABELS as STATUS_LABELS };

export const METHOD_LABELS: Record<PaymentMethod, MessageDescriptor> = {
  'Bank Transfer': msg`Bank transfer`,
  Cash: msg`Cash`,
  'Credit Card': msg`Credit card`,
  'Debit Card': msg`Debit card`,
  PayPal: msg`PayPal`,
};

const STATUS_TONES: Partial<Record<InvoiceStatus, string>> = { Paid: 'success', 'Partial Payment': 'warning', 'Past Due': 'danger', Sent: 'info' };

/** The badge of a status: paid green, partly paid amber, past due red, sent blue, others grey. */
export const statusClass = (status: InvoiceStatus) => (STATUS_TONES[status] ? `demo-badge demo-badge--${STATUS_TONES[status]}` : 'demo-badge');

export { INVOICE_STATUSES, PAYMENT_METHODS };
