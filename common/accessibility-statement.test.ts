import { describe, expect, it } from 'vitest';
import { audienceOf, criteriaOfTags, evidenceOf, routeOf, statementProblems, type AxeRun, type Evidence, type KnownProblem, type Statement, type StatementFile } from './accessibility-statement';

const text = { en: 'x', fr: 'x', de: 'x', pt: 'x' };
const problem = (overrides: Partial<KnownProblem> = {}): KnownProblem => ({
  id: 'p',
  source: 'audit',
  criteria: ['1.4.3'],
  routes: ['/careers/jobs'],
  axeRules: [],
  affects: text,
  workaround: text,
  fixBy: null,
  ...overrides,
});
const statement = (overrides: Partial<Statement> = {}): Statement => ({
  audience: 'applicants',
  scope: ['/careers'],
  status: 'partially',
  prepared: '2026-01-10',
  lastReviewed: '2026-01-10',
  reviewedBy: 'A person',
  canDo: [],
  problems: [],
  outOfScope: [],
  ...overrides,
});
const staff = statement({ audience: 'staff', scope: ['/careers/admin'] });
const file = (applicants: Statement): StatementFile => ({ organisation: 'H', standard: 'WCAG 2.2 AA', statements: [applicants, staff] });
const run = (route: string, violations: string[] = [], incomplete: string[] = []): AxeRun => ({
  route,
  skin: 'light',
  language: 'en',
  testedAt: '2026-02-01T10:00:00.000Z',
  axeCoreVersion: '4.14.1',
  violations: violations.map((rule) => ({ rule, impact: 'serious', tags: ['wcag2aa', 'wcag143'] })),
  incomplete: incomplete.map((rule) => ({ rule, impact: null, tags: ['wcag2a', 'wcag111'] })),
});
const clean: Evidence = evidenceOf([run('/careers')], 'abc');
const now = new Date('2026-06-01T12:00:00Z');

describe('the accessibility statement check', () => {
  it('accepts a partially compliant statement with its known problem, reviewed this year, and a clean report', () => {
    expect(statementProblems(file(statement({ problems: [problem()] })), clean, now)).toEqual([]);
  });

  it('refuses "fully compliant" while a known problem is listed', () => {
    const errors = statementProblems(file(statement({ status: 'fully', problems: [problem()] })), clean, now);
    expect(errors).toEqual([expect.stringContaining('the applicants statement says "fully compliant" while it lists 1 known problem')]);
    expect(statementProblems(file(statement({ status: 'fully' })), clean, now)).toEqual([]);
  });

  it('refuses a review more than 365 days old, and one dated in the future', () => {
    expect(statementProblems(file(statement({ lastReviewed: '2025-06-01' })), clean, now)).toEqual([]);
    expect(statementProblems(file(statement({ lastReviewed: '2025-05-31' })), clean, now)).toEqual([expect.stringContaining('366 days ago')]);
    expect(statementProblems(file(statement({ lastReviewed: '2026-06-02' })), clean, now)).toEqual([expect.stringContaining('a date in the future')]);
  });

  it('refuses an axe violation the statement does not list, until a known problem lists its rule on that route', () => {
    const injected = evidenceOf([run('/careers'), run('/careers/jobs', ['color-contrast']), run('/careers/jobs', ['color-contrast'])], 'abc');
    expect(statementProblems(file(statement()), injected, now)).toEqual(['axe found "color-contrast" (1.4.3) on /careers/jobs and no known problem of the statement lists it']);
    // Listed for another route or another rule: still refused.
    expect(statementProblems(file(statement({ problems: [problem({ routes: ['/careers/profile'], axeRules: ['color-contrast'] })] })), injected, now)).toHaveLength(1);
    expect(statementProblems(file(statement({ problems: [problem({ axeRules: ['image-alt'] })] })), injected, now)).toHaveLength(1);
    expect(statementProblems(file(statement({ problems: [problem({ axeRules: ['color-contrast'] })] })), injected, now)).toEqual([]);
  });
});

describe('the evidence of the axe report', () => {
  it('folds the checks per route: skins, languages, violations and items needing review with their WCAG criteria', () => {
    const evidence = evidenceOf([run('/careers', [], ['image-alt']), { ...run('/careers'), skin: 'dark', language: 'fr', testedAt: '2026-02-02T10:00:00.000Z' }, run('/login', ['color-contrast'])], 'abc');
    expect(evidence).toEqual({
      testedAt: '2026-02-02T10:00:00.000Z',
      axeCoreVersion: '4.14.1',
      commit: 'abc',
      routes: [
        { route: '/careers', skins: ['dark', 'light'], languages: ['en', 'fr'], checks: 2, violations: [], needsReview: [{ rule: 'image-alt', impact: null, criteria: ['1.1.1'], occurrences: 1 }] },
        { route: '/login', skins: ['light'], languages: ['en'], checks: 1, violations: [{ rule: 'color-contrast', impact: 'serious', criteria: ['1.4.3'], occurrences: 1 }], needsReview: [] },
      ],
    });
  });

  it('names routes as the route table does, and each route belongs to the statement with the longest matching scope', () => {
    expect(routeOf('/careers/job/staff-nurse-ward-7?x=1')).toBe('/careers/job/:id');
    expect(routeOf('/careers/admin/staff/12')).toBe('/careers/admin/staff/:id');
    expect(routeOf('/careers/jobs/')).toBe('/careers/jobs');
    expect(criteriaOfTags(['wcag2aa', 'wcag1410', 'wcag143', 'best-practice'])).toEqual(['1.4.10', '1.4.3']);
    const statements = file(statement()).statements;
    expect(audienceOf('/careers/admin/jobs', statements)).toBe('staff');
    expect(audienceOf('/careers/profile', statements)).toBe('applicants');
    expect(audienceOf('/careers-x', statements)).toBeNull();
    expect(audienceOf('/apps/email', statements)).toBeNull();
  });
});
