import { Trans, useLingui } from '@lingui/react/macro';
import { Hospital } from 'lucide-react';
import { Icon } from '../../components/icon';
import { dayToDate } from '../../lib/dates';
import { formatMoney, formatPercent, lineAmounts } from '../../../../common/money';
import { TotalsList } from './totals-list';
import { STATUS_LABELS, statusClass, type DemoInvoiceFull, type PaymentDetails } from './vocabulary';
import '../../styles/scroll-cue.css';

/**
 * The invoice as it is printed: issuer, number and days, client, payment details, the lines with
 * each line's amount, and the totals computed by the server from the lines and payments (exact cents).
 */
export function InvoiceDocument({ invoice, details }: { invoice: DemoInvoiceFull; details: PaymentDetails }) {
  const { t, i18n } = useLingui();
  const money = (cents: number) => formatMoney(cents, i18n.locale, invoice.currency);
  const day = (iso: string) => i18n.date(dayToDate(iso), { dateStyle: 'long' });
  const percent = (basisPoints: number) => formatPercent(basisPoints, i18n.locale);
  const number = invoice.id;

  return (
    <article className="demo-card invoice-document" aria-labelledby="invoice-title">
      <header className="invoice-document__head">
        <div className="invoice-brand">
          <Icon icon={Hospital} size={32} />
          <span className="invoice-brand__name">
            <Trans>Teaching and Referral Hospital</Trans>
          </span>
        </div>
        <div className="invoice-document__meta">
          <h1 id="invoice-title">
            <Trans>Invoice #{number}</Trans>
          </h1>
          <span className={statusClass(invoice.invoiceStatus)}>{i18n._(STATUS_LABELS[invoice.invoiceStatus])}</span>
          <dl className="invoice-pairs">
            <div>
              <dt>
                <Trans>Date issued</Trans>
              </dt>
              <dd>{day(invoice.issuedDate)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Due date</Trans>
              </dt>
              <dd>{day(invoice.dueDate)}</dd>
            </div>
          </dl>
        </div>
      </header>

      <div className="invoice-document__parties">
        <section aria-labelledby="invoice-to">
          <h2 id="invoice-to">
            <Trans>Invoice to</Trans>
          </h2>
          <address>
            <strong>{invoice.client.name}</strong>
            {[invoice.client.company, invoice.client.address, invoice.client.country, invoice.client.contact, invoice.client.companyEmail]
              .filter(Boolean)
              .map((line) => (
                <span key={line}>{line}</span>
              ))}
          </address>
        </section>
        <section aria-labelledby="invoice-payment">
          <h2 id="invoice-payment">
            <Trans>Payment details</Trans>
          </h2>
          <dl className="invoice-pairs">
            <div>
              <dt>
                <Trans>Total due</Trans>
              </dt>
              <dd>
                <strong>{money(invoice.balance)}</strong>
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Bank name</Trans>
              </dt>
              <dd>{details.bankName}</dd>
            </div>
            <div>
              <dt>
                <Trans>Country</Trans>
              </dt>
              <dd>{details.country}</dd>
            </div>
            <div>
              <dt>
                <Trans>IBAN</Trans>
              </dt>
              <dd>{details.iban}</dd>
            </div>
            <div>
              <dt>
                <Trans>SWIFT code</Trans>
              </dt>
              <dd>{details.swiftCode}</dd>
            </div>
          </dl>
        </section>
      </div>

      <div className="invoice-scroll scroll-cue">
        <table className="invoice-lines">
          <caption className="visually-hidden">{t`Lines of invoice #${number}`}</caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Item</Trans>
              </th>
              <th scope="col" className="invoice-money">
                <Trans>Cost</Trans>
              </th>
              <th scope="col" className="invoice-money">
                <Trans>Qty</Trans>
              </th>
              <th scope="col" className="invoice-money">
                <Trans>Discount</Trans>
              </th>
              <th scope="col" className="invoice-money">
                <Trans>Tax</Trans>
              </th>
              <th scope="col" className="invoice-money">
                <Trans>Amount</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, index) => (
              <tr key={index}>
                <td>
                  <span className="invoice-lines__item">{line.item}</span>
                  {line.description ? <span className="invoice-lines__description">{line.description}</span> : null}
                </td>
                <td className="invoice-money">{money(line.cost)}</td>
                <td className="invoice-money">{i18n.number(line.quantity)}</td>
                <td className="invoice-money">{percent(line.discountBasisPoints)}</td>
                <td className="invoice-money">{percent(line.taxBasisPoints)}</td>
                <td className="invoice-money">{money(lineAmounts(line).total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="invoice-document__foot">
        <dl className="invoice-pairs invoice-pairs--inline">
          {invoice.salesperson ? (
            <div>
              <dt>
                <Trans>Salesperson</Trans>
              </dt>
              <dd>{invoice.salesperson}</dd>
            </div>
          ) : null}
        </dl>
        <TotalsList amounts={invoice} payments={invoice} currency={invoice.currency} />
      </div>
      {invoice.note ? (
        <p className="invoice-note">
          <strong>
            <Trans>Note:</Trans>
          </strong>{' '}
          {invoice.note}
        </p>
      ) : null}
    </article>
  );
}
