/**
 * What a dashboard chart shows, independent of how it is drawn: the same spec gives the chart.js
 * configuration (chart-config.ts) and the table of numbers screen readers read (numbers-table.tsx).
 */
export type ChartKind = 'line' | 'area' | 'bar' | 'stacked-bar' | 'doughnut' | 'pie' | 'radar' | 'gauge';

export interface ChartSeries {
  /** Stable identity (an API key). */
  key: string;
  /** In the language of the page: legend, tooltip, table column. */
  label: string;
  data: number[];
  /** Index into the theme's series palette (defaults to the series' position). */
  colour?: number;
}

export interface ChartSpec {
  kind: ChartKind;
  /** One per point (for doughnuts and pies: one per slice), already in the page's language. */
  labels: string[];
  series: ChartSeries[];
  /** Formats a value for ticks, tooltips and the table, in the page's language. */
  format: (value: number) => string;
  /** A small chart in a statistics card: no axes, no grid. */
  sparkline?: boolean;
}

/** The palette index of a slice or series. */
export const colourIndex = (spec: ChartSpec, position: number) =>
  spec.kind === 'doughnut' || spec.kind === 'pie' ? (spec.series[0]?.colour ?? 0) + position : (spec.series[position]?.colour ?? position);
