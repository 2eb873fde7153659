import { describe, expect, it } from 'vitest';
import { formatSalaryRange } from './salary';

// Intl puts narrow no-break spaces and no-break spaces in some locales: compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('salary range', () => {
  it('is written in the reader’s locale, with the currency', () => {
    // The range dash and its spacing depend on the ICU version: compare without it.
    const range = (locale: string) => plain(formatSalaryRange(68000, 92000, 'KES', locale)).replace(/\s*[–-]\s*/, ' – ');
    expect(range('en')).toBe('KES 68,000 – 92,000');
    expect(range('fr')).toBe('68 000 – 92 000 KES');
    expect(range('de')).toBe('68.000 – 92.000 KES');
  });

  it('is one figure when the range is one value', () => {
    expect(plain(formatSalaryRange(50000, 50000, 'EUR', 'en'))).toBe('€50,000');
  });

  it('still shows the figures with a currency code Intl does not know', () => {
    expect(plain(formatSalaryRange(1000, 2000, 'X1', 'en')).replace(/\s*[–-]\s*/, '–')).toBe('1,000–2,000');
  });
});
