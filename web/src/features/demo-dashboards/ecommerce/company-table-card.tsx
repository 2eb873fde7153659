import { Trans } from '@lingui/react/macro';
import { TrendingDown, TrendingUp } from 'lucide-react';
import { Icon } from '../../../components/icon';
import type { EcommerceDashboard } from '../api-types';
import { DashTableCard } from '../dash-table-card';
import type { Formats } from '../format';
import { CATEGORIES } from '../labels';
import { useLabel } from '../use-label';

/** The companies: category, views, revenue and the change of their sales. */
export function CompanyTableCard({ rows, formats: f }: { rows: EcommerceDashboard['companyTable'] | undefined; formats: Formats }) {
  const label = useLabel();
  return (
    <DashTableCard
      title={<Trans>Companies</Trans>}
      loaded={rows !== undefined}
      columns={[
        { key: 'company', label: <Trans>Company</Trans> },
        { key: 'category', label: <Trans>Category</Trans> },
        { key: 'views', label: <Trans>Views</Trans>, numeric: true },
        { key: 'revenue', label: <Trans>Revenue</Trans>, numeric: true },
        { key: 'sales', label: <Trans>Sales</Trans>, numeric: true },
      ]}
    >
      {rows?.map((row) => (
        <tr key={row.id}>
          <th scope="row">
            <span className="dash-client">
              <span>{row.name}</span>
              <span className="dash-muted">{row.email}</span>
            </span>
          </th>
          <td>{label(CATEGORIES, row.category)}</td>
          <td className="dash-num">{f.compact(row.views)}</td>
          <td className="dash-num">{f.money(row.revenue)}</td>
          <td className={`dash-num ${row.trend === 'up' ? 'dash-up' : 'dash-down'}`}>
            <Icon icon={row.trend === 'up' ? TrendingUp : TrendingDown} size={16} /> {f.percent(row.sales)}{' '}
            <span className="visually-hidden">{row.trend === 'up' ? <Trans>rising</Trans> : <Trans>falling</Trans>}</span>
          </td>
        </tr>
      ))}
    </DashTableCard>
  );
}
