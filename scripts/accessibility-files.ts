import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { evidenceOf, type AxeRun, type Evidence, type StatementFile } from '../common/accessibility-statement';
import { careersAccessibilitySchemas, StatementFileSchema } from '../server/modules/careers-accessibility/schemas';

/** The accessibility statement's files (issue 35): where they are and how they are read and checked. */
export const STATEMENT_YAML = 'accessibility/statement.yaml';
/** The YAML as JSON, which the server bundles (it has no YAML parser in production). */
export const STATEMENT_JSON = 'accessibility/statement.json';
export const EVIDENCE_JSON = 'accessibility/evidence.json';
/** What the browser tests' axe checks write, one JSON line per check (test/e2e/axe-report.ts). */
export const AXE_REPORT = process.env.AXE_REPORT ?? join('test-results', 'axe-report.jsonl');

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats.default(ajv);
for (const schema of careersAccessibilitySchemas) ajv.addSchema(schema);
const validStatementFile = ajv.compile(StatementFileSchema);

/** The statements of `yamlText`, or the reasons it is not a valid statement file. */
export function parseStatement(yamlText: string): { file: StatementFile } | { errors: string[] } {
  let data: unknown;
  try {
    data = parse(yamlText);
  } catch (error) {
    return { errors: [`${STATEMENT_YAML} is not valid YAML: ${(error as Error).message}`] };
  }
  if (!validStatementFile(data)) {
    return { errors: (validStatementFile.errors ?? []).slice(0, 20).map((e) => `${STATEMENT_YAML} ${e.instancePath || '/'}: ${e.message}`) };
  }
  const file = data as StatementFile;
  const audiences = file.statements.map((s) => s.audience).sort();
  if (audiences.join() !== 'applicants,staff') return { errors: [`${STATEMENT_YAML} must hold one statement for applicants and one for staff`] };
  return { file };
}

/** The runs of an axe report (JSON lines), or null when there is none. */
export function readAxeReport(path = AXE_REPORT): AxeRun[] | null {
  if (!existsSync(path)) return null;
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as AxeRun);
}

/** The committed evidence, or evidence with no route when there is none yet. */
export function readEvidence(path = EVIDENCE_JSON): Evidence {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Evidence) : evidenceOf([], null);
}
