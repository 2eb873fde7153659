import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AxeRun } from '../common/accessibility-statement';
import { buildStatement } from './build-accessibility-statement';

const noReport = join(mkdtempSync(join(tmpdir(), 'axe-report-')), 'none.jsonl');

/** An axe report of one check of `route` with `rule` violated, as the browser tests write it (test/e2e/axe-report.ts). */
function reportWith(route: string, rule: string | null): string {
  const path = join(mkdtempSync(join(tmpdir(), 'axe-report-')), 'axe-report.jsonl');
  const run: AxeRun = {
    route,
    skin: 'dark',
    language: 'de',
    testedAt: new Date().toISOString(),
    axeCoreVersion: '4.14.1',
    violations: rule ? [{ rule, impact: 'serious', tags: ['wcag2a', 'wcag111'] }] : [],
    incomplete: [],
  };
  writeFileSync(path, `${JSON.stringify(run)}\n`);
  return path;
}

describe('npm run a11y:statement -- --check on the committed statement', () => {
  it('accepts accessibility/statement.yaml, its JSON and the committed evidence as they are', () => {
    expect(buildStatement({ check: true, report: noReport })).toEqual([]);
  });

  it('refuses a report with a violation the statement does not list (an image without alt text injected into a page)', () => {
    expect(buildStatement({ check: true, report: reportWith('/careers/jobs', 'image-alt') })).toEqual([
      'axe found "image-alt" (1.1.1) on /careers/jobs and no known problem of the statement lists it',
    ]);
    expect(buildStatement({ check: true, report: reportWith('/careers/jobs', null) })).toEqual([]);
  });

  it('refuses the statement once its review is more than a year old', () => {
    const errors = buildStatement({ check: true, report: noReport, now: new Date(Date.now() + 400 * 86_400_000) });
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/^the applicants statement was last reviewed on \d{4}-\d{2}-\d{2}, \d+ days ago/);
  });

  it('in CI, refuses to check without the report of the browser tests that just ran', () => {
    expect(buildStatement({ check: true, ci: true, report: noReport })).toEqual([expect.stringContaining('the browser tests left no axe report')]);
  });
});
