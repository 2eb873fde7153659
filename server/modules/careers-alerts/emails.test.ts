import { describe, expect, it } from 'vitest';
import { jobCount } from './emails.js';

describe('the subject\'s count', () => {
  it.each([
    ['en', 1, '1 new job'],
    ['en', 5, '5 new jobs'],
    ['fr', 1, '1 nouvelle offre'],
    ['fr', 5, '5 nouvelles offres'],
    ['de', 1, '1 neue Stelle'],
    ['de', 5, '5 neue Stellen'],
    ['pt', 1, '1 nova vaga'],
    ['pt', 5, '5 novas vagas'],
    ['de', 1200, '1.200 neue Stellen'],
  ] as const)('%s %d: %s', (locale, n, text) => {
    expect(jobCount(n, locale)).toBe(text);
  });
});
