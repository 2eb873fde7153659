import type { ChartConfiguration, ChartDataset, TooltipItem } from 'chart.js';
import type { ChartTheme } from '../../../lib/chart-theme';
import { colourIndex, type ChartSpec } from './chart-spec';

/** `#rrggbb` at `alpha` (fills under lines). */
export function withAlpha(colour: string, alpha: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour)?.[1];
  if (!hex) return colour;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

const paletteColour = (theme: ChartTheme, index: number) => theme.series[index % theme.series.length]!;

/** The colours a chart is drawn in, in order (the e2e checks that they follow the skin). */
export function chartColours(spec: ChartSpec, theme: ChartTheme): string[] {
  const count = spec.kind === 'doughnut' || spec.kind === 'pie' ? spec.labels.length : spec.series.length;
  return Array.from({ length: count }, (_, i) => paletteColour(theme, colourIndex(spec, i)));
}

function datasets(spec: ChartSpec, theme: ChartTheme): ChartDataset[] {
  const colours = chartColours(spec, theme);
  switch (spec.kind) {
    case 'gauge': {
      const value = Math.min(100, Math.max(0, spec.series[0]?.data[0] ?? 0));
      return [{ data: [value, 100 - value], backgroundColor: [colours[0]!, theme.track], borderWidth: 0 } as ChartDataset<'doughnut'>];
    }
    case 'doughnut':
    case 'pie':
      return [{ label: spec.series[0]?.label, data: spec.series[0]?.data ?? [], backgroundColor: colours, borderColor: theme.surface, borderWidth: 2 } as ChartDataset<'doughnut'>];
    case 'line':
    case 'area':
    case 'radar':
      return spec.series.map((series, i) => ({
        label: series.label,
        data: series.data,
        borderColor: colours[i],
        backgroundColor: withAlpha(colours[i]!, spec.kind === 'line' ? 1 : 0.2),
        pointBackgroundColor: colours[i],
        pointBorderColor: theme.surface,
        pointRadius: spec.sparkline ? 0 : 3,
        pointHoverRadius: 5,
        borderWidth: 2.5,
        tension: 0.35,
        fill: spec.kind !== 'line',
      })) as ChartDataset[];
    default:
      return spec.series.map((series, i) => ({
        label: series.label,
        data: series.data,
        backgroundColor: colours[i],
        borderRadius: 4,
        maxBarThickness: spec.sparkline ? 10 : 18,
        ...(spec.kind === 'stacked-bar' ? { stack: 'all' } : {}),
      })) as ChartDataset[];
  }
}

const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The chart.js configuration of a spec in a theme. */
export function buildChartConfig(spec: ChartSpec, theme: ChartTheme): ChartConfiguration {
  const round = spec.kind === 'doughnut' || spec.kind === 'pie' || spec.kind === 'gauge';
  const type = spec.kind === 'area' ? 'line' : spec.kind === 'stacked-bar' ? 'bar' : spec.kind === 'gauge' ? 'doughnut' : spec.kind;
  const ticks = { color: theme.muted, font: { size: 11 } };
  const axis = (show: boolean, extra: object = {}) => ({ display: show, grid: { color: theme.grid, drawTicks: false }, border: { display: false }, ticks, ...extra });
  const stacked = spec.kind === 'stacked-bar';
  const scales = round
    ? {}
    : spec.kind === 'radar'
      ? { r: { angleLines: { color: theme.grid }, grid: { color: theme.grid }, pointLabels: { color: theme.text, font: { size: 11 } }, ticks: { display: false } } }
      : {
          x: axis(!spec.sparkline, { stacked, grid: { display: false } }),
          y: axis(!spec.sparkline, { stacked, ticks: { ...ticks, callback: (value: string | number) => spec.format(Number(value)), maxTicksLimit: 5 } }),
        };
  const tooltip = {
    enabled: spec.kind !== 'gauge',
    callbacks: {
      label: (item: TooltipItem<'line'>) => {
        const name = round ? item.label : item.dataset.label;
        return `${name}: ${spec.format(Number(item.raw))}`;
      },
    },
  };
  return {
    type,
    data: { labels: spec.kind === 'gauge' ? [] : spec.labels, datasets: datasets(spec, theme) },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: prefersReducedMotion() ? false : { duration: 500 },
      interaction: { mode: round ? 'nearest' : 'index', intersect: round },
      plugins: { legend: { display: false }, tooltip },
      layout: { padding: spec.sparkline ? 2 : 0 },
      ...(spec.kind === 'gauge' ? { rotation: -135, circumference: 270, cutout: '78%' } : {}),
      ...(spec.kind === 'doughnut' ? { cutout: '68%' } : {}),
      scales,
    },
  } as ChartConfiguration;
}
