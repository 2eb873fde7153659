import { describe, expect, it } from 'vitest';
import { listSearch, parseListParams } from '../../components/list-kit';
import { JOB_LIST_SPEC, jobsHref, jobsQuery, parseView } from './job-view';

const parse = (search: string) => parseListParams(search, JOB_LIST_SPEC);

describe('job-management URL', () => {
  it('reads the list state and drops unknown values', () => {
    expect(parse('status=open&department=ict&q=+nurse+&sortBy=title&sortDesc=false&page=2')).toEqual({
      filters: { status: 'open', department: 'ict' },
      q: 'nurse',
      sortBy: 'title',
      sortDesc: false,
      page: 2,
      perPage: 20,
    });
    expect(parse('status=deleted&department=zoo&sortBy=x&page=0')).toEqual({
      filters: { status: '', department: '' },
      q: '',
      sortBy: 'updatedAt',
      sortDesc: true,
      page: 1,
      perPage: 20,
    });
  });

  it('reads the view: the list, a new job, or a job to edit', () => {
    expect(parseView('')).toEqual({ kind: 'list' });
    expect(parseView('new=1')).toEqual({ kind: 'new' });
    expect(parseView('edit=12')).toEqual({ kind: 'edit', id: 12 });
    expect(parseView('edit=abc')).toEqual({ kind: 'list' });
    expect(parseView('edit=0&new=1')).toEqual({ kind: 'new' });
  });

  it('writes the list and the view back, defaults left out, so the form returns to the same list', () => {
    const list = listSearch(parse('status=draft&q=lab&page=3'), JOB_LIST_SPEC);
    expect(list).toBe('q=lab&status=draft&page=3');
    expect(jobsHref(list, { kind: 'edit', id: 4 })).toBe('/careers/admin/jobs?q=lab&status=draft&page=3&edit=4');
    expect(jobsHref('', { kind: 'new' })).toBe('/careers/admin/jobs?new=1');
    expect(jobsHref('')).toBe('/careers/admin/jobs');
  });

  it('asks the API for one page under the filters', () => {
    expect(jobsQuery(parse('status=closed&department=nursing&q=x'))).toEqual({
      status: ['closed'],
      department: ['nursing'],
      q: 'x',
      sortBy: 'updatedAt',
      sortDesc: true,
      page: 1,
      perPage: 20,
    });
  });
});
