import { useChartTheme } from '../../../lib/chart-theme';

/** The colour square of a legend row (decorative: the row's text names the series). */
export function Swatch({ colour }: { colour: number }) {
  const theme = useChartTheme();
  return <span className="dash-legend__swatch" aria-hidden="true" style={{ background: theme.series[colour % theme.series.length] }} />;
}

export interface LegendItem {
  key: string;
  label: string;
  /** Index into the theme's series palette. */
  colour: number;
  /** Shown after the label (a value or a share), already formatted. */
  value?: string;
}

/** The legend of a chart as HTML (translated, readable, in the skin's colours); the swatches are decorative. */
export function ChartLegend({ items, className }: { items: LegendItem[]; className?: string }) {
  return (
    <ul className={className ? `dash-legend ${className}` : 'dash-legend'}>
      {items.map((item) => (
        <li key={item.key}>
          <Swatch colour={item.colour} />
          <span className="dash-legend__label">{item.label}</span>
          {item.value !== undefined ? <span className="dash-legend__value">{item.value}</span> : null}
        </li>
      ))}
    </ul>
  );
}
