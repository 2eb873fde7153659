import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { skinAtom } from '../state/skin';

/**
 * Chart colours from the active skin, for any screen that draws charts (chart.js or other):
 * text, grid and surface from the theme's variables, and a series palette whose every colour
 * stands out at least 3:1 from the card surface (WCAG 1.4.11) in the light skins (light,
 * bordered, semi-dark: 600/700 shades) and in the dark one (400 shades). Values are read from
 * the theme stylesheet, with the same colours as fallbacks while it loads. This module does not
 * import chart.js: screens register only the chart.js parts they draw with.
 */
export type ChartTone = 'light' | 'dark';

export interface ChartTheme {
  tone: ChartTone;
  /** Axis labels and values. */
  text: string;
  /** Secondary text (ticks of small charts). */
  muted: string;
  grid: string;
  /** The card behind the chart (gaps between doughnut slices, point borders). */
  surface: string;
  /** The remainder of a gauge (a ring's empty part). */
  track: string;
  /** The series colours, in order: teal, blue, orange, purple, pink, green, yellow, red. */
  series: readonly string[];
  positive: string;
  negative: string;
}

/** [theme variable, light-skin shade and fallback, dark-skin shade and fallback]. */
const PALETTE: readonly [string, [number, string], [number, string]][] = [
  ['teal', [700, '#0e8174'], [400, '#41c5b7']],
  ['blue', [600, '#326fd1'], [400, '#609af8']],
  ['orange', [600, '#d46213'], [400, '#fa8e42']],
  ['purple', [600, '#8f48d2'], [400, '#b975f9']],
  ['pink', [600, '#c93d82'], [400, '#f06bac']],
  ['green', [700, '#188a42'], [400, '#4cd07d']],
  ['yellow', [700, '#a47d06'], [400, '#eec137']],
  ['red', [600, '#d9342b'], [400, '#ff6259']],
];

const FALLBACK = {
  light: { text: '#1e293b', muted: '#475569', grid: 'rgba(15, 23, 42, 0.12)', surface: '#ffffff', track: 'rgba(15, 23, 42, 0.1)' },
  dark: { text: 'rgba(255, 255, 255, 0.87)', muted: 'rgba(255, 255, 255, 0.7)', grid: 'rgba(255, 255, 255, 0.14)', surface: '#1f2937', track: 'rgba(255, 255, 255, 0.12)' },
} as const;

/** Only the dark skin darkens the content; semi-dark darkens the menu alone. */
export const toneOfSkin = (skin: string | null | undefined): ChartTone => (skin === 'dark' ? 'dark' : 'light');

function variableReader(): (name: string, fallback: string) => string {
  if (typeof document === 'undefined') return (_, fallback) => fallback;
  const style = getComputedStyle(document.documentElement);
  return (name, fallback) => style.getPropertyValue(`--${name}`).trim() || fallback;
}

/** The chart colours of a skin, as the page's stylesheets define them now. */
export function readChartTheme(skin: string | null | undefined): ChartTheme {
  const tone = toneOfSkin(skin);
  const read = variableReader();
  const fallback = FALLBACK[tone];
  const series = PALETTE.map(([name, light, dark]) => {
    const [shade, hex] = tone === 'dark' ? dark : light;
    return read(`${name}-${shade}`, hex);
  });
  return {
    tone,
    // The theme's own variables only while the stylesheet matches the tone (it loads after a switch).
    text: fallback.text,
    muted: fallback.muted,
    grid: fallback.grid,
    surface: read('surface-card', fallback.surface),
    track: fallback.track,
    series,
    positive: series[5]!,
    negative: series[7]!,
  };
}

const sameTheme = (a: ChartTheme, b: ChartTheme) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The chart theme of the active skin, new whenever the skin changes and again once the skin's
 * theme stylesheet has loaded (its variables change then), so charts redraw in the new colours.
 */
export function useChartTheme(): ChartTheme {
  const skin = useAtomValue(skinAtom);
  const [theme, setTheme] = useState(() => readChartTheme(skin));
  useEffect(() => {
    const update = () => setTheme((current) => {
      const next = readChartTheme(skin);
      return sameTheme(current, next) ? current : next;
    });
    update();
    const link = document.getElementById('theme-link');
    link?.addEventListener('load', update);
    return () => link?.removeEventListener('load', update);
  }, [skin]);
  return theme;
}
