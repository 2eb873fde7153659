import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState, LoadFailure, SkeletonLines } from '../../components/page-states';
import { $api } from '../../lib/query';
import { dayToDate } from '../../lib/dates';
import { formatMoney } from '../../../../common/money';
import { INVOICE_STATUS_LABELS } from '../../lib/invoice-vocabulary';
import * as paths from '../../../../common/paths';
import '../../styles/scroll-cue.css';

/** The invoices addressed to the user's e-mail, newest first, with what was billed and what is still due. */
export function UserInvoices({ email }: { email: string }) {
  const { t, i18n } = useLingui();
  const invoices = $api.useQuery('get', '/api/apps/invoice/invoices', { params: { query: { clientEmail: email, sortBy: 'issuedDate', sortDesc: true, perPage: 100 } } });
  const money = (cents: number) => formatMoney(cents, i18n.locale);
  const rows = invoices.data?.invoices ?? [];
  const billed = rows.reduce((sum, invoice) => sum + invoice.total, 0);
  const due = rows.reduce((sum, invoice) => sum + invoice.balance, 0);

  return (
    <section className="demo-card" aria-labelledby="user-invoices-title">
      <h2 id="user-invoices-title">
        <Trans>Invoices</Trans>
      </h2>
      {invoices.isError ? <LoadFailure onRetry={() => void invoices.refetch()} /> : null}
      {invoices.isPending ? (
        <SkeletonLines lines={4} />
      ) : rows.length === 0 ? (
        <EmptyState>
          <Trans>No invoices are addressed to {email}.</Trans>
        </EmptyState>
      ) : (
        <>
          <dl className="user-figures">
            <div>
              <dt>
                <Trans>Invoices</Trans>
              </dt>
              <dd>{i18n.number(invoices.data!.total)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Billed</Trans>
              </dt>
              <dd>{money(billed)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Still due</Trans>
              </dt>
              <dd>{money(due)}</dd>
            </div>
          </dl>
          <div className="user-table-scroll scroll-cue">
            <table className="user-table">
              <caption className="visually-hidden">{t`Invoices addressed to ${email}`}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Invoice</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Issued</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Status</Trans>
                  </th>
                  <th scope="col" className="user-table__money">
                    <Trans>Total</Trans>
                  </th>
                  <th scope="col" className="user-table__money">
                    <Trans>Balance</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((invoice) => (
                  <tr key={invoice.id}>
                    <td>
                      <Link href={paths.to(paths.demo.invoice, invoice.id)}>#{invoice.id}</Link>
                    </td>
                    <td>{i18n.date(dayToDate(invoice.issuedDate), { dateStyle: 'medium' })}</td>
                    <td>{i18n._(INVOICE_STATUS_LABELS[invoice.invoiceStatus])}</td>
                    <td className="user-table__money">{money(invoice.total)}</td>
                    <td className="user-table__money">{money(invoice.balance)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {invoices.data!.total > rows.length ? (
            <p className="demo-muted">
              <Trans>The newest {rows.length} invoices are shown and summed.</Trans>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
