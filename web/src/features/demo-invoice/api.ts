import { queryClient } from '../../lib/query';

/** Every cached answer about invoices (the lists, each invoice) is stale after a write. */
export function refreshInvoices(): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[1]).startsWith('/api/apps/invoice/invoices') });
}
