import statementFile from '../../../accessibility/statement.json' with { type: 'json' };
import evidenceFile from '../../../accessibility/evidence.json' with { type: 'json' };
import { audienceOf, type Evidence, type StatementFile } from '../../../common/accessibility-statement.js';
import type { AppConfig } from '../../config.js';
import type { AccessibilityStatement } from './schemas.js';

/**
 * The statements as served: accessibility/statement.json (statement.yaml as a person wrote it,
 * checked by `npm run a11y:statement`), each with the axe evidence of its own routes
 * (accessibility/evidence.json), and the deployment's contact and enforcement body. Built once:
 * both files are part of the build.
 */
export function accessibilityStatement(config: AppConfig, file: StatementFile = statementFile as StatementFile, evidence: Evidence = evidenceFile as Evidence): AccessibilityStatement {
  const { contactEmail, replyWorkingDays, enforcementBody, enforcementUrl } = config.accessibility;
  return {
    organisation: file.organisation,
    standard: file.standard,
    contact: { email: contactEmail, replyWorkingDays },
    enforcement: { body: enforcementBody, url: enforcementUrl },
    statements: file.statements.map((statement) => ({
      ...statement,
      evidence: evidence.routes.filter((route) => audienceOf(route.route, file.statements) === statement.audience),
    })),
    evidence: { testedAt: evidence.testedAt, axeCoreVersion: evidence.axeCoreVersion, commit: evidence.commit },
  };
}
