import { describe, expect, it } from 'vitest';
import { keepAcrossLanguages } from './content-language';

const key = (query: Record<string, unknown>) => ({ queryKey: ['get', '/api/kb/data/category', { params: { query } }] });

describe('keepAcrossLanguages', () => {
  const placeholder = keepAcrossLanguages({ category: 'api-questions', lang: 'fr' });

  it('keeps the previous answer while the same call loads in another language', () => {
    expect(placeholder('english page', key({ category: 'api-questions', lang: 'en' }))).toBe('english page');
  });

  it('does not show another record’s answer, nor anything on the first load', () => {
    expect(placeholder('other page', key({ category: 'billing', lang: 'fr' }))).toBeUndefined();
    expect(placeholder('other page', key({ category: 'billing', lang: 'en' }))).toBeUndefined();
    expect(placeholder(undefined, undefined)).toBeUndefined();
  });
});
