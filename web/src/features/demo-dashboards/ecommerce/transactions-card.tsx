import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import { ArrowRightLeft, CreditCard, DollarSign, Landmark, Wallet, type LucideIcon } from 'lucide-react';
import { Icon } from '../../../components/icon';
import type { EcommerceDashboard } from '../api-types';
import { CardSkeleton, DashCard } from '../dash-card';
import type { Formats } from '../format';
import { PAYMENT_METHODS, TRANSACTION_KINDS } from '../labels';
import { useLabel } from '../use-label';

const METHOD_ICONS: Record<string, LucideIcon> = { wallet: Wallet, 'bank-transfer': Landmark, paypal: DollarSign, card: CreditCard, transfer: ArrowRightLeft };

/** The latest transactions, newest first, and their net sum (added up in cents). */
export function TransactionsCard({ rows, formats: f }: { rows: EcommerceDashboard['transactionData'] | undefined; formats: Formats }) {
  const label = useLabel();
  const headingId = useId();
  const net = rows?.reduce((sum, row) => sum + row.amount, 0) ?? 0;
  return (
    <DashCard span={8} title={<Trans>Transactions</Trans>} headingId={headingId}>
      {!rows ? (
        <CardSkeleton chart={false} lines={6} />
      ) : (
        <div className="dash-table-scroll">
          <table className="dash-table" aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Date</Trans>
                </th>
                <th scope="col">
                  <Trans>Method</Trans>
                </th>
                <th scope="col">
                  <Trans>Party</Trans>
                </th>
                <th scope="col">
                  <Trans>Type</Trans>
                </th>
                <th scope="col" className="dash-num">
                  <Trans>Amount</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <time dateTime={row.time}>{f.dateTime(row.time)}</time>
                  </td>
                  <td>
                    <span className="dash-method">
                      <Icon icon={METHOD_ICONS[row.method] ?? Wallet} size={16} />
                      {label(PAYMENT_METHODS, row.method)}
                    </span>
                  </td>
                  <th scope="row">{row.description}</th>
                  <td>{label(TRANSACTION_KINDS, row.kind)}</td>
                  <td className={`dash-num ${row.amount < 0 ? 'dash-down' : 'dash-up'}`}>{f.signedMoney(row.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={4}>
                  <Trans>Net</Trans>
                </th>
                <td className="dash-num">{f.signedMoney(net)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </DashCard>
  );
}
