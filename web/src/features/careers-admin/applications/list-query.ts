import type { operations } from '../../../api/schema';
import { REVIEW_STATUSES, type ApplicationStatus } from './vocabulary';
import * as paths from '../../../../../common/paths';

/**
 * The applications list in the URL: `job`, `status`, `q`, `from`, `to`, `sort` and `page`.
 * Unknown or malformed values are dropped.
 */
export type ApplicationQuery = NonNullable<operations['listApplications']['parameters']['query']>;
export type ApplicationSort = 'newest' | 'oldest' | 'name' | 'status' | 'updated';
export const APPLICATION_SORTS: readonly ApplicationSort[] = ['newest', 'oldest', 'name', 'status', 'updated'];
export const APPLICATIONS_PER_PAGE = 20;
export const APPLICATIONS_PATH = paths.careers.adminApplications;

export interface ApplicationListState {
  jobId: number | null;
  status: ApplicationStatus | null;
  q: string;
  from: string | null;
  to: string | null;
  sort: ApplicationSort;
  page: number;
}

export const EMPTY_LIST: ApplicationListState = { jobId: null, status: null, q: '', from: null, to: null, sort: 'newest', page: 1 };

const pick = <T extends string>(allowed: readonly T[], value: string | null): T | null =>
  value !== null && allowed.includes(value as T) ? (value as T) : null;

/** A real calendar day `YYYY-MM-DD`, or null. */
export function validDay(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? value : null;
}

const positiveInt = (value: string | null, max: number): number | null => {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= max ? n : null;
};

export function parseApplicationList(params: URLSearchParams): ApplicationListState {
  return {
    jobId: positiveInt(params.get('job'), 2_147_483_647),
    status: pick(REVIEW_STATUSES, params.get('status')),
    // eslint-disable-next-line no-control-regex
    q: (params.get('q') ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').trim().slice(0, 200),
    from: validDay(params.get('from')),
    to: validDay(params.get('to')),
    sort: pick(APPLICATION_SORTS, params.get('sort')) ?? 'newest',
    page: positiveInt(params.get('page'), 10_000) ?? 1,
  };
}

/** The query string (without `?`) of a list state; defaults left out. */
export function applicationListSearch(state: ApplicationListState): string {
  const params = new URLSearchParams();
  if (state.jobId) params.set('job', String(state.jobId));
  if (state.status) params.set('status', state.status);
  if (state.q) params.set('q', state.q);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.sort !== 'newest') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

export function applicationListHref(state: ApplicationListState): string {
  const search = applicationListSearch(state);
  return search ? `${APPLICATIONS_PATH}?${search}` : APPLICATIONS_PATH;
}

/** The filters alone (what the CSV export takes), without sort or page. */
export function toFilterQuery(state: ApplicationListState): ApplicationQuery {
  return {
    ...(state.jobId ? { jobId: state.jobId } : {}),
    ...(state.status ? { status: [state.status] } : {}),
    ...(state.q ? { q: state.q } : {}),
    ...(state.from ? { submittedFrom: state.from } : {}),
    ...(state.to ? { submittedTo: state.to } : {}),
  };
}

/** The list request of a state: the filters, the sort and the page. */
export function toApplicationQuery(state: ApplicationListState): ApplicationQuery {
  return { ...toFilterQuery(state), sort: state.sort, page: state.page, perPage: APPLICATIONS_PER_PAGE };
}
