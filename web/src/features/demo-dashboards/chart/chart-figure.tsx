import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react';
import { useChartTheme } from '../../../lib/chart-theme';
import { buildChartConfig, chartColours } from './chart-config';
import { Chart } from '../../../lib/chart-setup';
import type { ChartSpec } from './chart-spec';
import { NumbersTable } from './numbers-table';

interface ChartFigureProps {
  spec: ChartSpec;
  /** The chart's accessible name and its table's caption. */
  title: string;
  /** Header of the table's first column. */
  rowHeader: string;
  /** CSS height of the drawing (the width follows the card). */
  height?: string;
  className?: string;
}

/**
 * One chart: a chart.js canvas in the skin's colours (drawn again when the skin, the language or
 * the data change) named by `title`, and its numbers as a table for screen readers. The wrapper
 * carries the colours it is drawn in (`data-chart-colours`) and the tone of the skin.
 */
export function ChartFigure({ spec, title, rowHeader, height = '12rem', className }: ChartFigureProps) {
  const theme = useChartTheme();
  const { i18n } = useLingui();
  const canvas = useRef<HTMLCanvasElement>(null);
  const latest = useRef(spec);
  latest.current = spec;
  // What is drawn, as a value: a new spec object with the same content draws nothing new.
  const drawn = JSON.stringify([spec.kind, spec.labels, spec.series, spec.sparkline ?? false, theme, i18n.locale]);

  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, buildChartConfig(latest.current, theme));
    return () => chart.destroy();
  }, [drawn, theme]);

  return (
    <div className={className ? `dash-chart ${className}` : 'dash-chart'} data-chart-kind={spec.kind} data-chart-tone={theme.tone} data-chart-colours={chartColours(spec, theme).join(' ')}>
      <div className="dash-chart__canvas" style={{ height }}>
        <canvas ref={canvas} role="img" aria-label={title} />
      </div>
      <NumbersTable spec={spec} caption={title} rowHeader={rowHeader} />
    </div>
  );
}
