import { describe, expect, it } from 'vitest';
import { centsToDecimal, formatCents, parsePriceToCents } from './money';

describe('money in the locale, from integer cents', () => {
  it('writes cents as an exact decimal', () => {
    expect(centsToDecimal(30)).toBe('0.30');
    expect(centsToDecimal(199_999)).toBe('1999.99');
    expect(centsToDecimal(-5)).toBe('-0.05');
  });

  it('formats in each language of the portal', () => {
    const nbsp = /[\u00a0\u202f]/g;
    expect(formatCents(123_450, 'en')).toBe('$1,234.50');
    expect(formatCents(123_450, 'fr').replace(nbsp, ' ')).toBe('1 234,50 $US');
    expect(formatCents(123_450, 'de').replace(nbsp, ' ')).toBe('1.234,50 $');
    expect(formatCents(123_450, 'pt').replace(nbsp, ' ')).toBe('US$ 1.234,50');
  });

  it('reads typed prices without floating point', () => {
    expect(parsePriceToCents('25')).toBe(2500);
    expect(parsePriceToCents('0.1')).toBe(10);
    expect(parsePriceToCents('19,99')).toBe(1999);
    expect(parsePriceToCents(' 7.5 ')).toBe(750);
    for (const bad of ['', '-1', '1.999', 'abc', '1e3', '12345678']) expect(parsePriceToCents(bad), bad).toBeNull();
  });
});
