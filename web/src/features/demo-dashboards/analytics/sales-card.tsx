import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { DashboardChart } from '../api-types';
import { ChartFigure, ChartLegend, CardSkeleton, DashCard, pointLabels, type Formats, SERIES, useLabel } from '../chart-card-parts';

/** Sales and visits over the last months, as a radar. */
export function SalesCard({ chart, formats: f }: { chart: DashboardChart | undefined; formats: Formats }) {
  const { t } = useLingui();
  const label = useLabel();
  const months = chart?.labels.length ?? 0;
  const series = chart?.series.map((s, i) => ({ key: s.key, label: label(SERIES, s.key), data: s.data, colour: i === 0 ? 3 : 1 })) ?? [];
  return (
    <DashCard span={4} title={<Trans>Sales</Trans>} subtitle={<Plural value={months} one="Last month" other="Last # months" />}>
      {!chart ? (
        <CardSkeleton />
      ) : (
        <>
          <ChartLegend items={series.map((s) => ({ key: s.key, label: s.label, colour: s.colour }))} />
          <ChartFigure spec={{ kind: 'radar', labels: pointLabels(f, chart), series, format: f.number }} title={t`Sales and visits per month`} rowHeader={t`Month`} height="15rem" />
        </>
      )}
    </DashCard>
  );
}
