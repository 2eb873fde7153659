import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { Icon } from '../../../components/icon';
import { LoadFailure } from '../../../components/page-states';
import { $api } from '../../../lib/query';
import type { CustomersCard, ProductOrdersCard, SessionsDeviceCard } from '../api-types';
import { ChartFigure } from '../chart/chart-figure';
import { ChartLegend, Swatch } from '../chart/chart-legend';
import { CardSkeleton, DashCard } from '../dash-card';
import type { Formats } from '../format';
import { CARD_WORDS } from '../labels';
import { useLabel } from '../use-label';

/** One analytics card of `/api/card/card-analytics/{name}`, typed as the card it is. */
function useAnalyticCard<T>(name: 'sessions-device' | 'customers' | 'product-orders') {
  const query = $api.useQuery('get', '/api/card/card-analytics/{name}', { params: { path: { name } } });
  return { ...query, data: query.data as T | undefined };
}

interface BreakdownProps {
  title: ReactNode;
  failed: boolean;
  onRetry: () => void;
  loaded: boolean;
  span?: 4 | 6;
  children: ReactNode;
}

function Breakdown({ title, failed, onRetry, loaded, span = 4, children }: BreakdownProps) {
  return (
    <DashCard span={span} title={title}>
      {failed ? <LoadFailure onRetry={onRetry} /> : loaded ? children : <CardSkeleton />}
    </DashCard>
  );
}

/** Sessions by device: each device's share of the sessions and its change. */
export function SessionsByDeviceCard({ formats: f }: { formats: Formats }) {
  const { t } = useLingui();
  const word = useLabel();
  const { data, isError, refetch } = useAnalyticCard<SessionsDeviceCard>('sessions-device');
  const devices = data?.chartInfo ?? [];
  const labels = devices.map((d) => word(CARD_WORDS, d.name));
  return (
    <Breakdown title={<Trans>Sessions by device</Trans>} failed={isError} onRetry={() => void refetch()} loaded={Boolean(data)}>
      <ChartFigure
        spec={{ kind: 'doughnut', labels, series: [{ key: 'usage', label: t`Share of sessions`, data: devices.map((d) => d.usage) }], format: f.percent }}
        title={t`Sessions by device`}
        rowHeader={t`Device`}
        height="10rem"
      />
      <ul className="dash-legend dash-legend--rows">
        {devices.map((device, i) => (
          <li key={device.name}>
            <Swatch colour={i} />
            <span className="dash-legend__label">{labels[i]}</span>
            <span className="dash-legend__value">{f.percent(device.usage)}</span>
            <span className={device.upDown >= 0 ? 'dash-up' : 'dash-down'}>
              <Icon icon={device.upDown >= 0 ? ArrowUp : ArrowDown} size={14} /> {f.signedPercent(device.upDown)}
            </span>
          </li>
        ))}
      </ul>
    </Breakdown>
  );
}

/** Customers: new, returning and referred, as a pie and as numbers. */
export function CustomersBreakdownCard({ formats: f }: { formats: Formats }) {
  const { t } = useLingui();
  const word = useLabel();
  const { data, isError, refetch } = useAnalyticCard<CustomersCard>('customers');
  const rows = data?.listData ?? [];
  const labels = rows.map((r) => word(CARD_WORDS, r.text));
  return (
    <Breakdown span={6} title={<Trans>Customers</Trans>} failed={isError} onRetry={() => void refetch()} loaded={Boolean(data)}>
      <ChartFigure
        spec={{ kind: 'pie', labels, series: [{ key: 'customers', label: t`Customers`, data: rows.map((r) => r.result), colour: 1 }], format: f.number }}
        title={t`Customers by kind`}
        rowHeader={t`Kind`}
        height="10rem"
      />
      <ChartLegend className="dash-legend--rows" items={rows.map((r, i) => ({ key: r.text, label: labels[i]!, colour: i + 1, value: f.number(r.result) }))} />
    </Breakdown>
  );
}

const ORDER_STATES = ['finished', 'pending', 'rejected'] as const;

/** Product orders: finished, pending and rejected, with their total (computed). */
export function ProductOrdersCard({ formats: f }: { formats: Formats }) {
  const { t } = useLingui();
  const word = useLabel();
  const { data, isError, refetch } = useAnalyticCard<ProductOrdersCard>('product-orders');
  const counts = ORDER_STATES.map((state) => data?.chartInfo[state] ?? 0);
  const total = counts.reduce((sum, n) => sum + n, 0);
  const labels = ORDER_STATES.map((state) => word(CARD_WORDS, state));
  return (
    <Breakdown span={6} title={<Trans>Product orders</Trans>} failed={isError} onRetry={() => void refetch()} loaded={Boolean(data)}>
      <p className="dash-muted">
        <Trans>{f.number(total)} orders in all</Trans>
      </p>
      <ChartFigure
        spec={{ kind: 'doughnut', labels, series: [{ key: 'orders', label: t`Orders`, data: counts, colour: 0 }], format: f.number }}
        title={t`Product orders by state`}
        rowHeader={t`State`}
        height="10rem"
      />
      <ChartLegend className="dash-legend--rows" items={ORDER_STATES.map((state, i) => ({ key: state, label: labels[i]!, colour: i, value: f.number(counts[i]!) }))} />
    </Breakdown>
  );
}
