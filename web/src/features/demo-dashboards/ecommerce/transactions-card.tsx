import { Trans } from '@lingui/react/macro';
import { ArrowRightLeft, CreditCard, DollarSign, Landmark, Wallet, type LucideIcon } from 'lucide-react';
import { Icon } from '../../../components/icon';
import type { EcommerceDashboard } from '../api-types';
import { DashTableCard } from '../dash-table-card';
import type { Formats } from '../format';
import { PAYMENT_METHODS, TRANSACTION_KINDS } from '../labels';
import { useLabel } from '../use-label';

const METHOD_ICONS: Record<string, LucideIcon> = { wallet: Wallet, 'bank-transfer': Landmark, paypal: DollarSign, card: CreditCard, transfer: ArrowRightLeft };

/** The latest transactions, newest first, and their net sum (added up in cents). */
export function TransactionsCard({ rows, formats: f }: { rows: EcommerceDashboard['transactionData'] | undefined; formats: Formats }) {
  const label = useLabel();
  const net = rows?.reduce((sum, row) => sum + row.amount, 0) ?? 0;
  return (
    <DashTableCard
      title={<Trans>Transactions</Trans>}
      loaded={rows !== undefined}
      columns={[
        { key: 'date', label: <Trans>Date</Trans> },
        { key: 'method', label: <Trans>Method</Trans> },
        { key: 'party', label: <Trans>Party</Trans> },
        { key: 'type', label: <Trans>Type</Trans> },
        { key: 'amount', label: <Trans>Amount</Trans>, numeric: true },
      ]}
      footer={
        <tr>
          <th scope="row" colSpan={4}>
            <Trans>Net</Trans>
          </th>
          <td className="dash-num">{f.signedMoney(net)}</td>
        </tr>
      }
    >
      {rows?.map((row) => (
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
    </DashTableCard>
  );
}
