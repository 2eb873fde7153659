import { useLingui } from '@lingui/react/macro';
import type { ChartConfiguration } from 'chart.js';
import { ChartFigure } from '../chart/chart-figure';
import { cartesianScales, radialScale } from '../chart/axes';
import { monthLabels, positionLabels } from '../chart/labels';
import { seriesNumbers } from '../chart/numbers-table';
import { seriesColour, seriesFill, type ChartPalette } from '../chart/palette';
import { useAnalyticCard, useStatisticCard, type StatisticCardName } from '../card-data';
import { Loaded } from '../../../components/page-states';

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

type Series = { name: string; data: number[] }[];

/** A chart of one statistics card's daily series, with its numbers by day. */
function DailySeriesChart({ name, title, config }: { name: StatisticCardName; title: string; config: (series: Series, labels: string[], palette: ChartPalette) => ChartConfiguration }) {
  const { t } = useLingui();
  const query = useStatisticCard(name);
  return (
    <Loaded query={query}>
      {({ series }) => {
        const labels = positionLabels(series[0]?.data.length ?? 0, (n) => t`Day ${n}`);
        return <ChartFigure title={title} numbers={seriesNumbers(t`Day`, labels, series)} config={(palette) => config(series, labels, palette)} />;
      }}
    </Loaded>
  );
}

/** Area: subscribers gained per day (`/api/card/card-statistics/subscribers`). */
export function AreaChart() {
  const { t } = useLingui();
  return (
    <DailySeriesChart
      name="subscribers"
      title={t`Subscribers gained per day`}
      config={(series, labels, palette) => ({
        type: 'line',
        data: { labels, datasets: series.map((s, i) => ({ label: s.name, data: s.data, fill: true, borderColor: seriesColour(palette, i), backgroundColor: seriesFill(palette, i), tension: 0.35 })) },
        options: { scales: cartesianScales(palette) },
      })}
    />
  );
}

/** Horizontal bar: active users per day (`/api/card/card-statistics/active-users`). */
export function HorizontalBarChart() {
  const { t } = useLingui();
  return (
    <DailySeriesChart
      name="active-users"
      title={t`Active users per day`}
      config={(series, labels, palette) => ({
        type: 'bar',
        data: { labels, datasets: series.map((s, i) => ({ label: s.name, data: s.data, backgroundColor: seriesColour(palette, i + 1), maxBarThickness: 22 })) },
        options: { indexAxis: 'y', scales: cartesianScales(palette, { horizontal: true }) },
      })}
    />
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
