import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Column } from 'primereact/column';
import { Link } from 'wouter';
import { useListParams, toApiQuery, type ListSpec } from '../../../components/list-kit';
import { ServerTable } from '../../../components/list-kit/server-table';
import { INVOICE_STATUS_LABELS } from '../../../lib/invoice-vocabulary';
import { $api } from '../../../lib/query';
import type { components, paths as ApiPaths } from '../../../api/schema';
import { DashCard } from '../dash-card';
import type { Formats } from '../format';
import { useLabel } from '../use-label';
import * as paths from '../../../../../common/paths';

type Invoice = components['schemas']['DemoInvoice'];
type InvoiceSort = NonNullable<NonNullable<ApiPaths['/api/apps/invoice/invoices']['get']['parameters']['query']>['sortBy']>;

const PER_PAGE = [5, 10, 25, 50] as const;
const SPEC: ListSpec = {
  sortFields: ['id', 'invoiceStatus', 'client', 'total', 'issuedDate', 'balance'],
  defaultSortBy: 'id',
  defaultSortDesc: true,
  perPageOptions: PER_PAGE,
};

/** The latest invoices, live from the invoice app: paged and sorted by the server, state in the URL. */
export function InvoiceTableCard({ formats: f }: { formats: Formats }) {
  const { t } = useLingui();
  const label = useLabel();
  const [params, setParams] = useListParams(SPEC);
  const headingId = useId();
  const { sortBy, ...query } = toApiQuery(params);
  const { data, isFetching, isError, refetch } = $api.useQuery('get', '/api/apps/invoice/invoices', { params: { query: { ...query, sortBy: sortBy as InvoiceSort } } });
  const money = f.money;
  return (
    <DashCard span={12} headingId={headingId} title={<Trans>Invoices</Trans>} actions={<Link href={paths.demo.invoices}><Trans>All invoices</Trans></Link>}>
      <ServerTable<Invoice, string>
        rows={data?.invoices}
        total={data?.total ?? 0}
        params={params}
        onChange={setParams}
        loading={isFetching}
        failed={isError}
        onRetry={() => void refetch()}
        emptyMessage={t`No invoices yet.`}
        labelledBy={headingId}
        perPageOptions={PER_PAGE}
      >
        <Column field="id" header="#" sortable body={(row: Invoice) => <Link href={paths.to(paths.demo.invoice, row.id)}>#{row.id}</Link>} />
        <Column field="invoiceStatus" header={t`Status`} sortable body={(row: Invoice) => <span className={`dash-status dash-status--${row.invoiceStatus.replace(' ', '-').toLowerCase()}`}>{label(INVOICE_STATUS_LABELS, row.invoiceStatus)}</span>} />
        <Column
          field="client"
          header={t`Client`}
          sortable
          body={(row: Invoice) => (
            <span className="dash-client">
              <span>{row.client.name}</span>
              <span className="dash-muted">{row.client.companyEmail}</span>
            </span>
          )}
        />
        <Column field="total" header={t`Total`} sortable body={(row: Invoice) => money(row.total)} />
        <Column field="issuedDate" header={t`Issued`} sortable body={(row: Invoice) => <time dateTime={row.issuedDate}>{f.longDay(row.issuedDate)}</time>} />
        <Column field="balance" header={t`Balance`} sortable body={(row: Invoice) => (row.balance === 0 ? <Trans>Paid</Trans> : money(row.balance))} />
      </ServerTable>
    </DashCard>
  );
}
