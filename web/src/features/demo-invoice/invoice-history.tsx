import { Trans, useLingui } from '@lingui/react/macro';
import { dayToDate } from '../../lib/dates';
import { formatMoney } from '../../../../common/money';
import { METHOD_LABELS, type DemoInvoiceFull, type InvoiceEvent } from './vocabulary';

/** The payments received and what happened to the invoice, in the reader's language and time zone. */
export function InvoiceHistory({ invoice }: { invoice: DemoInvoiceFull }) {
  const { t, i18n } = useLingui();
  const money = (cents: number) => formatMoney(cents, i18n.locale, invoice.currency);
  const describe = (event: InvoiceEvent) => {
    const amount = money(event.amount ?? 0);
    const to = event.to ?? '';
    const source = event.sourceId ?? 0;
    switch (event.kind) {
      case 'created':
        return t`Created`;
      case 'edited':
        return t`Edited`;
      case 'duplicated':
        return t`Created as a copy of #${source}`;
      case 'sent':
        return t`Sent to ${to}`;
      case 'payment':
        return t`Payment of ${amount} recorded`;
    }
  };

  return (
    <>
      <section className="demo-card invoice-side__block" aria-labelledby="invoice-payments-title">
        <h2 id="invoice-payments-title">
          <Trans>Payments</Trans>
        </h2>
        {invoice.payments.length === 0 ? (
          <p className="demo-muted">
            <Trans>No payment recorded yet.</Trans>
          </p>
        ) : (
          <ul className="invoice-events">
            {invoice.payments.map((payment) => (
              <li key={payment.id}>
                <strong>{money(payment.amount)}</strong> · {i18n._(METHOD_LABELS[payment.method])} · {i18n.date(dayToDate(payment.date), { dateStyle: 'medium' })}
                {payment.note ? <span className="demo-muted"> — {payment.note}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="demo-card invoice-side__block" aria-labelledby="invoice-history-title">
        <h2 id="invoice-history-title">
          <Trans>History</Trans>
        </h2>
        <ol className="invoice-events">
          {invoice.history.map((event) => (
            <li key={`${event.at}-${event.kind}`}>
              <span>{describe(event)}</span>{' '}
              <time dateTime={event.at} className="demo-muted">
                {i18n.date(new Date(event.at), { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
