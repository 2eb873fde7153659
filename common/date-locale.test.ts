import { describe, expect, it } from 'vitest';
import { dateLocale } from './date-locale';

const longDate = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2026-11-29T12:00:00Z'));
const shortDate = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' }).format(new Date('2026-11-29T12:00:00Z'));

describe('dateLocale', () => {
  it('writes English dates the way the region does (Kenya: day first)', () => {
    expect(shortDate(dateLocale('en', 'KE'))).toBe('29/11/2026');
    expect(longDate(dateLocale('en', 'KE'))).toBe('29 November 2026');
  });

  it('follows another region where it is set', () => {
    expect(shortDate(dateLocale('en', 'US'))).toBe('11/29/26');
  });

  it('keeps the other languages as they are, whatever the region', () => {
    expect(dateLocale('fr', 'KE')).toBe('fr');
    expect(longDate(dateLocale('de', 'US'))).toBe('29. November 2026');
  });

  it('falls back to British English for a region that is not one', () => {
    expect(dateLocale('en', 'k')).toBe('en-GB');
    expect(dateLocale('en', '<script>')).toBe('en-GB');
  });
});
