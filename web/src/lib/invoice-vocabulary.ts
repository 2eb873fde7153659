import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { InvoiceStatus } from '../../../common/demo-invoice';

/**
 * The invoice statuses as the invoice app, the users app and the analytics dashboard show them. The context keeps
 * them apart from the same English words elsewhere ("Sent" is a mail folder in French as "Envoyés").
 */
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, MessageDescriptor> = {
  Paid: msg({ message: 'Paid', context: 'invoice status' }),
  Downloaded: msg({ message: 'Downloaded', context: 'invoice status' }),
  Sent: msg({ message: 'Sent', context: 'invoice status' }),
  Draft: msg({ message: 'Draft', context: 'invoice status' }),
  'Partial Payment': msg({ message: 'Partial payment', context: 'invoice status' }),
  'Past Due': msg({ message: 'Past due', context: 'invoice status' }),
};
