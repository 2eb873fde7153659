import { describe, expect, it } from 'vitest';
import { formatsFor, pointLabels } from './format';

describe('dashboard formats', () => {
  it('money arrives in cents and is shown in the locale', () => {
    expect(formatsFor('en').money(405_556)).toBe('$4,055.56');
    expect(formatsFor('de').money(405_556)).toMatch(/^4\.055,56\s\$$/);
    expect(formatsFor('en').signedMoney(-7_400)).toBe('-$74.00');
    expect(formatsFor('en').signedMoney(9_800)).toBe('+$98.00');
  });

  it('percent values are in percent units', () => {
    expect(formatsFor('en').percent(57.6)).toBe('57.6%');
    expect(formatsFor('fr').percent(57.6)).toMatch(/^57,6\s%$/);
    expect(formatsFor('en').signedPercent(-5)).toBe('-5%');
  });

  it('labels days and months as calendar values, with the year when months span two', () => {
    const f = formatsFor('en');
    expect(pointLabels(f, { period: 'day', labels: ['2026-11-24'] })).toEqual(['24 Nov']);
    expect(pointLabels(f, { period: 'month', labels: ['2026-05', '2026-06'] })).toEqual(['May', 'Jun']);
    expect(pointLabels(f, { period: 'month', labels: ['2025-12', '2026-01'] })).toEqual(['Dec 2025', 'Jan 2026']);
  });
});
