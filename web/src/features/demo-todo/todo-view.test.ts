import { describe, expect, it } from 'vitest';
import { parseListParams } from '../../components/list-kit';
import { canReorder, formatDueDate, localToday, tasksQuery, TODO_LIST_SPEC, viewFromParams } from './todo-view';
import { withOrder, type Task } from './use-tasks';

const task = (id: number) => ({ id, title: `Task ${id}` }) as Task;

describe('the to-do view from its URL', () => {
  it('reads the filter or the tag, and ignores what the app does not offer', () => {
    expect(viewFromParams({ filter: 'important' })).toEqual({ kind: 'filter', filter: 'important' });
    expect(viewFromParams({ tag: 'high' })).toEqual({ kind: 'tag', tag: 'high' });
    expect(viewFromParams({ filter: 'everything' })).toEqual({ kind: 'all' });
  });

  it('asks the server for the search, the view and the sort (the manual order by default)', () => {
    const list = parseListParams('q=rota&sort=due-date', TODO_LIST_SPEC);
    expect(tasksQuery({ kind: 'tag', tag: 'team' }, list)).toEqual({ q: 'rota', tag: 'team', sortBy: 'due-date' });
    expect(tasksQuery({ kind: 'all' }, parseListParams('sort=nonsense', TODO_LIST_SPEC))).toEqual({ sortBy: 'manual' });
  });

  it('lets tasks be dragged only when they are shown in the manual order and not deleted', () => {
    expect(canReorder({ kind: 'all' }, parseListParams('', TODO_LIST_SPEC))).toBe(true);
    expect(canReorder({ kind: 'tag', tag: 'low' }, parseListParams('q=x', TODO_LIST_SPEC))).toBe(true);
    expect(canReorder({ kind: 'all' }, parseListParams('sort=title-asc', TODO_LIST_SPEC))).toBe(false);
    expect(canReorder({ kind: 'filter', filter: 'deleted' }, parseListParams('', TODO_LIST_SPEC))).toBe(false);
  });

  it('writes due days in the user’s language, with the year only when it is not this year', () => {
    const now = new Date(2026, 10, 24);
    expect(formatDueDate('2026-12-05', 'fr', now)).toBe('5 déc.');
    expect(formatDueDate('2027-01-02', 'de', now)).toBe('2. Jan. 2027');
    expect(localToday(now)).toBe('2026-11-24');
  });
});

describe('an optimistic new order', () => {
  it('puts the listed tasks in the places they hold among themselves, as the server does', () => {
    const list = [1, 2, 3, 4, 5].map(task);
    expect(withOrder(list, [4, 2]).map((t) => t.id)).toEqual([1, 4, 3, 2, 5]);
  });

  it('leaves a list that holds only some of them consistent', () => {
    const filtered = [5, 3, 1].map(task);
    expect(withOrder(filtered, [1, 2, 3, 4, 5]).map((t) => t.id)).toEqual([1, 3, 5]);
  });
});
