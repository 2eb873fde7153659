import { useWatch, type Control } from 'react-hook-form';
import { Trans } from '@lingui/react/macro';
import { invoiceAmounts, type MoneyLine } from '../../../../common/money';
import { moneyOf, type InvoiceForm } from './invoice-form-model';
import { TotalsList } from './totals-list';

/** Subtotal, discount, tax and total of the lines as they are typed (exact cents, the server's rule). */
export function LiveTotals({ control }: { control: Control<InvoiceForm> }) {
  const lines = useWatch({ control, name: 'lines' }) ?? [];
  const valid = lines.map(moneyOf).filter((line): line is MoneyLine => line !== null);
  return (
    <div className="invoice-live-totals">
      <TotalsList amounts={invoiceAmounts(valid)} />
      {valid.length < lines.length ? (
        <p className="demo-muted">
          <Trans>Lines whose numbers are not valid yet are left out.</Trans>
        </p>
      ) : null}
    </div>
  );
}
