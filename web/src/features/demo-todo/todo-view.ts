import { TASK_FILTERS, TASK_SORTS, TASK_TAGS, type TaskFilter, type TaskSort, type TaskTag } from '../../../../common/demo-todo';
import type { ListParams, ListSpec } from '../../components/list-kit';
import * as paths from '../../../../common/paths';
import { dateFormat } from '../../lib/date-format';

/**
 * What the to-do page shows, from its URL: `/apps/todo` (every task not deleted), `/apps/todo/{filter}`,
 * `/apps/todo/tag/{tag}`, with `?q=` (title search) and `?sort=` (left out for the default, the manual order).
 */
export type TodoView = { kind: 'all' } | { kind: 'filter'; filter: TaskFilter } | { kind: 'tag'; tag: TaskTag };

/** The sorts other than the default (`manual`), which are the values `?sort=` may take. */
const URL_SORTS = TASK_SORTS.filter((sort) => sort !== 'manual');

/** The list state the URL keeps (a module constant, as `useListParams` wants). */
export const TODO_LIST_SPEC: ListSpec<'sort'> = { sortFields: [], filters: { sort: URL_SORTS } };

export function viewFromParams(params: { filter?: string; tag?: string }): TodoView {
  if (params.tag && (TASK_TAGS as readonly string[]).includes(params.tag)) return { kind: 'tag', tag: params.tag as TaskTag };
  if (params.filter && (TASK_FILTERS as readonly string[]).includes(params.filter)) return { kind: 'filter', filter: params.filter as TaskFilter };
  return { kind: 'all' };
}

export const viewPath = (view: TodoView) =>
  view.kind === 'all' ? paths.demo.todo : view.kind === 'filter' ? paths.to(paths.demo.todoFilter, view.filter) : paths.to(paths.demo.todoTag, view.tag);

export const sortOf = (params: ListParams<'sort'>): TaskSort => (params.filters.sort || 'manual') as TaskSort;

/** The API query of a view and its list state. */
export function tasksQuery(view: TodoView, params: ListParams<'sort'>) {
  return {
    ...(params.q ? { q: params.q } : {}),
    ...(view.kind === 'filter' ? { filter: view.filter } : {}),
    ...(view.kind === 'tag' ? { tag: view.tag } : {}),
    sortBy: sortOf(params),
  };
}

/** Tasks can be dragged into a new order when they are shown in that order (and not deleted). */
export const canReorder = (view: TodoView, params: ListParams<'sort'>) =>
  sortOf(params) === 'manual' && !(view.kind === 'filter' && view.filter === 'deleted');

/** `YYYY-MM-DD` of today in the user's time zone. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A due day as the user's language writes it (the year only when it is not this year). */
export function formatDueDate(day: string, locale: string, now = new Date()): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', ...(year === now.getFullYear() ? {} : { year: 'numeric' }) };
  return dateFormat(locale, options).format(new Date(year, month - 1, date));
}
