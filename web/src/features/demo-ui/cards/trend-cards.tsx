import { useLingui } from '@lingui/react/macro';
import { ChartFigure } from '../chart/chart-figure';
import { cartesianScales } from '../chart/axes';
import { monthLabels, positionLabels } from '../chart/labels';
import { seriesNumbers } from '../chart/numbers-table';
import { seriesColour } from '../chart/palette';
import { useAnalyticCard } from '../card-data';
import { Loaded } from '../../../components/page-states';
import { ActionCard } from './action-card';
import { Facts } from './analytic-cards';

interface CardProps {
  onRemove: () => void;
}

export function AverageSessionsCard({ onRemove }: CardProps) {
  const { t, i18n } = useLingui();
  const query = useAnalyticCard('avg-sessions');
  const number = new Intl.NumberFormat(i18n.locale, { notation: 'compact' });
  const change = new Intl.NumberFormat(i18n.locale, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 1 });
  // The API writes the growth as English text ("+5.2%"): shown as a number of the reader's language.
  const growthText = (growth: string) => (Number.isFinite(Number.parseFloat(growth)) ? change.format(Number.parseFloat(growth) / 100) : growth);
  return (
    <ActionCard title={t`Average sessions`} onRefresh={() => query.refetch()} onRemove={onRemove}>
      <Loaded query={query}>
        {(card) => {
          const labels = positionLabels(card.series[0]?.data.length ?? 0, (n) => t`Day ${n}`);
          return (
            <>
              <p className="card-figure">{new Intl.NumberFormat(i18n.locale).format(card.sessions)}</p>
              <p>{t`${growthText(card.growth)} against last month`}</p>
              <Facts items={[[t`Goal`, number.format(card.goal)], [t`Users`, number.format(card.users)], [t`Retention`, `${card.retention} %`]]} />
              <ChartFigure
                title={t`Sessions per day`}
                showTitle={false}
                height={9}
                numbers={seriesNumbers(t`Day`, labels, card.series)}
                config={(palette) => ({
                  type: 'bar',
                  data: { labels, datasets: card.series.map((s, i) => ({ label: s.name, data: s.data, backgroundColor: seriesColour(palette, i), borderRadius: 4, maxBarThickness: 18 })) },
                  options: { plugins: { legend: { display: false } }, scales: cartesianScales(palette) },
                })}
              />
            </>
          );
        }}
      </Loaded>
    </ActionCard>
  );
}

export function RevenueReportCard({ onRemove }: CardProps) {
  const { t, i18n } = useLingui();
  const query = useAnalyticCard('revenue-report');
  const number = new Intl.NumberFormat(i18n.locale);
  return (
    <ActionCard title={t`Revenue report`} onRefresh={() => query.refetch()} onRemove={onRemove}>
      <Loaded query={query}>
        {(card) => {
          const labels = monthLabels(i18n.locale, card.series[0]?.data.length ?? 0);
          return (
            <>
              <Facts items={[[t`Revenue`, number.format(card.price)], [t`Budget`, number.format(card.budget)]]} />
              <ChartFigure
                title={t`Earnings and expenses per month`}
                showTitle={false}
                height={12}
                numbers={seriesNumbers(t`Month`, labels, card.series)}
                config={(palette) => ({
                  type: 'bar',
                  data: { labels, datasets: card.series.map((s, i) => ({ label: s.name, data: s.data, backgroundColor: seriesColour(palette, i), maxBarThickness: 14 })) },
                  options: { scales: cartesianScales(palette, { stacked: true }) },
                })}
              />
            </>
          );
        }}
      </Loaded>
    </ActionCard>
  );
}

export function RevenueCard({ onRemove }: CardProps) {
  const { t, i18n } = useLingui();
  const query = useAnalyticCard('revenue');
  const number = new Intl.NumberFormat(i18n.locale);
  return (
    <ActionCard title={t`Revenue`} onRefresh={() => query.refetch()} onRemove={onRemove}>
      <Loaded query={query}>
        {(card) => {
          const labels = positionLabels(card.series[0]?.data.length ?? 0, (n) => t`Week ${n}`);
          return (
            <>
              <Facts items={[[t`This month`, number.format(card.thisMonth)], [t`Last month`, number.format(card.lastMonth)]]} />
              <ChartFigure
                title={t`Revenue per week, this month and last month`}
                showTitle={false}
                height={10}
                numbers={seriesNumbers(t`Week`, labels, card.series)}
                config={(palette) => ({
                  type: 'line',
                  data: { labels, datasets: card.series.map((s, i) => ({ label: s.name, data: s.data, borderColor: seriesColour(palette, i), backgroundColor: seriesColour(palette, i), tension: 0.35, borderDash: i === 1 ? [6, 4] : [] })) },
                  options: { scales: cartesianScales(palette, { beginAtZero: false }) },
                })}
              />
            </>
          );
        }}
      </Loaded>
    </ActionCard>
  );
}
