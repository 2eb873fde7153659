import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { routeMatches, routeOf, type AxeRun, type StatementFile } from '../../common/accessibility-statement';

/**
 * The evidence of the accessibility statement (issue 35): every axe check of the browser tests
 * appends one line (route, skin, language, violations, items needing review) to the report, which
 * `npm run a11y:statement` turns into accessibility/evidence.json. Playwright empties test-results/
 * at the start of a run, so the report is the last run's. Lines are appended whole (one write
 * each), so the workers' checks never mix.
 */
export const AXE_REPORT = process.env.AXE_REPORT ?? 'test-results/axe-report.jsonl';

const finding = (result: AxeResults['violations'][number]) => ({ rule: result.id, impact: result.impact ?? null, tags: result.tags });

/** Appends the results of one axe check of `page` to the report. */
export async function recordAxeRun(page: Page, results: AxeResults): Promise<void> {
  const { skin, language } = await page.evaluate(() => ({ skin: document.documentElement.dataset.skin ?? 'light', language: document.documentElement.lang || 'en' }));
  const run: AxeRun = {
    route: routeOf(new URL(page.url()).pathname),
    skin,
    language,
    testedAt: results.timestamp,
    axeCoreVersion: results.testEngine.version,
    violations: results.violations.map(finding),
    incomplete: results.incomplete.map(finding),
  };
  mkdirSync(dirname(AXE_REPORT), { recursive: true });
  appendFileSync(AXE_REPORT, `${JSON.stringify(run)}\n`);
}

let listed: StatementFile['statements'][number]['problems'] | undefined;

/**
 * Whether the statement lists the violation of `rule` on `pathname` as a known problem (with its
 * workaround and fix date): such a violation is in the evidence and the statement, and does not
 * fail the test; any other fails it, and the statement's build check refuses it.
 */
export function listedInStatement(rule: string, pathname: string): boolean {
  listed ??= (JSON.parse(readFileSync('accessibility/statement.json', 'utf8')) as StatementFile).statements.flatMap((s) => s.problems);
  const route = routeOf(pathname);
  return listed.some((problem) => problem.axeRules.includes(rule) && problem.routes.some((prefix) => routeMatches(route, prefix)));
}
