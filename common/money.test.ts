import { describe, expect, it } from 'vitest';
import { applyRate, basisPointsToPercent, centsToDecimal, formatMoney, formatPercent, invoiceAmounts, lineAmounts, parseBasisPoints, parseCents, parsePrice, parseQuantity } from './money';

const line = (cost: number, quantity = 1, discountBasisPoints = 0, taxBasisPoints = 0) => ({ cost, quantity, discountBasisPoints, taxBasisPoints });

describe('exact invoice money', () => {
  it('reads typed amounts digit by digit, with a point or a comma', () => {
    expect(parseCents('0.10')).toBe(10);
    expect(parseCents('0,2')).toBe(20);
    expect(parseCents(' 12 ')).toBe(1200);
    expect(parseCents('1234567.89')).toBe(123456789);
    for (const bad of ['', '-1', '1.234', '1e3', '0x10', '1,000.00', 'NaN', '.5', '1.', '１２']) expect(parseCents(bad), bad).toBeNull();
  });

  it('reads rates as basis points and quantities as whole numbers', () => {
    expect(parseBasisPoints('7.5')).toBe(750);
    expect(parseBasisPoints('100')).toBe(10_000);
    expect(parseBasisPoints('100.01')).toBeNull();
    expect(parseQuantity('3')).toBe(3);
    for (const bad of ['0', '1.5', '-2', '10001', '']) expect(parseQuantity(bad), bad).toBeNull();
  });

  it('writes cents and rates back as exact decimals', () => {
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(123450)).toBe('1234.50');
    expect(centsToDecimal(-250)).toBe('-2.50');
    expect(basisPointsToPercent(750)).toBe('7.5');
    expect(basisPointsToPercent(1000)).toBe('10');
    expect(basisPointsToPercent(0)).toBe('0');
  });

  it('rounds a rate half up, also beyond the safe range of a double', () => {
    expect(applyRate(10, 750)).toBe(1); // 0.75 cent
    expect(applyRate(20, 750)).toBe(2); // 1.5 cents
    expect(applyRate(30, 750)).toBe(2); // 2.25 cents
    expect(applyRate(1, 5000)).toBe(1); // exactly half a cent goes up
    expect(applyRate(1_000_000_000_000_000, 9_999)).toBe(999_900_000_000_000);
  });

  it('0.10 + 0.20 at 7.5 % tax is 0.33: tax rounded per line, half up', () => {
    const lines = [line(parseCents('0.10')!, 1, 0, parseBasisPoints('7.5')!), line(parseCents('0.20')!, 1, 0, 750)];
    expect(invoiceAmounts(lines)).toEqual({ subtotal: 30, discount: 0, tax: 3, total: 33 });
    expect(0.1 + 0.2).not.toBe(0.3); // what binary floating point would have started from
  });

  it('takes the discount before the tax, each line on its own', () => {
    expect(lineAmounts(line(1999, 3, 1000, 2300))).toEqual({ gross: 5997, discount: 600, tax: 1241, total: 6638 });
    const totals = invoiceAmounts([line(1999, 3, 1000, 2300), line(5, 1, 0, 0)]);
    expect(totals).toEqual({ subtotal: 6002, discount: 600, tax: 1241, total: 6643 });
  });

  it('formats money in the locale from the exact decimal', () => {
    expect(formatMoney(123450, 'en')).toBe('$1,234.50');
    expect(formatMoney(123450, 'de')).toMatch(/^1\.234,50\s\$$/);
    expect(formatMoney(33, 'fr')).toMatch(/^0,33\s\$US$/);
    expect(formatMoney(900719925474099, 'en')).toBe('$9,007,199,254,740.99');
    expect(formatPercent(750, 'en')).toBe('7.5%');
    expect(formatPercent(10_000, 'en')).toBe('100%');
    expect(formatPercent(5, 'de')).toMatch(/^0,05\s%$/);
  });

  it('formats in each language of the portal', () => {
    const nbsp = /[\u00a0\u202f]/g;
    expect(formatMoney(123_450, 'fr').replace(nbsp, ' ')).toBe('1 234,50 $US');
    expect(formatMoney(123_450, 'pt').replace(nbsp, ' ')).toBe('US$ 1.234,50');
    expect(formatMoney(-5, 'en')).toBe('-$0.05');
  });

  it('reads a typed price for a filter: up to 9,999,999.99', () => {
    expect(parsePrice('25')).toBe(2500);
    expect(parsePrice(' 7.5 ')).toBe(750);
    expect(parsePrice('9999999.99')).toBe(999_999_999);
    for (const bad of ['', '-1', '1.999', 'abc', '1e3', '12345678']) expect(parsePrice(bad), bad).toBeNull();
  });
});
