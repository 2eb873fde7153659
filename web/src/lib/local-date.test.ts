import { describe, expect, it } from 'vitest';
import { formatIsoDate, parseLocalDate, patternText } from './local-date';

const letters = { day: 'DD', month: 'MM', year: 'YYYY' };

describe('dates in the language of the page', () => {
  it('writes a date the way each language does', () => {
    // English follows the region (Kenya by default): day first.
    expect(formatIsoDate('1990-05-17', 'en')).toBe('17/05/1990');
    expect(formatIsoDate('1990-05-17', 'fr')).toBe('17/05/1990');
    expect(formatIsoDate('1990-05-17', 'de')).toBe('17.05.1990');
    expect(formatIsoDate('1990-05-17', 'pt')).toBe('17/05/1990');
    expect(formatIsoDate(null, 'fr')).toBe('');
    expect(patternText('fr', { day: 'JJ', month: 'MM', year: 'AAAA' })).toBe('JJ/MM/AAAA');
    expect(patternText('de', letters)).toBe('DD.MM.YYYY');
    expect(patternText('en', letters)).toBe('DD/MM/YYYY');
  });

  it('reads what people type in that order, and YYYY-MM-DD everywhere', () => {
    expect(parseLocalDate('17/05/1990', 'fr')).toBe('1990-05-17');
    expect(parseLocalDate('17.5.1990', 'de')).toBe('1990-05-17');
    expect(parseLocalDate('17/5/1990', 'en')).toBe('1990-05-17');
    expect(parseLocalDate('5/17/1990', 'en')).toBeNull();
    expect(parseLocalDate(' 17-05-1990 ', 'pt')).toBe('1990-05-17');
    expect(parseLocalDate('1990-05-17', 'de')).toBe('1990-05-17');
  });

  it('refuses what is not a real date', () => {
    expect(parseLocalDate('31/02/2020', 'fr')).toBeNull();
    expect(parseLocalDate('05/17/1990', 'fr')).toBeNull();
    expect(parseLocalDate('17/05/90', 'fr')).toBeNull();
    expect(parseLocalDate('tomorrow', 'en')).toBeNull();
    expect(parseLocalDate('', 'en')).toBeNull();
    expect(parseLocalDate('2020-13-01', 'en')).toBeNull();
  });
});
