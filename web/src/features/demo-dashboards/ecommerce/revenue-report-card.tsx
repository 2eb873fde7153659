import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EcommerceDashboard } from '../api-types';
import { ChartFigure, ChartLegend, CardSkeleton, DashCard, pointLabels, type Formats, SERIES, useLabel } from '../chart-card-parts';

type Report = EcommerceDashboard['revenueReport'];

/** The year picker of the report: every year the API has. */
function YearSelect({ years, value, onChange }: { years: number[]; value: number; onChange: (year: number) => void }) {
  const id = useId();
  return (
    <div className="dash-select">
      <label htmlFor={id} className="visually-hidden">
        <Trans>Year</Trans>
      </label>
      <select id={id} className="p-inputtext p-inputtext-sm" value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Earnings and expenses per month of the chosen year, what was earned (summed over the cents), and the budget. */
export function RevenueReportCard({ report, formats: f }: { report: Report | undefined; formats: Formats }) {
  const { t } = useLingui();
  const label = useLabel();
  const [chosen, setChosen] = useState<number | null>(null);
  const year = report?.years.find((y) => y.year === chosen) ?? report?.years[0];
  const series = year?.chart.series.map((s, i) => ({ key: s.key, label: label(SERIES, s.key), data: s.data, colour: i === 0 ? 0 : 2 })) ?? [];
  const budgetSeries = year?.budgetChart.series.map((s, i) => ({ key: s.key, label: label(SERIES, s.key), data: s.data, colour: i === 0 ? 1 : 4 })) ?? [];
  const earned = year?.chart.series.find((s) => s.key === 'earning')?.data.reduce((sum, cents) => sum + cents, 0) ?? 0;
  const actions = report && year ? <YearSelect years={report.years.map((y) => y.year)} value={year.year} onChange={setChosen} /> : null;
  return (
    <DashCard span={8} title={<Trans>Revenue report</Trans>} actions={actions}>
      {!year ? (
        <CardSkeleton lines={2} />
      ) : (
        <div className="dash-split dash-split--wide">
          <div>
            <ChartLegend items={series.map((s) => ({ key: s.key, label: s.label, colour: s.colour }))} />
            <ChartFigure
              spec={{ kind: 'stacked-bar', labels: pointLabels(f, year.chart), series, format: f.compactMoney }}
              title={t`Earnings and expenses per month in ${year.year}`}
              rowHeader={t`Month`}
              height="16rem"
            />
          </div>
          <div className="dash-budget">
            <p className="dash-figure">{f.wholeMoney(earned)}</p>
            <p className="dash-muted">
              <Trans>Earned in {year.year}</Trans>
            </p>
            <p>
              <Trans>Budget: {f.wholeMoney(year.budget)}</Trans>
            </p>
            <ChartLegend items={budgetSeries.map((s) => ({ key: s.key, label: s.label, colour: s.colour }))} />
            <ChartFigure
              spec={{ kind: 'line', labels: pointLabels(f, year.budgetChart), series: budgetSeries, format: f.compactMoney, sparkline: true }}
              title={t`Budget and average spending per month in ${year.year}`}
              rowHeader={t`Month`}
              height="5rem"
            />
          </div>
        </div>
      )}
    </DashCard>
  );
}
