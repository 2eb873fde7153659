import { ChartFigure } from './chart/chart-figure';

interface GaugeProps {
  /** 0..100 */
  percent: number;
  /** What the percentage is of ("Completed tickets"): the chart's name and the table's row. */
  label: string;
  /** The percentage as text in the page's language. */
  text: string;
  title: string;
  rowHeader: string;
  colour?: number;
  height?: string;
  /** Writes the percentage in the ring (too small a ring leaves it out). */
  showValue?: boolean;
}

/** A ring filled to `percent` with the percentage in its middle (the Vuexy "radial bar"). */
export function Gauge({ percent, label, text, title, rowHeader, colour = 0, height = '11rem', showValue = true }: GaugeProps) {
  return (
    <div className="dash-gauge">
      <ChartFigure
        spec={{ kind: 'gauge', labels: [label], series: [{ key: 'value', label: title, data: [percent], colour }], format: () => text }}
        title={title}
        rowHeader={rowHeader}
        height={height}
      />
      {showValue ? (
        <p className="dash-gauge__value" aria-hidden="true">
          <span className="dash-gauge__number">{text}</span>
          <span className="dash-gauge__label">{label}</span>
        </p>
      ) : null}
    </div>
  );
}
