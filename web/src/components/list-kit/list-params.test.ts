import { describe, expect, it } from 'vitest';
import { appendValues, applyListChange, listSearch, pageRange, parseListParams, readValues, toApiQuery, type ListSpec } from './list-params';

const spec: ListSpec<'role' | 'status'> = {
  sortFields: ['id', 'fullName', 'email'],
  filters: { role: ['admin', 'editor'], status: ['active', 'pending'] },
};

describe('list state in the URL', () => {
  it('reads the defaults from an empty query', () => {
    expect(parseListParams('', spec)).toEqual({ page: 1, perPage: 10, sortBy: 'id', sortDesc: false, q: '', filters: { role: '', status: '' } });
  });

  it('reads a shared link back exactly', () => {
    const state = parseListParams('q=an&role=admin&sortBy=email&sortDesc=true&perPage=25&page=3', spec);
    expect(state).toEqual({ page: 3, perPage: 25, sortBy: 'email', sortDesc: true, q: 'an', filters: { role: 'admin', status: '' } });
    expect(parseListParams(listSearch(state, spec), spec)).toEqual(state);
  });

  it('drops what the list does not offer instead of sending it to the server', () => {
    const state = parseListParams('page=0&perPage=7&sortBy=password&sortDesc=maybe&role=root&status=active', spec);
    expect(state).toMatchObject({ page: 1, perPage: 10, sortBy: 'id', sortDesc: false, filters: { role: '', status: 'active' } });
    expect(parseListParams('page=2.5', spec).page).toBe(1);
    expect(parseListParams('page=1e3', spec).page).toBe(1000);
  });

  it('cleans control characters from the search and caps it', () => {
    expect(parseListParams(`q=${encodeURIComponent('a\u0000b\u001f')}`, spec).q).toBe('a b');
    expect(parseListParams(`q=${'x'.repeat(500)}`, spec).q).toHaveLength(200);
  });

  it('leaves defaults out of the URL', () => {
    expect(listSearch(parseListParams('', spec), spec)).toBe('');
    expect(listSearch(parseListParams('role=editor&page=2', spec), spec)).toBe('role=editor&page=2');
  });

  it('goes back to page 1 when anything but the page changes', () => {
    const state = parseListParams('page=4', spec);
    expect(applyListChange(state, { page: 5 }).page).toBe(5);
    expect(applyListChange(state, { filters: { role: 'admin' } })).toMatchObject({ page: 1, filters: { role: 'admin', status: '' } });
    expect(applyListChange(state, { sortBy: 'email', sortDesc: true }).page).toBe(1);
    expect(applyListChange(state, { perPage: 50 }).page).toBe(1);
  });

  it('asks the API for the set filters only', () => {
    const state = parseListParams('role=admin&q=x&page=2', spec);
    expect(toApiQuery(state)).toEqual({ page: 2, perPage: 10, sortBy: 'id', sortDesc: false, q: 'x', role: 'admin' });
  });

  it('keeps a filter value only if it passes the filter\'s own test', () => {
    const withDay: ListSpec<'from'> = { sortFields: ['id'], filters: { from: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) } };
    expect(parseListParams('from=2026-03-01', withDay).filters.from).toBe('2026-03-01');
    expect(parseListParams('from=yesterday', withDay).filters.from).toBe('');
  });

  it('asks the API for a filter under the API\'s name for it', () => {
    const withJob: ListSpec<'job'> = { sortFields: ['id'], filters: { job: 'text' } };
    expect(toApiQuery(parseListParams('job=4', withJob), { job: 'jobId' })).toEqual({ page: 1, perPage: 10, sortBy: 'id', sortDesc: false, jobId: '4' });
  });

  it('says which rows are shown', () => {
    expect(pageRange({ page: 2, perPage: 10 }, 50)).toEqual({ first: 11, last: 20 });
    expect(pageRange({ page: 5, perPage: 10 }, 43)).toEqual({ first: 41, last: 43 });
    expect(pageRange({ page: 9, perPage: 10 }, 43)).toEqual({ first: 0, last: 0 });
    expect(pageRange({ page: 1, perPage: 10 }, 0)).toEqual({ first: 0, last: 0 });
  });
});

describe('repeatable filters in the URL', () => {
  it('reads each allowed value once, cleaned, at most the limit, and writes them back in order', () => {
    const params = new URLSearchParams('role=editor&role=nope&role=%00admin&role=editor&role=');
    expect(readValues(params, 'role', ['admin', 'editor'])).toEqual(['editor', 'admin']);
    expect(readValues(new URLSearchParams('site=a&site=b&site=c'), 'site', 'text', 2)).toEqual(['a', 'b']);
    expect(readValues(params, 'status', ['active'])).toEqual([]);
    const written = new URLSearchParams('q=x');
    appendValues(written, 'role', ['editor', 'admin']);
    expect(written.toString()).toBe('q=x&role=editor&role=admin');
  });
});
