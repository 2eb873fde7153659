import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip, type Scale } from 'chart.js';
import { chartColors, currentSkin } from './chart-colors';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/** Follows `data-skin` on <html>. */
export function useSkin() {
  const [skin, setSkin] = useState(currentSkin);
  useEffect(() => {
    const observer = new MutationObserver(() => setSkin(currentSkin()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-skin'] });
    return () => observer.disconnect();
  }, []);
  return skin;
}

/** `text` cut to `max` characters with an ellipsis (chart axis labels stay short; the table keeps the whole). */
export const shortLabel = (text: string, max = 28) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

export interface ChartRow {
  key: string;
  /** On the axis (short). */
  label: string;
  /** In the tooltip (whole). */
  fullLabel?: string;
  /** In the table (may be a link). */
  cell?: ReactNode;
  value: number;
}

interface BarChartProps {
  rows: ChartRow[];
  /** The chart's accessible name. */
  label: string;
  skin: string | null;
  /** Bars along the y axis (long labels, e.g. jobs). */
  horizontal?: boolean;
}

function BarCanvas({ rows, label, skin, horizontal = false }: BarChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const labels = rows.map((r) => r.label);
  const full = rows.map((r) => r.fullLabel ?? r.label);
  const values = rows.map((r) => r.value);
  useEffect(() => {
    if (!canvas.current) return;
    const c = chartColors(skin);
    const category = {
      ticks: {
        color: c.text,
        autoSkip: !horizontal,
        // On a phone the long labels of horizontal bars would leave no room for the bars.
        callback(this: Scale, value: string | number) {
          const text = this.getLabelForValue(Number(value));
          return horizontal && this.chart.width < 480 ? shortLabel(text, 14) : text;
        },
      },
      grid: { color: c.grid },
    };
    const amount = { beginAtZero: true, ticks: { color: c.text, precision: 0 }, grid: { color: c.grid } };
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: { labels, datasets: [{ label, data: values, backgroundColor: c.bar, maxBarThickness: 40 }] },
      options: {
        indexAxis: horizontal ? 'y' : 'x',
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { display: false }, tooltip: { callbacks: { title: (items) => full[items[0]?.dataIndex ?? 0] ?? '' } } },
        scales: horizontal ? { x: amount, y: category } : { x: category, y: amount },
      },
    });
    return () => chart.destroy();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the arrays are new on every render; their contents say when to draw again
  }, [JSON.stringify(labels), JSON.stringify(full), JSON.stringify(values), label, skin, horizontal]);
  return (
    // Horizontal bars: the height grows with their number (one job, one short chart).
    <div className="application-chart" style={horizontal ? { height: `${3 + 2 * Math.max(rows.length, 2)}rem` } : undefined}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}

/** The numbers of a chart as a table, behind "Show the numbers" (screen readers, keyboard, zoom). */
function NumbersTable({ rows, caption, head }: { rows: ChartRow[]; caption: string; head: ReactNode }) {
  const { i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale);
  return (
    <details className="application-stats__numbers">
      <summary>
        <Trans>Show the numbers</Trans>
      </summary>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{head}</th>
            <th scope="col">
              <Trans>Applications</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.cell ?? r.fullLabel ?? r.label}</th>
              <td>{number.format(r.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

interface ChartFigureProps extends Omit<BarChartProps, 'label'> {
  /** Caption, accessible name of the chart and caption of its table. */
  title: string;
  /** Header of the table's first column. */
  head: ReactNode;
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: ReactNode;
  wide?: boolean;
}

/** One chart: caption, the canvas (role img, named by the caption) and its numbers as a table. */
export function ChartFigure({ title, head, empty, wide = false, rows, ...chart }: ChartFigureProps) {
  const captionId = useId();
  return (
    <figure className={wide ? 'application-stats__figure application-stats__figure--wide' : 'application-stats__figure'} aria-labelledby={captionId}>
      <figcaption id={captionId}>{title}</figcaption>
      {rows.length === 0 && empty ? (
        <p className="application-stats__empty">{empty}</p>
      ) : (
        <>
          <BarCanvas rows={rows} label={title} {...chart} />
          <NumbersTable rows={rows} caption={title} head={head} />
        </>
      )}
    </figure>
  );
}
