import { afterEach, describe, expect, it } from 'vitest';
import { dateFormat, setRegion } from './date-format';

const day = new Date(2026, 10, 29, 12);

describe('dates in the SPA', () => {
  afterEach(() => {
    document.head.querySelector('meta[name="region"]')?.remove();
    setRegion('KE');
  });

  it('write English the way the region the page names does', () => {
    setRegion('KE');
    expect(dateFormat('en', { dateStyle: 'short' }).format(day)).toBe('29/11/2026');
    expect(dateFormat('en', { dateStyle: 'long' }).format(day)).toBe('29 November 2026');
    setRegion('US');
    expect(dateFormat('en', { dateStyle: 'long' }).format(day)).toBe('November 29, 2026');
  });

  it('leave French, German and Portuguese as they are', () => {
    setRegion('US');
    expect(dateFormat('fr', { dateStyle: 'long' }).format(day)).toBe('29 novembre 2026');
    expect(dateFormat('de', { dateStyle: 'short' }).format(day)).toBe('29.11.26');
    expect(dateFormat('pt', { dateStyle: 'long' }).format(day)).toBe('29 de novembro de 2026');
  });

  it('ignore a region that is not one', () => {
    setRegion('not a region');
    expect(dateFormat('en', { dateStyle: 'short' }).format(day)).toBe('29/11/2026');
  });
});
