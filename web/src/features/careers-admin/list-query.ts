import type { operations } from '../../api/schema';
import { STATUS_LABELS, type JobStatus } from './vocabulary';
import { DEPARTMENT_LABELS, keysOf, type Department } from '../../lib/careers-vocabulary';
import * as paths from '../../../../common/paths';

/**
 * The job-management list in the URL: `status`, `department`, `q`, `sort` and `page`; the form
 * view is `?new=1` or `?edit={id}` over the same list. Unknown values are dropped.
 */

export type AdminJobQuery = NonNullable<operations['listJobs']['parameters']['query']>;
export type AdminSort = 'updated' | 'newest' | 'closing' | 'title';
export const ADMIN_SORTS: readonly AdminSort[] = ['updated', 'newest', 'closing', 'title'];
export const ADMIN_PER_PAGE = 20;

export interface AdminListState {
  status: JobStatus | null;
  department: Department | null;
  q: string;
  sort: AdminSort;
  page: number;
}

/** What the page shows: the list, the form for a new job, or the form for job `id`. */
export type AdminView = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; id: number };

const pick = <T extends string>(allowed: readonly T[], value: string | null): T | null =>
  value !== null && allowed.includes(value as T) ? (value as T) : null;

export function parseList(params: URLSearchParams): AdminListState {
  const page = Number(params.get('page'));
  return {
    status: pick(keysOf(STATUS_LABELS), params.get('status')),
    department: pick(keysOf(DEPARTMENT_LABELS), params.get('department')),
    // eslint-disable-next-line no-control-regex
    q: (params.get('q') ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').trim().slice(0, 200),
    sort: pick(ADMIN_SORTS, params.get('sort')) ?? 'updated',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function parseView(params: URLSearchParams): AdminView {
  const edit = Number(params.get('edit'));
  if (Number.isInteger(edit) && edit >= 1 && edit <= 2_147_483_647) return { kind: 'edit', id: edit };
  if (params.get('new') === '1') return { kind: 'new' };
  return { kind: 'list' };
}

/** The query string (without `?`) of a list state and view; defaults left out. */
export function listSearch(state: AdminListState, view: AdminView = { kind: 'list' }): string {
  const params = new URLSearchParams();
  if (state.status) params.set('status', state.status);
  if (state.department) params.set('department', state.department);
  if (state.q) params.set('q', state.q);
  if (state.sort !== 'updated') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  if (view.kind === 'new') params.set('new', '1');
  if (view.kind === 'edit') params.set('edit', String(view.id));
  return params.toString();
}

export function toAdminQuery(state: AdminListState): AdminJobQuery {
  return {
    ...(state.status ? { status: [state.status] } : {}),
    ...(state.department ? { department: [state.department] } : {}),
    ...(state.q ? { q: state.q } : {}),
    sort: state.sort,
    page: state.page,
    perPage: ADMIN_PER_PAGE,
  };
}

/** The page's URL for a list state and view. */
export function adminHref(state: AdminListState, view: AdminView = { kind: 'list' }): string {
  const search = listSearch(state, view);
  return search ? `${paths.careers.adminJobs}?${search}` : paths.careers.adminJobs;
}
