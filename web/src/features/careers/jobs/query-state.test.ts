import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  clearedFilters,
  EMPTY_FILTERS,
  filtersToSearch,
  pageCount,
  parseFilters,
  PER_PAGE,
  toApiQuery,
  toggleValue,
} from './query-state';

const parse = (search: string) => parseFilters(new URLSearchParams(search));

describe('jobs list URL ↔ filters', () => {
  it('reads every choice from the query, repeated filters included', () => {
    const filters = parse('q=nurse&department=nursing&department=surgery&location=Main+Campus&employmentType=locum&workingPattern=shifts&sortBy=closing&page=3&exact=true');
    expect(filters).toEqual({
      q: 'nurse',
      department: ['nursing', 'surgery'],
      location: ['Main Campus'],
      employmentType: ['locum'],
      workingPattern: ['shifts'],
      sort: 'closing',
      page: 3,
      exact: true,
    });
  });

  it('writes a view back to the same query, so a link gives the same view', () => {
    const search = 'q=nurse&department=nursing&department=surgery&location=Main+Campus&employmentType=locum&workingPattern=shifts&sortBy=closing&page=3&exact=true';
    expect(filtersToSearch(parse(search))).toBe(search);
  });

  it('opens links shared before the board took the list kit names (sort=) on the same view, under the new name', () => {
    const old = parse('q=nurse&department=nursing&sort=closing&page=2');
    expect(old).toEqual(parse('q=nurse&department=nursing&sortBy=closing&page=2'));
    expect(filtersToSearch(old)).toBe('q=nurse&department=nursing&sortBy=closing&page=2');
    // Both given: the list kit's name wins.
    expect(parse('sort=title&sortBy=closing').sort).toBe('closing');
    expect(parse('sort=random').sort).toBe('newest');
  });

  it('leaves defaults out: the plain list has no query', () => {
    expect(filtersToSearch(EMPTY_FILTERS)).toBe('');
    expect(filtersToSearch(parse('sort=newest&page=1'))).toBe('');
    // "As typed" means nothing without words.
    expect(filtersToSearch(parse('exact=true'))).toBe('');
  });

  it('drops what the API would refuse instead of sending it', () => {
    const filters = parse(`department=nope&department=nursing&department=nursing&employmentType=forever&workingPattern=&sort=random&page=-2&location=${'x'.repeat(121)}`);
    expect(filters.department).toEqual(['nursing']);
    expect(filters.employmentType).toEqual([]);
    expect(filters.workingPattern).toEqual([]);
    expect(filters.location).toEqual([]);
    expect(filters.sort).toBe('newest');
    expect(filters.page).toBe(1);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse(`q=${'a'.repeat(300)}`).q).toHaveLength(200);
    expect(parse('q=%00nurse%0A').q).toBe('nurse');
  });

  it('asks the API for one page of the chosen view', () => {
    expect(toApiQuery(parse('q=lab&location=Main+Campus&page=2'))).toEqual({ q: 'lab', location: ['Main Campus'], sort: 'newest', page: 2, perPage: PER_PAGE });
    expect(toApiQuery(EMPTY_FILTERS)).toEqual({ sort: 'newest', page: 1, perPage: PER_PAGE });
  });

  it('ticks and unticks a filter value, back on the first page', () => {
    const start = parse('department=nursing&page=4');
    const more = toggleValue(start, 'department', 'surgery', true);
    expect(more.department).toEqual(['nursing', 'surgery']);
    expect(more.page).toBe(1);
    expect(toggleValue(more, 'department', 'nursing', false).department).toEqual(['surgery']);
    expect(toggleValue(start, 'department', 'nursing', true).department).toEqual(['nursing']);
    expect(activeFilterCount(more)).toBe(2);
  });

  it('clears words and filters but keeps the sort', () => {
    expect(clearedFilters(parse('q=x&department=ict&sortBy=title&page=2'))).toEqual({ ...EMPTY_FILTERS, sort: 'title' });
  });

  it('counts pages', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(PER_PAGE)).toBe(1);
    expect(pageCount(PER_PAGE + 1)).toBe(2);
  });
});
