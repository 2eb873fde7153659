/**
 * The list kit every server-paged screen uses: list state in the URL, the search box and filter
 * selects, status chips with counts, the sort choice. Spec objects passed to `useListParams` must be module constants. The table itself
 * (PrimeReact DataTable, about 100 kB) is imported on its own from './server-table', so screens
 * without a table never load it.
 */
import './list-toolbar.css';

export * from './list-params';
export { useListParams } from './use-list-params';
export { SearchBox } from './search-box';
export { countedLabel, FilterSelect, type FilterOption } from './filter-select';
export { FilterChips, type FilterChip } from './filter-chips';
export { SortSelect, type SortOption } from './sort-select';
