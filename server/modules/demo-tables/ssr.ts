import { paginate, search, sortItems, whereEquals } from '../../lib/demo-kit/list.js';
import { SSR_DEFAULT_PER_PAGE, type DemoTableRow, type DemoTableSsrQuery } from './schemas.js';

/**
 * One page of the server-side table: search (fullName, email, post, city), the status filter, a
 * stable sort on any row field, then 1-based paging; `total` counts the matches over all pages.
 */
export function tableSsrPage(rows: readonly DemoTableRow[], query: DemoTableSsrQuery) {
  let found = search(rows, query.q, (row) => [row.fullName, row.email, row.post, row.city]);
  found = whereEquals(found, query.status, (row) => row.status);
  const sortBy = query.sortBy ?? 'id';
  const sorted = sortItems(found, (row) => row[sortBy], query.sortDesc);
  return { rows: paginate(sorted, query, SSR_DEFAULT_PER_PAGE), total: found.length };
}
