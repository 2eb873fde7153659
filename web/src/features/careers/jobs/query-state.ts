import type { operations } from '../../../api/schema';
import { DEPARTMENT_LABELS, EMPLOYMENT_TYPE_LABELS, WORKING_PATTERN_LABELS, type Department, type EmploymentType, type WorkingPattern } from '../../../lib/careers-vocabulary';

/**
 * The jobs list's view lives in the URL query: `q`, the repeatable filters `department`,
 * `location`, `employmentType`, `workingPattern`, `sort`, `page` and `exact` (search the words as
 * typed, without the misspelling correction). Reading the URL sanitizes it
 * (an unknown value is dropped, never sent to the API); writing it leaves defaults out, so one
 * view has one URL.
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
const MAX_Q = 200;
const MAX_LOCATION = 120;
const MAX_VALUES = 20;
const MAX_PAGE = 10_000;

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

const oneOf =
  <T extends string>(allowed: readonly T[]) =>
  (value: string): value is T =>
    allowed.includes(value as T);

const DEPARTMENTS = Object.keys(DEPARTMENT_LABELS) as Department[];
const EMPLOYMENT_TYPES = Object.keys(EMPLOYMENT_TYPE_LABELS) as EmploymentType[];
const WORKING_PATTERNS = Object.keys(WORKING_PATTERN_LABELS) as WorkingPattern[];

/** The distinct values of a repeated parameter that pass `keep`, at most MAX_VALUES. */
function values<T extends string>(params: URLSearchParams, name: FacetKey, keep: (value: string) => value is T): T[] {
  return [...new Set(params.getAll(name).map((v) => v.trim()))].filter(keep).slice(0, MAX_VALUES);
}

/** Removes characters the API refuses in one-line text (control characters). */
// eslint-disable-next-line no-control-regex -- control characters are what this pattern finds
const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f]/g, ' ');

export function parseFilters(params: URLSearchParams): JobFilters {
  const page = Number(params.get('page'));
  const sort = params.get('sort') ?? '';
  return {
    q: oneLine(params.get('q') ?? '').trim().slice(0, MAX_Q),
    department: values(params, 'department', oneOf(DEPARTMENTS)),
    location: values(params, 'location', (v): v is string => v !== '' && v.length <= MAX_LOCATION && oneLine(v) === v),
    employmentType: values(params, 'employmentType', oneOf(EMPLOYMENT_TYPES)),
    workingPattern: values(params, 'workingPattern', oneOf(WORKING_PATTERNS)),
    sort: oneOf(SORTS)(sort) ? sort : 'newest',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    exact: params.get('exact') === 'true',
  };
}

/** The query string of a view (without `?`), defaults left out. */
export function filtersToSearch(filters: JobFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  for (const key of FACETS) for (const value of filters[key]) params.append(key, value);
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
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
