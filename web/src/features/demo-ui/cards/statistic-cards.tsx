import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { ChartFigure } from '../chart/chart-figure';
import { positionLabels } from '../chart/labels';
import { seriesNumbers } from '../chart/numbers-table';
import { seriesColour, seriesFill } from '../chart/palette';
import { useStatisticCard, type StatisticCard, type StatisticCardName } from '../card-data';
import { Loaded } from '../../../components/page-states';
import { ActionCard } from './action-card';

export const STATISTIC_TITLES: Record<StatisticCardName, MessageDescriptor> = {
  subscribers: msg`Subscribers gained`,
  revenue: msg`Revenue generated`,
  sales: msg`Quarterly sales`,
  orders: msg`Orders received`,
  'site-traffic': msg`Site traffic`,
  'active-users': msg`Active users`,
  newsletter: msg`Newsletter subscribers`,
};

/** The card's headline: its total when the API gives one, else the latest value of its series. */
export function headline(card: StatisticCard): number {
  const total = card.analyticsData ? Object.values(card.analyticsData)[0] : undefined;
  return total ?? card.series[0]?.data.at(-1) ?? 0;
}

/** A statistics card: the headline figure and a sparkline of its series (`/api/card/card-statistics/{name}`). */
export function StatisticsCard({ name, onRemove }: { name: StatisticCardName; onRemove: () => void }) {
  const { t, i18n } = useLingui();
  const query = useStatisticCard(name);
  const title = i18n._(STATISTIC_TITLES[name]);
  const compact = new Intl.NumberFormat(i18n.locale, { notation: 'compact', maximumFractionDigits: 1 });
  return (
    <ActionCard title={title} onRefresh={() => query.refetch()} onRemove={onRemove}>
      <Loaded query={query} lines={3}>
        {(card) => {
          const labels = positionLabels(card.series[0]?.data.length ?? 0, (n) => t`Day ${n}`);
          return (
            <>
              <p className="card-figure">{compact.format(headline(card))}</p>
              <ChartFigure
                title={t`${title} per day`}
                showTitle={false}
                height={6}
                numbers={seriesNumbers(t`Day`, labels, card.series)}
                config={(palette) => ({
                  type: 'line',
                  data: { labels, datasets: card.series.map((s, i) => ({ label: s.name, data: s.data, fill: true, tension: 0.4, pointRadius: 0, borderColor: seriesColour(palette, i), backgroundColor: seriesFill(palette, i) })) },
                  options: { plugins: { legend: { display: false } }, scales: { x: { display: false }, y: { display: false } } },
                })}
              />
            </>
          );
        }}
      </Loaded>
    </ActionCard>
  );
}
