import { describe, expect, it } from 'vitest';
import { readChartTheme } from '../../../lib/chart-theme';
import { buildChartConfig, chartColours, withAlpha } from './chart-config';
import type { ChartSpec } from './chart-spec';

const format = (n: number) => String(n);
const bars: ChartSpec = { kind: 'stacked-bar', labels: ['Jan', 'Feb'], series: [{ key: 'earning', label: 'Earnings', data: [1, 2] }, { key: 'expense', label: 'Expenses', data: [-1, -2], colour: 2 }], format };

describe('chart configuration', () => {
  it('draws in the skin: other colours in the dark skin, the same order', () => {
    const light = chartColours(bars, readChartTheme('light'));
    const dark = chartColours(bars, readChartTheme('dark'));
    expect(light).toHaveLength(2);
    expect(dark).not.toEqual(light);
    expect(readChartTheme('semi-dark').series).toEqual(readChartTheme('light').series);
  });

  it('stacks bars, colours slices one by one, and fills a gauge to its value', () => {
    const stacked = buildChartConfig(bars, readChartTheme('light'));
    expect(stacked.type).toBe('bar');
    expect((stacked.options?.scales as { x: { stacked: boolean } }).x.stacked).toBe(true);
    const pie = buildChartConfig({ kind: 'doughnut', labels: ['A', 'B', 'C'], series: [{ key: 's', label: 'S', data: [1, 2, 3] }], format }, readChartTheme('light'));
    expect(pie.data.datasets[0]!.backgroundColor).toHaveLength(3);
    const gauge = buildChartConfig({ kind: 'gauge', labels: ['Done'], series: [{ key: 'v', label: 'V', data: [140] }], format }, readChartTheme('dark'));
    expect(gauge.data.datasets[0]!.data).toEqual([100, 0]);
  });

  it('makes fills translucent', () => {
    expect(withAlpha('#0e8174', 0.2)).toBe('rgba(14, 129, 116, 0.2)');
  });
});
