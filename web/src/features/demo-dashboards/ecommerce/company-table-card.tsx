import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import { TrendingDown, TrendingUp } from 'lucide-react';
import { Icon } from '../../../components/icon';
import type { EcommerceDashboard } from '../api-types';
import { CardSkeleton, DashCard } from '../dash-card';
import type { Formats } from '../format';
import { CATEGORIES } from '../labels';
import { useLabel } from '../use-label';

/** The companies: category, views, revenue and the change of their sales. */
export function CompanyTableCard({ rows, formats: f }: { rows: EcommerceDashboard['companyTable'] | undefined; formats: Formats }) {
  const label = useLabel();
  const headingId = useId();
  return (
    <DashCard span={8} title={<Trans>Companies</Trans>} headingId={headingId}>
      {!rows ? (
        <CardSkeleton chart={false} lines={6} />
      ) : (
        <div className="dash-table-scroll">
          <table className="dash-table" aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Company</Trans>
                </th>
                <th scope="col">
                  <Trans>Category</Trans>
                </th>
                <th scope="col" className="dash-num">
                  <Trans>Views</Trans>
                </th>
                <th scope="col" className="dash-num">
                  <Trans>Revenue</Trans>
                </th>
                <th scope="col" className="dash-num">
                  <Trans>Sales</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
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
            </tbody>
          </table>
        </div>
      )}
    </DashCard>
  );
}
