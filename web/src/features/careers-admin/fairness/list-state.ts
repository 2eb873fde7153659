import type { operations } from '../../../api/schema';
import type { ListParams, ListSpec } from '../../../components/list-kit';
import { DEPARTMENTS } from '../../../../../common/careers-vocabulary';
import { isDay } from '../applications/list-state';
import { isId, rangeInOrder } from '../audit-log/list-state';

/**
 * The fairness report's filters in the URL (the list kit's state, no paging or sort): `job` (an id),
 * `department`, `from` and `to` (submission days). Unknown or malformed values are dropped.
 */
export type FairnessFilter = 'job' | 'department' | 'from' | 'to';
export type FairnessQuery = NonNullable<operations['getFairnessReport']['parameters']['query']>;

export const FAIRNESS_SPEC: ListSpec<FairnessFilter> = {
  sortFields: ['group'],
  filters: { job: isId, department: DEPARTMENTS, from: isDay, to: isDay },
};

/** The report's request: the filters (a range out of order is left out: the screen says so). */
export function fairnessQuery({ filters }: ListParams<FairnessFilter>): FairnessQuery {
  const range = rangeInOrder(filters);
  return {
    ...(filters.job ? { jobId: Number(filters.job) } : {}),
    ...(filters.department ? { department: filters.department as FairnessQuery['department'] } : {}),
    ...(filters.from && range ? { from: filters.from } : {}),
    ...(filters.to && range ? { to: filters.to } : {}),
  };
}
