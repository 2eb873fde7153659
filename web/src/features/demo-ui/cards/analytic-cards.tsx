import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ChartFigure } from '../chart/chart-figure';
import type { ChartPalette } from '../chart/palette';
import { useAnalyticCard, type AnalyticCardName, type AnalyticCards } from '../card-data';
import { Loaded } from '../../../components/page-states';
import { ActionCard } from './action-card';

interface CardProps {
  onRemove: () => void;
}

/** An analytics card: its data from `/api/card/card-analytics/{name}`, refreshed by its own button. */
function AnalyticCard<N extends AnalyticCardName>({ name, title, onRemove, children }: CardProps & { name: N; title: string; children: (data: AnalyticCards[N]) => ReactNode }) {
  const query = useAnalyticCard(name);
  return (
    <ActionCard title={title} onRefresh={() => query.refetch()} onRemove={onRemove}>
      <Loaded query={query}>{children}</Loaded>
    </ActionCard>
  );
}

/** Label–value pairs under a card's headline. */
export function Facts({ items }: { items: [ReactNode, ReactNode][] }) {
  return (
    <dl className="card-facts">
      {items.map(([term, value], i) => (
        <div key={i}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A doughnut of parts (or of one percentage and the rest), with its numbers. */
export function PartsDoughnut({ title, labels, values, valueHead, percent = false }: { title: string; labels: string[]; values: number[]; valueHead: string; percent?: boolean }) {
  const { t } = useLingui();
  const colours = (palette: ChartPalette) => values.map((_, i) => (percent && i === 1 ? palette.grid : palette.series[i % palette.series.length]!));
  return (
    <ChartFigure
      title={title}
      showTitle={false}
      height={10}
      numbers={{ columns: [t`Part`, valueHead], rows: labels.map((label, i) => ({ label, values: [values[i] ?? 0] })) }}
      config={(palette) => ({
        type: 'doughnut',
        data: { labels, datasets: [{ label: title, data: values, backgroundColor: colours(palette), borderColor: palette.surface, borderWidth: 2 }] },
        options: { cutout: '70%', plugins: { legend: { position: 'bottom' } } },
      })}
    />
  );
}

export function SupportTrackerCard({ onRemove }: CardProps) {
  const { t, i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale);
  const days = new Intl.NumberFormat(i18n.locale, { style: 'unit', unit: 'day', unitDisplay: 'long' });
  return (
    <AnalyticCard name="support-tracker" title={t`Support tracker`} onRemove={onRemove}>
      {(card) => {
        const completed = card.series[0] ?? 0;
        return (
          <>
            <p className="card-figure">{t`${number.format(card.totalTicket)} tickets`}</p>
            <Facts items={[[t`New tickets`, number.format(card.newTicket)], [t`Open tickets`, number.format(card.openTicket)], [t`Response time`, days.format(card.responseTime)]]} />
            <PartsDoughnut title={t`Completed tickets (%)`} labels={[t`Completed`, t`Not completed`]} values={[completed, 100 - completed]} valueHead="%" percent />
          </>
        );
      }}
    </AnalyticCard>
  );
}

export function GoalOverviewCard({ onRemove }: CardProps) {
  const { t, i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale);
  return (
    <AnalyticCard name="goal-overview" title={t`Goal overview`} onRemove={onRemove}>
      {(card) => {
        const reached = card.series[0] ?? 0;
        return (
          <>
            <Facts items={[[t`Completed`, number.format(card.completed)], [t`In progress`, number.format(card.inProgress)]]} />
            <PartsDoughnut title={t`Goal reached (%)`} labels={[t`Reached`, t`Remaining`]} values={[reached, 100 - reached]} valueHead="%" percent />
          </>
        );
      }}
    </AnalyticCard>
  );
}

export function ProductOrdersCard({ onRemove }: CardProps) {
  const { t, i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale);
  return (
    <AnalyticCard name="product-orders" title={t`Product orders`} onRemove={onRemove}>
      {({ chartInfo }) => {
        const parts: [string, number][] = [
          [t`Finished`, chartInfo.finished],
          [t`Pending`, chartInfo.pending],
          [t`Rejected`, chartInfo.rejected],
        ];
        return (
          <>
            <p className="card-figure">{t`${number.format(parts.reduce((sum, [, n]) => sum + n, 0))} orders`}</p>
            <PartsDoughnut title={t`Orders by state`} labels={parts.map(([label]) => label)} values={parts.map(([, n]) => n)} valueHead={t`Orders`} />
          </>
        );
      }}
    </AnalyticCard>
  );
}

export function SessionsByDeviceCard({ onRemove }: CardProps) {
  const { t, i18n } = useLingui();
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 1 });
  const change = new Intl.NumberFormat(i18n.locale, { style: 'percent', signDisplay: 'exceptZero' });
  return (
    <AnalyticCard name="sessions-device" title={t`Sessions by device`} onRemove={onRemove}>
      {({ chartInfo }) => (
        <>
          <Facts items={chartInfo.map((device) => [device.name, `${percent.format(device.usage / 100)} (${change.format(device.upDown / 100)})`])} />
          <PartsDoughnut title={t`Sessions by device (%)`} labels={chartInfo.map((d) => d.name)} values={chartInfo.map((d) => d.usage)} valueHead="%" />
        </>
      )}
    </AnalyticCard>
  );
}

export function CustomersCard({ onRemove }: CardProps) {
  const { t, i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale);
  return (
    <AnalyticCard name="customers" title={t`Customers`} onRemove={onRemove}>
      {({ listData }) => (
        <>
          <Facts items={listData.map((group) => [group.text, number.format(group.result)])} />
          <PartsDoughnut title={t`Customers by kind`} labels={listData.map((g) => g.text)} values={listData.map((g) => g.result)} valueHead={t`Customers`} />
        </>
      )}
    </AnalyticCard>
  );
}
