import { Trans, useLingui } from '@lingui/react/macro';
import type { EcommerceDashboard } from '../api-types';
import { ChartFigure } from '../chart/chart-figure';
import { ChartLegend } from '../chart/chart-legend';
import { CardSkeleton, DashCard } from '../dash-card';
import type { Formats } from '../format';
import { EARNINGS } from '../labels';
import { useLabel } from '../use-label';

/** Earnings this month, their change, and where they come from. */
export function EarningsCard({ data, formats: f }: { data: EcommerceDashboard['earningsChart'] | undefined; formats: Formats }) {
  const { t } = useLingui();
  const label = useLabel();
  const labels = data?.split.map((part) => label(EARNINGS, part.key)) ?? [];
  return (
    <DashCard span={6} title={<Trans>Earnings</Trans>} subtitle={<Trans>This month</Trans>}>
      {!data ? (
        <CardSkeleton />
      ) : (
        <div className="dash-split">
          <div>
            <p className="dash-figure">{f.money(data.thisMonth)}</p>
            <p className="dash-muted">
              <Trans>
                <span className={data.growth >= 0 ? 'dash-up' : 'dash-down'}>{f.signedPercent(data.growth)}</span> against last month
              </Trans>
            </p>
            <ChartLegend className="dash-legend--rows" items={data.split.map((part, i) => ({ key: part.key, label: labels[i]!, colour: i, value: f.percent(part.percent) }))} />
          </div>
          <ChartFigure
            spec={{ kind: 'doughnut', labels, series: [{ key: 'earnings', label: t`Share of the earnings`, data: data.split.map((part) => part.percent) }], format: f.percent }}
            title={t`Earnings by source`}
            rowHeader={t`Source`}
            height="9rem"
          />
        </div>
      )}
    </DashCard>
  );
}
