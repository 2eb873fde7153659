import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, type InvoiceAmounts } from '../../../../common/money';

interface TotalsListProps {
  amounts: InvoiceAmounts;
  /** What has been paid and what is still due, once the invoice is saved. */
  payments?: { paid: number; balance: number };
  currency?: string;
}

/** Subtotal, discount, tax and total (and paid and balance) in the locale's money. */
export function TotalsList({ amounts, payments, currency = 'USD' }: TotalsListProps) {
  const { i18n } = useLingui();
  const money = (cents: number) => formatMoney(cents, i18n.locale, currency);
  return (
    <dl className="invoice-totals">
      <div>
        <dt>
          <Trans>Subtotal</Trans>
        </dt>
        <dd>{money(amounts.subtotal)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Discount</Trans>
        </dt>
        <dd>{money(-amounts.discount)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Tax</Trans>
        </dt>
        <dd>{money(amounts.tax)}</dd>
      </div>
      <div className="invoice-totals__total">
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd>{money(amounts.total)}</dd>
      </div>
      {payments ? (
        <>
          <div>
            <dt>
              <Trans>Paid</Trans>
            </dt>
            <dd>{money(payments.paid)}</dd>
          </div>
          <div className="invoice-totals__balance">
            <dt>
              <Trans>Balance</Trans>
            </dt>
            <dd>{money(payments.balance)}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}
