import { useEffect, useId, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Chart, type ChartConfiguration } from 'chart.js';
import { chartPalette, useSkin, type ChartPalette } from './palette';
import { NumbersTable, type ChartNumbers } from './numbers-table';
import './chart.css';

interface ChartFigureProps {
  /** Caption, the canvas's accessible name and the table's caption. */
  title: string;
  /** Shows the title as a caption (cards name their chart in their own heading). */
  showTitle?: boolean;
  /** The chart for a palette; built again when the skin or the language changes. */
  config: (palette: ChartPalette) => ChartConfiguration;
  numbers: ChartNumbers;
  /** Height of the drawing in rem. */
  height?: number;
  className?: string;
}

/**
 * One chart.js chart: the canvas (an image named by the title), drawn in the skin's colours and
 * drawn again when the skin changes, with its numbers as a table. The controllers, elements and
 * scales a chart type needs are registered by the page that uses it (tree-shaken chart.js).
 */
export function ChartFigure({ title, showTitle = true, config, numbers, height = 16, className }: ChartFigureProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const captionId = useId();
  const skin = useSkin();
  const { i18n } = useLingui();
  const build = useRef(config);
  build.current = config;
  const signature = JSON.stringify(numbers);

  useEffect(() => {
    if (!canvas.current) return undefined;
    const palette = chartPalette(skin);
    const chart = build.current(palette);
    const options = chart.options ?? {};
    const instance = new Chart(canvas.current, {
      ...chart,
      options: {
        responsive: true,
        maintainAspectRatio: false,
        locale: i18n.locale,
        ...options,
        plugins: { ...options.plugins, legend: { labels: { color: palette.text }, ...options.plugins?.legend } },
      },
    } as ChartConfiguration);
    return () => instance.destroy();
  }, [skin, i18n.locale, signature]);

  return (
    <figure className={className ? `chart-figure ${className}` : 'chart-figure'} aria-labelledby={captionId}>
      <figcaption id={captionId} className={showTitle ? 'chart-figure__caption' : 'visually-hidden'}>
        {title}
      </figcaption>
      <div className="chart-figure__canvas" style={{ height: `${height}rem` }}>
        <canvas ref={canvas} role="img" aria-label={title} />
      </div>
      <NumbersTable numbers={numbers} caption={title} />
    </figure>
  );
}
