import { useWatch, type Control } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, invoiceAmounts, type MoneyLine } from '../../../../common/money';
import { moneyOf, type InvoiceForm } from './invoice-form-model';

/** Subtotal, discount, tax and total of the lines as they are typed (exact cents, the server's rule). */
export function LiveTotals({ control }: { control: Control<InvoiceForm> }) {
  const { t, i18n } = useLingui();
  const lines = useWatch({ control, name: 'lines' }) ?? [];
  const valid = lines.map(moneyOf).filter((line): line is MoneyLine => line !== null);
  const totals = invoiceAmounts(valid);
  const money = (cents: number) => formatMoney(cents, i18n.locale);
  return (
    <div className="invoice-live-totals">
      <dl className="invoice-totals">
        <div>
          <dt>
            <Trans>Subtotal</Trans>
          </dt>
          <dd>{money(totals.subtotal)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Discount</Trans>
          </dt>
          <dd>{money(-totals.discount)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Tax</Trans>
          </dt>
          <dd>{money(totals.tax)}</dd>
        </div>
        <div className="invoice-totals__total">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>{money(totals.total)}</dd>
        </div>
      </dl>
      {valid.length < lines.length ? (
        <p className="invoice-muted">
          <Trans>Lines whose numbers are not valid yet are left out.</Trans>
        </p>
      ) : null}
    </div>
  );
}
