import { subject } from '@casl/ability';
import { permittedFieldsOf } from '@casl/ability/extra';
import type { AppAbility } from '../../../common/ability.js';
import { APPLICATION_FIELDS, type ApplicationField } from '../../../common/staff-rules.js';

/**
 * Who may see and do what with an application: the one enforcement path of the staff side. A
 * single application is checked as `subject('Application', row)` (its job's department included,
 * read now, so a job moved to another department moves its applications with it); lists, counts,
 * figures and exports are filtered in SQL by the same rules (`applicationCondition`); answers are
 * cut to the fields the rule grants (`readableFields`).
 */

export { APPLICATION_COLUMNS, applicationCondition } from '../../lib/application-scope.js';

/** What a rule is checked against: the application's own columns and its job's department. */
export interface ApplicationFacts {
  id: number;
  jobId: number;
  status: string;
  applicantId: number | null;
  department: string | null;
}

export const applicationSubject = (facts: ApplicationFacts) =>
  subject('Application', { id: facts.id, jobId: facts.jobId, status: facts.status, applicantId: facts.applicantId, department: facts.department });

/** The fields of this application the caller may read (every field for a rule that names none). */
export function readableFields(ability: AppAbility, facts: ApplicationFacts): Set<ApplicationField> {
  const fields = permittedFieldsOf(ability, 'read', applicationSubject(facts), { fieldsFrom: (rule) => rule.fields ?? [...APPLICATION_FIELDS] });
  return new Set(fields as ApplicationField[]);
}
