import { useLingui } from '@lingui/react/macro';
import { ChartFigure } from '../chart/chart-figure';
import { cartesianScales, radialScale } from '../chart/axes';
import { monthLabels, positionLabels } from '../chart/labels';
import { seriesNumbers } from '../chart/numbers-table';
import { seriesColour, seriesFill } from '../chart/palette';
import { useAnalyticCard, useStatisticCard } from '../card-data';
import { Loaded } from '../loaded';

/** Line: this month's revenue against last month's (`/api/card/card-analytics/revenue`). */
export function LineChart() {
  const { t } = useLingui();
  const query = useAnalyticCard('revenue');
  return (
    <Loaded query={query}>
      {({ series }) => {
        const labels = positionLabels(series[0]?.data.length ?? 0, (n) => t`Week ${n}`);
        return (
          <ChartFigure
            title={t`Revenue, this month and last month`}
            numbers={seriesNumbers(t`Week`, labels, series)}
            config={(palette) => ({
              type: 'line',
              data: { labels, datasets: series.map((s, i) => ({ label: s.name, data: s.data, borderColor: seriesColour(palette, i), backgroundColor: seriesColour(palette, i), tension: 0.3, borderDash: i === 1 ? [6, 4] : [] })) },
              options: { scales: cartesianScales(palette, { beginAtZero: false }) },
            })}
          />
        );
      }}
    </Loaded>
  );
}

/** Area: subscribers gained per day (`/api/card/card-statistics/subscribers`). */
export function AreaChart() {
  const { t } = useLingui();
  const query = useStatisticCard('subscribers');
  return (
    <Loaded query={query}>
      {({ series }) => {
        const labels = positionLabels(series[0]?.data.length ?? 0, (n) => t`Day ${n}`);
        return (
          <ChartFigure
            title={t`Subscribers gained per day`}
            numbers={seriesNumbers(t`Day`, labels, series)}
            config={(palette) => ({
              type: 'line',
              data: { labels, datasets: series.map((s, i) => ({ label: s.name, data: s.data, fill: true, borderColor: seriesColour(palette, i), backgroundColor: seriesFill(palette, i), tension: 0.35 })) },
              options: { scales: cartesianScales(palette) },
            })}
          />
        );
      }}
    </Loaded>
  );
}

/** Bar and stacked bar: earnings and expenses per month (`/api/card/card-analytics/revenue-report`). */
export function RevenueBars({ stacked = false }: { stacked?: boolean }) {
  const { t, i18n } = useLingui();
  const query = useAnalyticCard('revenue-report');
  return (
    <Loaded query={query}>
      {(report) => {
        const series = stacked ? report.series : report.series.slice(0, 1);
        const labels = monthLabels(i18n.locale, series[0]?.data.length ?? 0);
        return (
          <ChartFigure
            title={stacked ? t`Earnings and expenses per month (stacked)` : t`Earnings per month`}
            numbers={seriesNumbers(t`Month`, labels, series)}
            config={(palette) => ({
              type: 'bar',
              data: { labels, datasets: series.map((s, i) => ({ label: s.name, data: s.data, backgroundColor: seriesColour(palette, i), maxBarThickness: 28 })) },
              options: { scales: cartesianScales(palette, { stacked }) },
            })}
          />
        );
      }}
    </Loaded>
  );
}

/** Horizontal bar: active users per day (`/api/card/card-statistics/active-users`). */
export function HorizontalBarChart() {
  const { t } = useLingui();
  const query = useStatisticCard('active-users');
  return (
    <Loaded query={query}>
      {({ series }) => {
        const labels = positionLabels(series[0]?.data.length ?? 0, (n) => t`Day ${n}`);
        return (
          <ChartFigure
            title={t`Active users per day`}
            numbers={seriesNumbers(t`Day`, labels, series)}
            config={(palette) => ({
              type: 'bar',
              data: { labels, datasets: series.map((s, i) => ({ label: s.name, data: s.data, backgroundColor: seriesColour(palette, i + 1), maxBarThickness: 22 })) },
              options: { indexAxis: 'y', scales: cartesianScales(palette, { horizontal: true }) },
            })}
          />
        );
      }}
    </Loaded>
  );
}

/** Radar: the budget against the average per month (`/api/card/card-analytics/revenue-report`). */
export function RadarChart() {
  const { t, i18n } = useLingui();
  const query = useAnalyticCard('revenue-report');
  return (
    <Loaded query={query}>
      {({ budgetSeries }) => {
        const labels = monthLabels(i18n.locale, budgetSeries[0]?.data.length ?? 0);
        return (
          <ChartFigure
            title={t`Budget and average per month`}
            numbers={seriesNumbers(t`Month`, labels, budgetSeries)}
            height={18}
            config={(palette) => ({
              type: 'radar',
              data: {
                labels,
                datasets: budgetSeries.map((s, i) => ({ label: s.name, data: s.data, borderColor: seriesColour(palette, i + 2), backgroundColor: seriesFill(palette, i + 2), pointBackgroundColor: seriesColour(palette, i + 2) })),
              },
              options: { scales: radialScale(palette) },
            })}
          />
        );
      }}
    </Loaded>
  );
}
