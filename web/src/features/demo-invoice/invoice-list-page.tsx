import { Link } from 'wouter';
import { keepPreviousData } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Column } from 'primereact/column';
import { Copy, Eye, Pencil, Plus, Printer, Send, Trash2 } from 'lucide-react';
import type { paths as ApiPaths } from '../../api/schema';
import { FilterSelect, SearchBox, toApiQuery, useListParams, type ListSpec } from '../../components/list-kit';
import { queryLoadState, ServerTable } from '../../components/list-kit/server-table';
import { Icon } from '../../components/icon';
import { IconButton, IconLink } from '../../components/icon-action';
import { $api } from '../../lib/query';
import { dayToDate, isDay } from '../../lib/dates';
import { formatMoney } from '../../../../common/money';
import { DateRange } from './date-range';
import { useInvoiceActions } from './use-invoice-actions';
import { INVOICE_STATUSES, STATUS_LABELS, statusClass, type DemoInvoice } from './vocabulary';
import * as paths from '../../../../common/paths';
import '../../components/form-field.css';
import '../../components/demo-screen.css';
import './invoice.css';

type InvoiceFilter = 'status' | 'issuedFrom' | 'issuedTo';
type InvoicesQuery = NonNullable<ApiPaths['/api/apps/invoice/invoices']['get']['parameters']['query']>;

const SPEC: ListSpec<InvoiceFilter> = {
  sortFields: ['id', 'issuedDate', 'dueDate', 'total', 'balance', 'invoiceStatus', 'client'],
  defaultSortBy: 'id',
  defaultSortDesc: true,
  filters: { status: INVOICE_STATUSES, issuedFrom: 'text', issuedTo: 'text' },
};

/** The API query of the list state: a day that is not a real day, or a range the wrong way round, is left out. */
function invoicesQuery(state: ReturnType<typeof useListParams<InvoiceFilter>>[0]): InvoicesQuery {
  const { issuedFrom, issuedTo, ...rest } = toApiQuery(state) as InvoicesQuery;
  const from = issuedFrom && isDay(issuedFrom) ? issuedFrom : undefined;
  const to = issuedTo && isDay(issuedTo) && !(from && issuedTo < from) ? issuedTo : undefined;
  return { ...rest, ...(from ? { issuedFrom: from } : {}), ...(to ? { issuedTo: to } : {}) };
}

/** /apps/invoice/list: every invoice, filtered by status, issued days and client, sorted and paged on the server. */
function InvoiceListPage() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useListParams(SPEC);
  const list = $api.useQuery('get', '/api/apps/invoice/invoices', { params: { query: invoicesQuery(params) } }, { placeholderData: keepPreviousData });
  const actions = useInvoiceActions();
  const label = (d: MessageDescriptor) => i18n._(d);
  const money = (cents: number) => formatMoney(cents, i18n.locale);
  const day = (iso: string) => i18n.date(dayToDate(iso), { dateStyle: 'medium' });

  const numberCell = (invoice: DemoInvoice) => (
    <Link href={paths.to(paths.demo.invoice, invoice.id)} className="invoice-number">
      #{invoice.id}
    </Link>
  );
  const clientCell = (invoice: DemoInvoice) => (
    <span className="invoice-client">
      <span className="invoice-client__name">{invoice.client.name}</span>
      <span className="invoice-client__email">{invoice.client.companyEmail}</span>
    </span>
  );
  const actionsCell = (invoice: DemoInvoice) => {
    const n = invoice.id;
    return (
      <span className="demo-actions">
        <IconLink href={paths.to(paths.demo.invoice, n)} icon={Eye} label={t`Preview invoice #${n}`} title={t`Preview`} />
        <IconLink href={paths.to(paths.demo.invoiceEdit, n)} icon={Pencil} label={t`Edit invoice #${n}`} title={t`Edit`} />
        <IconLink href={`${paths.to(paths.demo.invoice, n)}?send=1`} icon={Send} label={t`Send invoice #${n}`} title={t`Send`} />
        <IconLink href={`${paths.to(paths.demo.invoice, n)}?print=1`} icon={Printer} label={t`Print invoice #${n}`} title={t`Print`} />
        <IconButton icon={Copy} label={t`Duplicate invoice #${n}`} title={t`Duplicate`} disabled={actions.duplicating} onClick={() => actions.duplicate(n)} />
        <IconButton icon={Trash2} label={t`Delete invoice #${n}`} title={t`Delete`} danger onClick={() => actions.askDelete(n)} />
      </span>
    );
  };

  return (
    <div className="demo-page">
      <div className="demo-page__head">
        <h1 id="invoices-title">
          <Trans>Invoices</Trans>
        </h1>
        <Link href={paths.demo.invoiceAdd} className="p-button form-action demo-link-button">
          <Icon icon={Plus} size={18} />
          <span>
            <Trans>Create invoice</Trans>
          </span>
        </Link>
      </div>
      <section className="demo-card" aria-labelledby="invoices-title">
        <div className="list-toolbar">
          <FilterSelect
            label={t`Status`}
            allLabel={t`All statuses`}
            value={params.filters.status}
            options={INVOICE_STATUSES.map((status) => ({ value: status, label: label(STATUS_LABELS[status]) }))}
            onChange={(status) => setParams({ filters: { status } })}
          />
          <DateRange from={params.filters.issuedFrom} to={params.filters.issuedTo} onChange={(issuedFrom, issuedTo) => setParams({ filters: { issuedFrom, issuedTo } })} />
          <SearchBox value={params.q} onSearch={(q) => setParams({ q })} label={t`Search invoices`} visibleLabel placeholder={t`Client name or e-mail`} />
        </div>
        <ServerTable<DemoInvoice, InvoiceFilter>
          rows={list.data?.invoices}
          total={list.data?.total ?? 0}
          params={params}
          onChange={setParams}
          {...queryLoadState(list)}
          emptyMessage={t`No invoices match these filters.`}
          labelledBy="invoices-title"
        >
          <Column field="id" header={t`Number`} sortable body={numberCell} />
          <Column field="invoiceStatus" header={t`Status`} sortable body={(i: DemoInvoice) => <span className={statusClass(i.invoiceStatus)}>{label(STATUS_LABELS[i.invoiceStatus])}</span>} />
          <Column field="client" header={t`Client`} sortable body={clientCell} />
          <Column field="total" header={t`Total`} sortable body={(i: DemoInvoice) => money(i.total)} className="invoice-money" headerClassName="invoice-money" />
          <Column field="issuedDate" header={t`Issued`} sortable body={(i: DemoInvoice) => day(i.issuedDate)} />
          <Column field="balance" header={t`Balance`} sortable body={(i: DemoInvoice) => money(i.balance)} className="invoice-money" headerClassName="invoice-money" />
          <Column header={t`Actions`} body={actionsCell} />
        </ServerTable>
      </section>
      {actions.dialog}
    </div>
  );
}

export default InvoiceListPage;
