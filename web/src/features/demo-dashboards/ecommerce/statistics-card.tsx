import { Trans } from '@lingui/react/macro';
import { Box, DollarSign, TrendingUp, User, type LucideIcon } from 'lucide-react';
import { Icon } from '../../../components/icon';
import type { EcommerceDashboard } from '../api-types';
import { CardSkeleton, DashCard } from '../dash-card';
import type { Formats } from '../format';
import { STATISTICS } from '../labels';
import { useLabel } from '../use-label';

const ICONS: Record<string, LucideIcon> = { sales: TrendingUp, customers: User, products: Box, revenue: DollarSign };

/** Sales, customers, products and revenue at a glance. */
export function StatisticsCard({ items, formats: f }: { items: EcommerceDashboard['statisticsItems'] | undefined; formats: Formats }) {
  const label = useLabel();
  return (
    <DashCard span={8} title={<Trans>Statistics</Trans>}>
      {!items ? (
        <CardSkeleton chart={false} lines={2} />
      ) : (
        <dl className="dash-stats">
          {items.map((item, i) => (
            <div key={item.key} className="dash-stats__item">
              <span className={`dash-trend__icon dash-tint-${i}`} aria-hidden="true">
                <Icon icon={ICONS[item.key] ?? TrendingUp} size={20} />
              </span>
              <dt>{label(STATISTICS, item.key)}</dt>
              <dd className="dash-stats__value">{item.key === 'revenue' ? f.compactMoney(item.value) : f.compact(item.value)}</dd>
            </div>
          ))}
        </dl>
      )}
    </DashCard>
  );
}
