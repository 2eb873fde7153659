import { describe, expect, it } from 'vitest';
import { ADMIN_PER_PAGE, adminHref, listSearch, parseList, parseView, toAdminQuery } from './list-query';

const params = (search: string) => new URLSearchParams(search);

describe('job-management URL', () => {
  it('reads the list state and drops unknown values', () => {
    expect(parseList(params('status=open&department=ict&q=+nurse+&sort=title&page=2'))).toEqual({
      status: 'open',
      department: 'ict',
      q: 'nurse',
      sort: 'title',
      page: 2,
    });
    expect(parseList(params('status=deleted&department=zoo&sort=x&page=0'))).toEqual({ status: null, department: null, q: '', sort: 'updated', page: 1 });
  });

  it('reads the view: the list, a new job, or a job to edit', () => {
    expect(parseView(params(''))).toEqual({ kind: 'list' });
    expect(parseView(params('new=1'))).toEqual({ kind: 'new' });
    expect(parseView(params('edit=12'))).toEqual({ kind: 'edit', id: 12 });
    expect(parseView(params('edit=abc'))).toEqual({ kind: 'list' });
    expect(parseView(params('edit=0&new=1'))).toEqual({ kind: 'new' });
  });

  it('writes the list and the view back, defaults left out, so the form returns to the same list', () => {
    const state = parseList(params('status=draft&q=lab&page=3'));
    expect(listSearch(state)).toBe('status=draft&q=lab&page=3');
    expect(adminHref(state, { kind: 'edit', id: 4 })).toBe('/careers/admin/jobs?status=draft&q=lab&page=3&edit=4');
    expect(adminHref(parseList(params('')), { kind: 'new' })).toBe('/careers/admin/jobs?new=1');
    expect(adminHref(parseList(params('')))).toBe('/careers/admin/jobs');
  });

  it('asks the API for one page under the filters', () => {
    expect(toAdminQuery(parseList(params('status=closed&department=nursing&q=x')))).toEqual({
      status: ['closed'],
      department: ['nursing'],
      q: 'x',
      sort: 'updated',
      page: 1,
      perPage: ADMIN_PER_PAGE,
    });
  });
});
