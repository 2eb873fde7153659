import { subject } from '@casl/ability';
import { permittedFieldsOf } from '@casl/ability/extra';
import { sql } from 'drizzle-orm';
import type { Action, AppAbility } from '../../../common/ability.js';
import { APPLICATION_FIELDS, type ApplicationField } from '../../../common/staff-rules.js';
import { applications, jobs } from '../../db/schema.js';
import { abilityCondition, type AbilityBind, type AbilityColumns } from '../../lib/ability-sql.js';

/**
 * Who may see and do what with an application: the one enforcement path of the staff side. A
 * single application is checked as `subject('Application', row)` (its job's department included,
 * read now, so a job moved to another department moves its applications with it); lists, counts,
 * figures and exports are filtered in SQL by the same rules (`applicationCondition`); answers are
 * cut to the fields the rule grants (`readableFields`).
 */

/** The fields an Application rule may name, as SQL over `applications` (the department is its job's). */
export const APPLICATION_COLUMNS: AbilityColumns = {
  id: applications.id,
  jobId: applications.jobId,
  status: applications.status,
  applicantId: applications.applicantId,
  department: sql`(select ${jobs.department} from ${jobs} where ${jobs.id} = ${applications.jobId})`,
};

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

/** The SQL condition (and its shape) under which `ability` allows `action` on applications. */
export const applicationCondition = (ability: AppAbility, action: Action, bind?: AbilityBind) => abilityCondition(ability, action, 'Application', APPLICATION_COLUMNS, bind);

/** The fields of this application the caller may read (every field for a rule that names none). */
export function readableFields(ability: AppAbility, facts: ApplicationFacts): Set<ApplicationField> {
  const fields = permittedFieldsOf(ability, 'read', applicationSubject(facts), { fieldsFrom: (rule) => rule.fields ?? [...APPLICATION_FIELDS] });
  return new Set(fields as ApplicationField[]);
}
