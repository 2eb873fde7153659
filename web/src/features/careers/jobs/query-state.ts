import type { operations } from '../../../api/schema';
import { appendValues, listSearch, parseListParams, readValues, type ListSpec } from '../../../components/list-kit/list-params';
import { DEPARTMENT_LABELS, EMPLOYMENT_TYPE_LABELS, WORKING_PATTERN_LABELS, type Department, type EmploymentType, type WorkingPattern } from '../../../lib/careers-vocabulary';

/**
 * The jobs list's view lives in the URL query, read and written by the list kit like every list's:
 * `q`, `sortBy`, `page`, the repeatable filters `department`, `location`, `employmentType`,
 * `workingPattern`, and `exact` (search the words as typed, without the misspelling correction).
 * Reading the URL sanitizes it (an unknown value is dropped, never sent to the API); writing it
 * leaves defaults out, so one view has one URL. Links shared before the board used the kit's names
 * (`sort=closing`) still open the same view.
 */

export type PublicJobQuery = NonNullable<operations['listPublicJobs']['parameters']['query']>;
export type JobSort = 'newest' | 'closing' | 'title';
export const SORTS: readonly JobSort[] = ['newest', 'closing', 'title'];
export const FACETS = ['department', 'location', 'employmentType', 'workingPattern'] as const;
export type FacetKey = (typeof FACETS)[number];

export interface JobFilters {
  q: string;
  department: Department[];
  location: string[];
  employmentType: EmploymentType[];
  workingPattern: WorkingPattern[];
  sort: JobSort;
  page: number;
  /** The words as typed: no "showing results for …" correction when they find nothing. */
  exact: boolean;
}

/** Jobs per page of the list. */
export const PER_PAGE = 10;
const MAX_LOCATION = 120;

/** The board as a list of the kit: its sorts, one page size, no single-valued filters. */
const BOARD_LIST: ListSpec = { sortFields: SORTS, defaultSortBy: 'newest', perPageOptions: [PER_PAGE] };

export const EMPTY_FILTERS: JobFilters = {
  q: '',
  department: [],
  location: [],
  employmentType: [],
  workingPattern: [],
  sort: 'newest',
  page: 1,
  exact: false,
};

const DEPARTMENTS = Object.keys(DEPARTMENT_LABELS) as Department[];
const EMPLOYMENT_TYPES = Object.keys(EMPLOYMENT_TYPE_LABELS) as EmploymentType[];
const WORKING_PATTERNS = Object.keys(WORKING_PATTERN_LABELS) as WorkingPattern[];

export function parseFilters(params: URLSearchParams): JobFilters {
  // A link from before the board used the kit's names: `sort=closing` is `sortBy=closing`.
  const legacySort = params.get('sort');
  const named = legacySort !== null && !params.has('sortBy') ? new URLSearchParams([...params, ['sortBy', legacySort]]) : params;
  const list = parseListParams(named, BOARD_LIST);
  return {
    q: list.q,
    department: readValues(params, 'department', DEPARTMENTS) as Department[],
    location: readValues(params, 'location', (value) => value.length <= MAX_LOCATION),
    employmentType: readValues(params, 'employmentType', EMPLOYMENT_TYPES) as EmploymentType[],
    workingPattern: readValues(params, 'workingPattern', WORKING_PATTERNS) as WorkingPattern[],
    sort: list.sortBy as JobSort,
    page: list.page,
    exact: params.get('exact') === 'true',
  };
}

/** The query string of a view (without `?`), defaults left out. */
export function filtersToSearch(filters: JobFilters): string {
  const list = new URLSearchParams(listSearch({ q: filters.q, sortBy: filters.sort, sortDesc: false, page: filters.page, perPage: PER_PAGE, filters: {} }, BOARD_LIST));
  // The words and the filters first, then the kit's sort and page: a list's query reads as it is built.
  const params = new URLSearchParams(filters.q ? { q: filters.q } : {});
  list.delete('q');
  for (const key of FACETS) appendValues(params, key, filters[key]);
  for (const [name, value] of list) params.append(name, value);
  if (filters.exact && filters.q) params.set('exact', 'true');
  return params.toString();
}

/** What to ask the API for. */
export function toApiQuery(filters: JobFilters): PublicJobQuery {
  return {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.department.length ? { department: filters.department } : {}),
    ...(filters.location.length ? { location: filters.location } : {}),
    ...(filters.employmentType.length ? { employmentType: filters.employmentType } : {}),
    ...(filters.workingPattern.length ? { workingPattern: filters.workingPattern } : {}),
    sort: filters.sort,
    page: filters.page,
    perPage: PER_PAGE,
    ...(filters.exact && filters.q ? { exact: true } : {}),
  };
}

/** The view with `value` of a filter switched on or off, back on the first page. */
export function toggleValue(filters: JobFilters, key: FacetKey, value: string, on: boolean): JobFilters {
  const current = filters[key] as string[];
  const next = on ? [...new Set([...current, value])] : current.filter((v) => v !== value);
  return { ...filters, [key]: next, page: 1 };
}

/** How many filter values are chosen (the text search not counted). */
export const activeFilterCount = (filters: JobFilters) => FACETS.reduce((n, key) => n + filters[key].length, 0);

/** The view without search words or filters; the sort is kept. */
export const clearedFilters = (filters: JobFilters): JobFilters => ({ ...EMPTY_FILTERS, sort: filters.sort });

/** The number of pages for `total` results. */
export const pageCount = (total: number) => Math.max(1, Math.ceil(total / PER_PAGE));
