/**
 * The accessibility statement's build check (issue 35):
 *
 *   npm run a11y:statement          the last browser test run's axe report (test-results/axe-report.jsonl)
 *                                   becomes accessibility/evidence.json, statement.yaml becomes
 *                                   accessibility/statement.json (what the server serves); then the check.
 *   npm run a11y:statement -- --check   writes nothing: the check alone (CI, after the browser tests).
 *
 * The check refuses (exit 1, with the reasons): a statement file that does not match its schema,
 * statement.json out of step with statement.yaml, "fully compliant" while a known problem is listed,
 * a review date more than 365 days old, and any axe violation of the report (or, without a report,
 * of the committed evidence) that no known problem lists. With `--check` in CI (CI=true) a missing
 * report is refused too: the browser tests ran, so they must have left one.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { evidenceOf, statementProblems } from '../common/accessibility-statement';
import { AXE_REPORT, EVIDENCE_JSON, parseStatement, readAxeReport, readEvidence, STATEMENT_JSON, STATEMENT_YAML } from './accessibility-files';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function commitOf(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/** Checks (and unless `check`, writes) the statement files; answers the reasons it refuses them. */
export function buildStatement({ check, now = new Date(), ci = false, report = AXE_REPORT }: { check: boolean; now?: Date; ci?: boolean; report?: string }): string[] {
  const parsed = parseStatement(readFileSync(STATEMENT_YAML, 'utf8'));
  if ('errors' in parsed) return parsed.errors;
  const runs = readAxeReport(report);
  const errors: string[] = [];
  if (!runs && check && ci) errors.push(`the browser tests left no axe report (${report}): run them before this check`);
  const evidence = runs ? evidenceOf(runs, commitOf()) : readEvidence();
  if (check) {
    if (readText(STATEMENT_JSON) !== json(parsed.file)) errors.push(`${STATEMENT_JSON} is not ${STATEMENT_YAML} as JSON: run npm run a11y:statement and commit it`);
  } else {
    writeFileSync(STATEMENT_JSON, json(parsed.file));
    if (runs) writeFileSync(EVIDENCE_JSON, json(evidence));
  }
  return [...errors, ...statementProblems(parsed.file, evidence, now)];
}

if (process.argv[1]?.endsWith('build-accessibility-statement.ts')) {
  const check = process.argv.includes('--check');
  const errors = buildStatement({ check, ci: process.env.CI === 'true' });
  if (errors.length > 0) {
    console.error(`The accessibility statement cannot be published:\n${errors.map((e) => `  - ${e}`).join('\n')}`);
    process.exit(1);
  }
  console.log(check ? 'accessibility statement: checked' : `accessibility statement: ${STATEMENT_JSON}${readAxeReport() ? ` and ${EVIDENCE_JSON} (from ${AXE_REPORT})` : ''} written and checked`);
}
