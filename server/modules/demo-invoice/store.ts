import type { Static } from '@sinclair/typebox';
import { notFound } from '../../lib/http-errors.js';
import { paginate, search, sortItems, whereEquals } from '../demo-kit/list.js';
import type { DemoInvoice, DemoInvoicesQuerySchema } from './schemas.js';
import { seedDemoInvoices } from './seed.js';

type SortKey = NonNullable<Static<typeof DemoInvoicesQuerySchema>['sortBy']>;
const sortValue = (invoice: DemoInvoice, key: SortKey) => (key === 'client' ? invoice.client.name : invoice[key]);

/** The invoices of one app instance (read-only). */
export function createDemoInvoiceStore(start: Date) {
  const entries = seedDemoInvoices(start);
  const invoices = entries.map((entry) => entry.invoice);

  return {
    list(query: Static<typeof DemoInvoicesQuerySchema>) {
      const matching = search(invoices, query.q, (i) => [i.client.companyEmail, i.client.name]);
      const found = whereEquals(matching, query.status, (i) => i.invoiceStatus);
      const sorted = sortItems(found, (i) => sortValue(i, query.sortBy ?? 'id'), query.sortDesc);
      return { invoices: paginate(sorted, query, 10), total: found.length };
    },

    detail(id: number) {
      const entry = entries.find((e) => e.invoice.id === id);
      if (!entry) throw notFound(`Invoice ${id} does not exist`);
      return entry;
    },

    firstClients: () => invoices.slice(0, 5).map((invoice) => invoice.client),
  };
}
