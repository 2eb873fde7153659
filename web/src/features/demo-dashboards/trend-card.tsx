import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { Icon } from '../../components/icon';
import type { DashboardChart } from './api-types';
import { ChartFigure } from './chart/chart-figure';
import type { ChartKind } from './chart/chart-spec';
import { DashCard } from './dash-card';
import { pointLabels, type Formats } from './format';

interface TrendCardProps {
  icon: LucideIcon;
  /** The figure, formatted. */
  value: string;
  /** What it is ("Subscribers gained"). */
  title: string;
  seriesLabel: string;
  chart: DashboardChart;
  kind: Extract<ChartKind, 'area' | 'bar' | 'line'>;
  format: (value: number) => string;
  formats: Formats;
  colour?: number;
  footer?: ReactNode;
  span?: 3 | 4 | 6;
}

/** A statistics card: the figure, what it is, and its trend as a small chart. */
export function TrendCard({ icon, value, title, seriesLabel, chart, kind, format, formats, colour = 0, footer, span = 3 }: TrendCardProps) {
  const { t } = useLingui();
  const daily = chart.period === 'day';
  return (
    <DashCard span={span} className="dash-trend" title={title}>
      <div className="dash-trend__figure">
        <span className={`dash-trend__icon dash-tint-${colour}`} aria-hidden="true">
          <Icon icon={icon} size={20} />
        </span>
        <p className="dash-trend__value">{value}</p>
      </div>
      <ChartFigure
        spec={{ kind, labels: pointLabels(formats, chart), series: chart.series.map((s) => ({ key: s.key, label: seriesLabel, data: s.data, colour })), format, sparkline: true }}
        title={daily ? t`${title}: ${seriesLabel} per day` : t`${title}: ${seriesLabel} per month`}
        rowHeader={daily ? t`Day` : t`Month`}
        height="5.5rem"
      />
      {footer}
    </DashCard>
  );
}
