import type { ChartPalette } from './palette';

/** Cartesian axes in the skin's colours; `stacked` piles the series, `horizontal` lays bars along y. */
export function cartesianScales(palette: ChartPalette, { stacked = false, horizontal = false, beginAtZero = true } = {}) {
  const category = { stacked, ticks: { color: palette.text }, grid: { color: palette.grid } };
  const value = { stacked, beginAtZero, ticks: { color: palette.text }, grid: { color: palette.grid } };
  return horizontal ? { x: value, y: category } : { x: category, y: value };
}

/** The radial axis of radar and polar-area charts in the skin's colours. */
export function radialScale(palette: ChartPalette) {
  return {
    r: {
      beginAtZero: true,
      // Drawn over the data (z 1): under it, a large segment hid the ticks' figures.
      ticks: { color: palette.text, backdropColor: palette.surface, z: 1 },
      grid: { color: palette.grid },
      angleLines: { color: palette.grid },
      pointLabels: { color: palette.text },
    },
  };
}

/** Axes of numbers on both sides (scatter, bubble). */
export function numericScales(palette: ChartPalette, xTitle: string, yTitle: string) {
  const axis = (title: string) => ({ title: { display: true, text: title, color: palette.text }, ticks: { color: palette.text }, grid: { color: palette.grid } });
  return { x: axis(xTitle), y: axis(yTitle) };
}
