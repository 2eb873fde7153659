import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { DataTable } from 'primereact/datatable';
import '../../styles/paginator.css';
import './admin-table.css';

interface AdminTableProps<Row> {
  rows: Row[];
  /** 1-based page shown, the page size and the number of rows under the filters. */
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  loading: boolean;
  /** Shown with "Try again" when the last load failed. */
  failure: ReactNode | null;
  onRetry: () => void;
  emptyMessage: string;
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** The table's <Column>s. */
  children: ReactNode;
}

/** The administration's paged list: a server-paged DataTable, and the load failure above it. */
export function AdminTable<Row extends { id: number }>({ rows, page, perPage, total, onPage, loading, failure, onRetry, emptyMessage, labelledBy, children }: AdminTableProps<Row>) {
  return (
    <>
      {failure !== null ? (
        <p role="alert" className="admin-error">
          {failure}{' '}
          <button type="button" className="admin-action" onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : null}
      <DataTable
        value={rows}
        dataKey="id"
        lazy
        paginator
        first={(page - 1) * perPage}
        rows={perPage}
        totalRecords={total}
        onPage={(event) => onPage(Math.floor(event.first / perPage) + 1)}
        loading={loading}
        emptyMessage={emptyMessage}
        pt={{ table: { 'aria-labelledby': labelledBy } }}
        cellMemo={false}
        className="admin-table"
        size="small"
      >
        {children}
      </DataTable>
    </>
  );
}
