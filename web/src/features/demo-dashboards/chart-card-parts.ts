/** What a chart card of the dashboards is made of: the card, its chart and legend, the series names and the number formats. */
export { ChartFigure } from './chart/chart-figure';
export { ChartLegend } from './chart/chart-legend';
export { CardSkeleton, DashCard } from './dash-card';
export { pointLabels, type Formats } from './format';
export { SERIES } from './labels';
export { useLabel } from './use-label';
