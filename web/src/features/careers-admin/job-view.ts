import type { operations } from '../../api/schema';
import type { ListParams, ListSpec } from '../../components/list-kit';
import { DEPARTMENT_LABELS, keysOf, type Department } from '../../lib/careers-vocabulary';
import { STATUS_LABELS, type JobStatus } from './vocabulary';
import * as paths from '../../../../common/paths';

/**
 * /careers/admin/jobs in the URL: the list kit's state (`status`, `department`, `q`, `sortBy`,
 * `sortDesc`, `page`, `perPage`), and the form over it at `?new=1` or `?edit={id}`.
 */
export const JOBS_PAGE = paths.careers.adminJobs;

export type JobFilter = 'status' | 'department';
export type AdminJobQuery = NonNullable<operations['listJobs']['parameters']['query']>;

export const JOB_LIST_SPEC: ListSpec<JobFilter> = {
  sortFields: ['updatedAt', 'createdAt', 'closingDate', 'title'],
  defaultSortDesc: true,
  perPageOptions: [20, 50, 100],
  filters: { status: keysOf(STATUS_LABELS), department: keysOf(DEPARTMENT_LABELS) },
};

/** What the page shows: the list, the form for a new job, or the form for job `id`. */
export type JobView = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; id: number };

export function parseView(search: string): JobView {
  const params = new URLSearchParams(search);
  const edit = Number(params.get('edit'));
  if (Number.isInteger(edit) && edit >= 1 && edit <= 2_147_483_647) return { kind: 'edit', id: edit };
  if (params.get('new') === '1') return { kind: 'new' };
  return { kind: 'list' };
}

/** The page's URL for a list (its query string, `listSearch`) and a view over it. */
export function jobsHref(list: string, view: JobView = { kind: 'list' }): string {
  const params = new URLSearchParams(list);
  if (view.kind === 'new') params.set('new', '1');
  if (view.kind === 'edit') params.set('edit', String(view.id));
  const search = params.toString();
  return search ? `${JOBS_PAGE}?${search}` : JOBS_PAGE;
}

/** The listJobs request of a list state (the API takes lists of statuses and departments). */
export function jobsQuery({ page, perPage, sortBy, sortDesc, q, filters }: ListParams<JobFilter>): AdminJobQuery {
  return {
    page,
    perPage,
    sortBy: sortBy as AdminJobQuery['sortBy'],
    sortDesc,
    ...(q ? { q } : {}),
    ...(filters.status ? { status: [filters.status as JobStatus] } : {}),
    ...(filters.department ? { department: [filters.department as Department] } : {}),
  };
}
