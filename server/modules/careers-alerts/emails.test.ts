import { describe, expect, it } from 'vitest';
import { digestMail, jobCount } from './emails.js';
import type { Locale } from '../../../common/locales.js';
import type { PublicJobSummary } from '../careers-jobs/index.js';

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

describe("the digest's closing dates", () => {
  const job = { title: 'Staff nurse', department: 'nursing', location: 'main-campus', employmentType: 'permanent', workingPattern: 'shifts', closesAt: '2026-11-29T20:59:59.000Z' } as unknown as PublicJobSummary;
  const digest = (locale: Locale, region: string) =>
    digestMail({
      alert: { name: 'Nurses', email: 'a@example.org', locale, frequency: 'daily' },
      jobs: [job],
      total: 1,
      links: { seeAll: 'https://x/all', manage: 'https://x/manage', job: () => 'https://x/job' },
      timeZone: 'Africa/Nairobi',
      region,
      headers: {},
    }).text;

  it("are written in English the way the hospital's region does", () => {
    expect(digest('en', 'KE')).toContain('closes 29 November 2026');
    expect(digest('en', 'US')).toContain('closes November 29, 2026');
    expect(digest('fr', 'US')).toContain('clôture le 29 novembre 2026');
  });
});
