import { Trans, useLingui } from '@lingui/react/macro';
import type { AnalyticsDashboard } from '../api-types';
import { ChartFigure } from '../chart/chart-figure';
import { CardSkeleton, DashCard } from '../dash-card';
import { pointLabels, type Formats } from '../format';
import { SESSION_METRICS } from '../labels';
import { useLabel } from '../use-label';

type AvgSessions = AnalyticsDashboard['avgSessions'];
type Metric = AvgSessions['metrics'][number];

function metricText(f: Formats, metric: Metric, value: number) {
  switch (metric.unit) {
    case 'cents':
      return f.wholeMoney(value);
    case 'percent':
      return f.percent(value);
    case 'years':
      return f.years(value);
    default:
      return f.compact(value);
  }
}

/** Average sessions: the figure, its change, sessions per day, and four goals with their progress. */
export function AvgSessionsCard({ data, formats: f }: { data: AvgSessions | undefined; formats: Formats }) {
  const { t } = useLingui();
  const label = useLabel();
  return (
    <DashCard span={6} title={<Trans>Average sessions</Trans>}>
      {!data ? (
        <CardSkeleton />
      ) : (
        <div className="dash-split">
          <div>
            <p className="dash-figure">{f.compact(data.sessions)}</p>
            <p className="dash-muted">
              <Trans>
                <span className={data.growth >= 0 ? 'dash-up' : 'dash-down'}>{f.signedPercent(data.growth)}</span> against the previous period
              </Trans>
            </p>
            <ChartFigure
              spec={{ kind: 'bar', labels: pointLabels(f, data.chart), series: [{ key: 'sessions', label: t`Sessions`, data: data.chart.series[0]?.data ?? [] }], format: f.number }}
              title={t`Average sessions per day`}
              rowHeader={t`Day`}
              height="9rem"
            />
          </div>
          <ul className="dash-metrics">
            {data.metrics.map((metric, i) => {
              const share = Math.min(100, (metric.value / metric.target) * 100);
              return (
                <li key={metric.key}>
                  <span className="dash-metrics__label">{label(SESSION_METRICS, metric.key)}</span>
                  <span className="dash-metrics__value">
                    <Trans>
                      {metricText(f, metric, metric.value)} of {metricText(f, metric, metric.target)}
                    </Trans>
                  </span>
                  <span className="dash-bar" aria-hidden="true">
                    <span className={`dash-bar__fill dash-fill-${i + 1}`} style={{ width: `${share}%` }} />
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </DashCard>
  );
}
