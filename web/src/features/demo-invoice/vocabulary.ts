import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { components } from '../../api/schema';
import { INVOICE_STATUSES, PAYMENT_METHODS, type InvoiceStatus, type PaymentMethod } from '../../../../common/demo-invoice';

export type DemoInvoice = components['schemas']['DemoInvoice'];
export type DemoInvoiceFull = components['schemas']['DemoInvoiceFull'];
export type InvoiceEvent = components['schemas']['DemoInvoiceEvent'];
export type PaymentDetails = components['schemas']['DemoPaymentDetails'];

export const STATUS_LABELS: Record<InvoiceStatus, MessageDescriptor> = {
  Paid: msg`Paid`,
  Downloaded: msg`Downloaded`,
  Sent: msg`Sent`,
  Draft: msg`Draft`,
  'Partial Payment': msg`Partial payment`,
  'Past Due': msg`Past due`,
};

export const METHOD_LABELS: Record<PaymentMethod, MessageDescriptor> = {
  'Bank Transfer': msg`Bank transfer`,
  Cash: msg`Cash`,
  'Credit Card': msg`Credit card`,
  'Debit Card': msg`Debit card`,
  PayPal: msg`PayPal`,
};

/** The status as a class name: `Partial Payment` → `partial-payment`. */
export const statusClass = (status: InvoiceStatus) => `invoice-status invoice-status--${status.toLowerCase().replace(' ', '-')}`;

export { INVOICE_STATUSES, PAYMENT_METHODS };
