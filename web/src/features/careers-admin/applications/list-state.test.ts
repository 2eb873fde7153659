import { describe, expect, it } from 'vitest';
import { listSearch, parseListParams } from '../../../components/list-kit';
import { APPLICATION_LIST_SPEC, applicationsHref, applicationsQuery, exportQuery, isDay } from './list-state';

const parse = (search: string) => parseListParams(search, APPLICATION_LIST_SPEC);

describe('applications list URL', () => {
  it('reads every filter', () => {
    expect(parse('job=12&status=shortlisted&q=+Amina+&from=2026-01-01&to=2026-02-28&sortBy=name&sortDesc=false&page=3')).toEqual({
      filters: { job: '12', status: 'shortlisted', from: '2026-01-01', to: '2026-02-28' },
      q: 'Amina',
      sortBy: 'name',
      sortDesc: false,
      page: 3,
      perPage: 20,
    });
  });

  it('drops unknown and malformed values', () => {
    const empty = parse('');
    expect(empty).toMatchObject({ sortBy: 'submittedAt', sortDesc: true, page: 1, perPage: 20 });
    expect(parse('job=abc&status=draft&from=2026-02-30&to=yesterday&sortBy=x&page=0')).toEqual(empty);
    expect(parse('job=-1&page=1.5&status=deleted')).toEqual(empty);
    expect(parse('job=0').filters.job).toBe('');
    expect(parse('job=99999999999').filters.job).toBe('');
    expect(parse('q=%00a%1fb').q).toBe('a b');
  });

  it('writes the state back, defaults left out, and reads it the same', () => {
    expect(applicationsHref({})).toBe('/careers/admin/applications');
    expect(applicationsHref({ status: 'submitted' })).toBe('/careers/admin/applications?status=submitted');
    expect(applicationsHref({ job: '4' })).toBe('/careers/admin/applications?job=4');
    const state = parse('job=4&status=interview&q=nurse&from=2026-03-01&sortBy=submittedAt&sortDesc=false&page=2');
    const search = listSearch(state, APPLICATION_LIST_SPEC);
    expect(search).toBe('q=nurse&job=4&status=interview&from=2026-03-01&sortDesc=false&page=2');
    expect(parse(search)).toEqual(state);
  });

  it('asks the API for the filters, sort and page; the export for the filters and sort', () => {
    const state = parse('job=4&status=rejected&q=x&from=2026-03-01&to=2026-03-31&sortBy=status&sortDesc=false&page=2');
    const filters = { jobId: 4, status: ['rejected'], q: 'x', submittedFrom: '2026-03-01', submittedTo: '2026-03-31', sortBy: 'status', sortDesc: false };
    expect(exportQuery(state)).toEqual(filters);
    expect(applicationsQuery(state)).toEqual({ ...filters, page: 2, perPage: 20 });
    expect(exportQuery(parse(''))).toEqual({ sortBy: 'submittedAt', sortDesc: true });
  });

  it('accepts real calendar days only', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2025-02-29')).toBe(false);
    expect(isDay('2025-13-01')).toBe(false);
    expect(isDay('')).toBe(false);
  });
});
