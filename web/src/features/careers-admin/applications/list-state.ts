import type { operations } from '../../../api/schema';
import { listSearch, parseListParams, type ListParams, type ListSpec } from '../../../components/list-kit';
import { REVIEW_STATUSES, type ApplicationStatus } from './vocabulary';
import * as paths from '../../../../../common/paths';

/**
 * The applications list in the URL: the list kit's state with the filters `job`, `status`, `from`
 * and `to` (submission days), `q`, `sortBy`, `sortDesc`, `page` and `perPage`. Unknown or
 * malformed values are dropped.
 */
export const APPLICATIONS_PAGE = paths.careers.adminApplications;

export type ApplicationFilter = 'job' | 'status' | 'from' | 'to';
export type ApplicationQuery = NonNullable<operations['listApplications']['parameters']['query']>;
export type ExportQuery = NonNullable<operations['exportApplicationsCsv']['parameters']['query']>;

/** A real calendar day `YYYY-MM-DD`. */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A job id: a whole number from 1 to 2^31 - 1. */
const isId = (value: string) => /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647;

export const APPLICATION_LIST_SPEC: ListSpec<ApplicationFilter> = {
  sortFields: ['submittedAt', 'name', 'status', 'updatedAt'],
  defaultSortDesc: true,
  perPageOptions: [20, 50, 100],
  filters: { job: isId, status: REVIEW_STATUSES, from: isDay, to: isDay },
};

/** The list's URL with only these filters set (the figures link to it). */
export function applicationsHref(filters: Partial<Record<ApplicationFilter, string>>): string {
  const empty = parseListParams('', APPLICATION_LIST_SPEC);
  const search = listSearch({ ...empty, filters: { ...empty.filters, ...filters } }, APPLICATION_LIST_SPEC);
  return search ? `${APPLICATIONS_PAGE}?${search}` : APPLICATIONS_PAGE;
}

/** The CSV export's request: the filters and the order of the list, every page. */
export function exportQuery({ q, sortBy, sortDesc, filters }: ListParams<ApplicationFilter>): ExportQuery {
  return {
    sortBy: sortBy as ExportQuery['sortBy'],
    sortDesc,
    ...(q ? { q } : {}),
    ...(filters.job ? { jobId: Number(filters.job) } : {}),
    ...(filters.status ? { status: [filters.status as ApplicationStatus] } : {}),
    ...(filters.from ? { submittedFrom: filters.from } : {}),
    ...(filters.to ? { submittedTo: filters.to } : {}),
  };
}

/** The list's request: the export's, one page of it. */
export function applicationsQuery(params: ListParams<ApplicationFilter>): ApplicationQuery {
  return { ...exportQuery(params), page: params.page, perPage: params.perPage };
}
