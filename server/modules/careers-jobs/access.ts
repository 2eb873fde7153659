import { subject } from '@casl/ability';
import type { Action, AppAbility } from '../../../common/ability.js';
import { jobs } from '../../db/schema.js';
import { abilityCondition, type AbilityBind, type AbilityColumns } from '../../lib/ability-sql.js';

/**
 * Who may see and change which job: a Job rule may name its `id` (a hiring team's jobs) and its
 * `department` (a recruitment admin's grant). Single jobs are checked as `subject('Job', row)`;
 * the admin list and the dashboard's open-jobs figure are filtered in SQL by the same rules.
 */
export const JOB_COLUMNS: AbilityColumns = { id: jobs.id, department: jobs.department };

export const jobSubject = (job: { id: number; department: string | null }) => subject('Job', { id: job.id, department: job.department });

/** The SQL condition (and its shape) under which `ability` allows `action` on jobs. */
export const jobCondition = (ability: AppAbility, action: Action, bind?: AbilityBind) => abilityCondition(ability, action, 'Job', JOB_COLUMNS, bind);
