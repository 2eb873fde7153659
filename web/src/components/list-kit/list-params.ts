/**
 * The state of a server-paged list, kept in the URL (react-admin's convention): `page`, `perPage`,
 * `sortBy`, `sortDesc`, `q` and the list's own filters. Reload, back and a shared link keep it.
 * Unknown or malformed values fall back to the defaults; defaults are left out of the URL.
 */

export const PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;

export type FilterRule = readonly string[] | 'text' | ((value: string) => boolean);

export interface ListSpec<F extends string = string> {
  /** Fields the server may sort by; `sortBy` outside them falls back to the default. */
  sortFields: readonly string[];
  defaultSortBy?: string;
  defaultSortDesc?: boolean;
  /** Page sizes offered; the first is the default unless `defaultPerPage` says otherwise. */
  perPageOptions?: readonly number[];
  defaultPerPage?: number;
  /**
   * Each filter's allowed values (a value outside them is dropped), `'text'` for free text, or a
   * test the value must pass (an id, a day).
   */
  filters?: Readonly<Record<F, FilterRule>>;
}

export interface ListParams<F extends string = string> {
  page: number;
  perPage: number;
  sortBy: string;
  sortDesc: boolean;
  q: string;
  /** Every filter of the spec; `''` means no filter. */
  filters: Record<F, string>;
}

const MAX_PAGE = 100_000;
const MAX_TEXT = 200;

/** Text from the URL: no control characters, trimmed, at most 200 characters. */
export function cleanText(value: string | null): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this pattern finds
  return (value ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').trim().slice(0, MAX_TEXT);
}

/** Whether a filter's rule lets `value` (cleaned, not empty) through. */
const allows = (rule: FilterRule, value: string) => rule === 'text' || (typeof rule === 'function' ? rule(value) : rule.includes(value));

/**
 * A repeatable filter (`?department=a&department=b`, a list that may match any of several values):
 * its values cleaned like a single filter's, those the rule allows, each once, at most `max`.
 */
export function readValues(params: URLSearchParams, name: string, rule: FilterRule, max = 20): string[] {
  return [...new Set(params.getAll(name).map(cleanText))].filter((value) => value !== '' && allows(rule, value)).slice(0, max);
}

/** Writes a repeatable filter's values into a query, in their order. */
export function appendValues(params: URLSearchParams, name: string, values: readonly string[]) {
  for (const value of values) params.append(name, value);
}

function defaults<F extends string>(spec: ListSpec<F>) {
  const perPageOptions = spec.perPageOptions ?? PER_PAGE_OPTIONS;
  return {
    perPageOptions,
    perPage: spec.defaultPerPage ?? perPageOptions[0]!,
    sortBy: spec.defaultSortBy ?? spec.sortFields[0] ?? '',
    sortDesc: spec.defaultSortDesc ?? false,
  };
}

/** The list state a query string describes. */
export function parseListParams<F extends string>(search: string | URLSearchParams, spec: ListSpec<F>): ListParams<F> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const fallback = defaults(spec);
  const page = Number(params.get('page'));
  const perPage = Number(params.get('perPage'));
  const sortBy = params.get('sortBy');
  const sortDesc = params.get('sortDesc');
  const filters = {} as Record<F, string>;
  for (const [name, rule] of Object.entries(spec.filters ?? {}) as [F, FilterRule][]) {
    const value = cleanText(params.get(name));
    filters[name] = value === '' || allows(rule, value) ? value : '';
  }
  return {
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    perPage: fallback.perPageOptions.includes(perPage) ? perPage : fallback.perPage,
    sortBy: sortBy !== null && spec.sortFields.includes(sortBy) ? sortBy : fallback.sortBy,
    sortDesc: sortDesc === 'true' ? true : sortDesc === 'false' ? false : fallback.sortDesc,
    q: cleanText(params.get('q')),
    filters,
  };
}

/** The query string (without `?`) of a list state; defaults left out, filters in the spec's order. */
export function listSearch<F extends string>(state: ListParams<F>, spec: ListSpec<F>): string {
  const fallback = defaults(spec);
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  for (const name of Object.keys(spec.filters ?? {}) as F[]) {
    if (state.filters[name]) params.set(name, state.filters[name]);
  }
  if (state.sortBy !== fallback.sortBy) params.set('sortBy', state.sortBy);
  if (state.sortDesc !== fallback.sortDesc) params.set('sortDesc', String(state.sortDesc));
  if (state.perPage !== fallback.perPage) params.set('perPage', String(state.perPage));
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

export type ListChange<F extends string> = Partial<Omit<ListParams<F>, 'filters'>> & { filters?: Partial<Record<F, string>> };

/**
 * The state after a change. Anything but the page itself sends the list back to page 1
 * (a new filter, sort or page size makes the old page number meaningless).
 */
export function applyListChange<F extends string>(state: ListParams<F>, change: ListChange<F>): ListParams<F> {
  const next: ListParams<F> = {
    ...state,
    ...change,
    filters: { ...state.filters, ...(change.filters ?? {}) } as Record<F, string>,
  };
  const onlyPage = Object.keys(change).every((key) => key === 'page');
  if (!onlyPage) next.page = change.page ?? 1;
  return next;
}

/**
 * The API query of a list state: `page`, `perPage`, `sortBy`, `sortDesc`, `q` (when set) and the set
 * filters, each under its URL name or the API's name for it in `apiNames` (`job` → `jobId`; typed by the URL names).
 */
export function toApiQuery<F extends string>(state: ListParams<F>, apiNames: Partial<Record<F, string>> = {}) {
  const filters = Object.fromEntries(
    (Object.entries(state.filters) as [F, string][]).filter(([, value]) => value !== '').map(([name, value]) => [apiNames[name] ?? name, value]),
  ) as Partial<Record<F, string>>;
  return {
    page: state.page,
    perPage: state.perPage,
    sortBy: state.sortBy,
    sortDesc: state.sortDesc,
    ...(state.q ? { q: state.q } : {}),
    ...filters,
  };
}

/** "Showing 11 to 20 of 50": the 1-based first and last row of the page shown. */
export function pageRange(state: Pick<ListParams, 'page' | 'perPage'>, total: number): { first: number; last: number } {
  const skipped = (state.page - 1) * state.perPage;
  if (skipped >= total) return { first: 0, last: 0 };
  return { first: skipped + 1, last: Math.min(skipped + state.perPage, total) };
}
