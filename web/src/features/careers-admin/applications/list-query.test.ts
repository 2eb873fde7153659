import { describe, expect, it } from 'vitest';
import {
  APPLICATIONS_PER_PAGE,
  applicationListHref,
  applicationListSearch,
  EMPTY_LIST,
  parseApplicationList,
  toApplicationQuery,
  toFilterQuery,
  validDay,
} from './list-query';

const params = (search: string) => new URLSearchParams(search);

describe('applications list URL', () => {
  it('reads every filter', () => {
    expect(parseApplicationList(params('job=12&status=shortlisted&q=+Amina+&from=2026-01-01&to=2026-02-28&sort=name&page=3'))).toEqual({
      jobId: 12,
      status: 'shortlisted',
      q: 'Amina',
      from: '2026-01-01',
      to: '2026-02-28',
      sort: 'name',
      page: 3,
    });
  });

  it('drops unknown and malformed values', () => {
    expect(parseApplicationList(params('job=abc&status=draft&from=2026-02-30&to=yesterday&sort=x&page=0'))).toEqual(EMPTY_LIST);
    expect(parseApplicationList(params('job=-1&page=1.5&status=deleted'))).toEqual(EMPTY_LIST);
    expect(parseApplicationList(params('q=%00a%1fb')).q).toBe('a b');
  });

  it('writes the state back, defaults left out, and reads it the same', () => {
    expect(applicationListSearch(EMPTY_LIST)).toBe('');
    expect(applicationListHref(EMPTY_LIST)).toBe('/careers/admin/applications');
    const state = { jobId: 4, status: 'interview' as const, q: 'nurse', from: '2026-03-01', to: null, sort: 'oldest' as const, page: 2 };
    const search = applicationListSearch(state);
    expect(search).toBe('job=4&status=interview&q=nurse&from=2026-03-01&sort=oldest&page=2');
    expect(parseApplicationList(params(search))).toEqual(state);
  });

  it('asks the API for the filters, sort and page; the export for the filters only', () => {
    const state = { jobId: 4, status: 'rejected' as const, q: 'x', from: '2026-03-01', to: '2026-03-31', sort: 'status' as const, page: 2 };
    const filters = { jobId: 4, status: ['rejected'], q: 'x', submittedFrom: '2026-03-01', submittedTo: '2026-03-31' };
    expect(toFilterQuery(state)).toEqual(filters);
    expect(toApplicationQuery(state)).toEqual({ ...filters, sort: 'status', page: 2, perPage: APPLICATIONS_PER_PAGE });
    expect(toFilterQuery(EMPTY_LIST)).toEqual({});
  });

  it('accepts real calendar days only', () => {
    expect(validDay('2024-02-29')).toBe('2024-02-29');
    expect(validDay('2025-02-29')).toBeNull();
    expect(validDay('2025-13-01')).toBeNull();
    expect(validDay(null)).toBeNull();
  });
});
