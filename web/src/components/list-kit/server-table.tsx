import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { DataTable, type DataTableSortEvent, type DataTableValue } from 'primereact/datatable';
import type { PaginatorCurrentPageReportOptions } from 'primereact/paginator';
import { LoadFailure, SkeletonLines } from '../page-states';
import { pageRange, PER_PAGE_OPTIONS, type ListChange, type ListParams } from './list-params';
import { rowsPerPageSelect } from './rows-per-page';
import '../../styles/paginator.css';
import '../../styles/scroll-cue.css';
import './server-table.css';

export interface ServerTableProps<Row extends DataTableValue, F extends string> {
  /** The rows of the page shown, as the API answered them. */
  rows: readonly Row[] | undefined;
  /** Rows under the filters, over every page. */
  total: number;
  params: ListParams<F>;
  onChange: (change: ListChange<F>) => void;
  /** A request is under way (the first one shows skeleton rows, later ones dim the table). */
  loading: boolean;
  /** The last load failed: shown with "Try again". */
  failed?: boolean;
  onRetry?: () => void;
  emptyMessage: string;
  /** The id of the heading that names the table. */
  labelledBy: string;
  dataKey?: string;
  perPageOptions?: readonly number[];
  /** Selection (bulk actions), when the screen has it. */
  selection?: Row[];
  onSelectionChange?: (rows: Row[]) => void;
  /** The table's <Column>s; a sortable column's `field` is the API's `sortBy` value. */
  children: ReactNode;
}

/** A TanStack query's load state as the table's props: `loading`, `failed` and `onRetry` (Try again). */
export function queryLoadState(query: { isFetching: boolean; isError: boolean; refetch: () => unknown }) {
  return { loading: query.isFetching, failed: query.isError, onRetry: () => void query.refetch() };
}

/**
 * The one server-paged table of the portal: PrimeReact DataTable in lazy mode, driven by the list
 * state in the URL (page, page size, sort), with "Showing 11 to 20 of 50", 10/25/50/100 per page,
 * skeletons on the first load, and the load failure with "Try again" above it. The table scrolls
 * inside its own box on a narrow screen, never the page.
 */
export function ServerTable<Row extends DataTableValue, F extends string>({
  rows,
  total,
  params,
  onChange,
  loading,
  failed = false,
  onRetry,
  emptyMessage,
  labelledBy,
  dataKey = 'id',
  perPageOptions = PER_PAGE_OPTIONS,
  selection,
  onSelectionChange,
  children,
}: ServerTableProps<Row, F>) {
  const { t } = useLingui();
  const report = (options: PaginatorCurrentPageReportOptions) => {
    const total = options.totalRecords;
    const { first, last } = pageRange(params, total);
    return (
      <span className="server-table__report" aria-live="polite">
        {t`Showing ${first} to ${last} of ${total}`}
      </span>
    );
  };
  const onSort = (event: DataTableSortEvent) => {
    if (typeof event.sortField !== 'string' || !event.sortField) return;
    onChange({ sortBy: event.sortField, sortDesc: event.sortOrder === -1 });
  };
  const selectionProps =
    selection && onSelectionChange
      ? { selectionMode: 'checkbox' as const, selection, onSelectionChange: (e: { value: Row[] }) => onSelectionChange(e.value) }
      : {};

  return (
    <div className="server-table">
      {failed && onRetry ? <LoadFailure onRetry={onRetry} /> : null}
      {loading && rows === undefined ? (
        <SkeletonLines lines={Math.min(params.perPage, 8)} className="server-table__skeleton" />
      ) : (
        <DataTable
          value={(rows ?? []) as Row[]}
          dataKey={dataKey}
          lazy
          paginator
          first={(params.page - 1) * params.perPage}
          rows={params.perPage}
          totalRecords={total}
          rowsPerPageOptions={[...perPageOptions]}
          onPage={(event) => {
            if (event.rows !== params.perPage) onChange({ perPage: event.rows });
            else onChange({ page: Math.floor(event.first / event.rows) + 1 });
          }}
          sortField={params.sortBy}
          sortOrder={params.sortDesc ? -1 : 1}
          onSort={onSort}
          paginatorTemplate={{
            layout: 'CurrentPageReport FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown',
            CurrentPageReport: report,
            RowsPerPageDropdown: rowsPerPageSelect(t`Rows per page`),
          }}
          loading={loading}
          emptyMessage={emptyMessage}
          pt={{
            table: { 'aria-labelledby': labelledBy },
            // The page-size dropdown: its focusable input and its hidden native select are both named (axe select-name).
            paginator: { RPPDropdown: { input: { 'aria-label': t`Rows per page` }, select: { 'aria-label': t`Rows per page` } } },
          }}
          cellMemo={false}
          size="small"
          {...(selectionProps as object)}
        >
          {children}
        </DataTable>
      )}
    </div>
  );
}
