import { msg } from '@lingui/core/macro';
import { AUDIENCE_WORDS } from '../../lib/audience-words';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The dashboards' words for the API's keys (series, categories, methods…). A key the SPA does not
 * know yet is shown as the API wrote it rather than hidden.
 */
export const SERIES: Record<string, MessageDescriptor> = {
  subscribers: msg`Subscribers`,
  orders: msg`Orders`,
  sessions: msg`Sessions`,
  sales: msg`Sales`,
  visits: msg`Visits`,
  profit: msg`Profit`,
  earning: msg`Earnings`,
  expense: msg`Expenses`,
  budget: msg`Budget`,
  average: msg`Average spending`,
};

export const STATISTICS: Record<string, MessageDescriptor> = {
  sales: msg`Sales`,
  customers: msg`Customers`,
  products: msg`Products`,
  revenue: msg`Revenue`,
};

export const EARNINGS: Record<string, MessageDescriptor> = { app: msg`App`, service: msg`Service`, product: msg`Product` };

export const SESSION_METRICS: Record<string, MessageDescriptor> = {
  goal: msg`Goal`,
  users: msg`Users`,
  retention: msg`Retention`,
  duration: msg`Duration`,
};

export const CATEGORIES: Record<string, MessageDescriptor> = { technology: msg`Technology`, grocery: msg`Grocery`, fashion: msg`Fashion` };

export const PAYMENT_METHODS: Record<string, MessageDescriptor> = {
  wallet: msg`Wallet`,
  'bank-transfer': msg`Bank transfer`,
  paypal: msg`PayPal`,
  card: msg`Card`,
  transfer: msg`Transfer`,
};

export const TRANSACTION_KINDS: Record<string, MessageDescriptor> = { payment: msg`Payment`, 'top-up': msg`Top-up`, refund: msg`Refund` };

/** The analytics cards of the card endpoints name their rows in English: these are their words. */
export const CARD_WORDS: Record<string, MessageDescriptor> = {
  ...AUDIENCE_WORDS,
  finished: msg`Finished`,
  pending: msg`Pending`,
  rejected: msg`Rejected`,
};
