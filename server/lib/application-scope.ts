import { and, ne, sql, type SQL } from 'drizzle-orm';
import type { Action, AppAbility } from '../../common/ability.js';
import type { Database } from '../db/connection.js';
import { applications, jobs } from '../db/schema.js';
import { abilityCondition, type AbilityBind, type AbilityColumns } from './ability-sql.js';

/**
 * The applications a caller may act on, as SQL: the fields an Application rule may name, over
 * `applications` (the department is its job's, read now). Shared by the applications module (lists,
 * counts, figures, exports) and the documents module (a reviewer downloads only the documents of
 * applications they may read).
 */
export const APPLICATION_COLUMNS: AbilityColumns = {
  id: applications.id,
  jobId: applications.jobId,
  status: applications.status,
  applicantId: applications.applicantId,
  department: sql`(select ${jobs.department} from ${jobs} where ${jobs.id} = ${applications.jobId})`,
};

/** The SQL condition (and its shape) under which `ability` allows `action` on applications. */
export const applicationCondition = (ability: AppAbility, action: Action, bind?: AbilityBind) => abilityCondition(ability, action, 'Application', APPLICATION_COLUMNS, bind);

/** Whether the caller may read a submitted application that includes the document `documentId`. */
export async function readsApplicationWithDocument(db: Database, ability: AppAbility, documentId: string): Promise<boolean> {
  const scope: SQL = applicationCondition(ability, 'read').condition;
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(ne(applications.status, 'draft'), sql`${applications.snapshot} -> 'documents' @> jsonb_build_array(jsonb_build_object('id', ${documentId}::text))`, scope))
    .limit(1);
  return row !== undefined;
}
