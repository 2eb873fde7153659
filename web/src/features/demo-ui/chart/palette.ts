import { useAtomValue } from 'jotai';
import { skinAtom, type Skin } from '../../../state/skin';

/**
 * Chart colours per skin. Fixed values rather than the theme's variables: the theme stylesheet
 * arrives a moment after the skin changes, and these are chosen to stand out (3:1 at least) from
 * the card surface of their skin. Light, bordered and semi-dark share the light content surface.
 */
export interface ChartPalette {
  series: readonly string[];
  /** The series colours at low opacity (areas, bubbles). */
  fills: readonly string[];
  text: string;
  grid: string;
  surface: string;
}

const LIGHT_SERIES = ['#0f766e', '#1d4ed8', '#b45309', '#be123c', '#6d28d9', '#15803d', '#0369a1', '#475569'];
const DARK_SERIES = ['#2dd4bf', '#60a5fa', '#fbbf24', '#fb7185', '#a78bfa', '#4ade80', '#38bdf8', '#cbd5e1'];

const withAlpha = (hex: string, alpha: number) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
};

export function chartPalette(skin: string | null): ChartPalette {
  const dark = skin === 'dark';
  const series = dark ? DARK_SERIES : LIGHT_SERIES;
  return {
    series,
    fills: series.map((colour) => withAlpha(colour, dark ? 0.35 : 0.25)),
    text: dark ? '#e5e7eb' : '#1f2937',
    grid: dark ? 'rgba(229, 231, 235, 0.18)' : 'rgba(31, 41, 55, 0.14)',
    surface: dark ? '#1f2937' : '#ffffff',
  };
}

/** The colour of series `i` (the palette repeats). */
export const seriesColour = (palette: ChartPalette, i: number) => palette.series[i % palette.series.length]!;
export const seriesFill = (palette: ChartPalette, i: number) => palette.fills[i % palette.fills.length]!;

/** The skin (charts draw again in its colours when it changes). */
export const useSkin = (): Skin => useAtomValue(skinAtom);
