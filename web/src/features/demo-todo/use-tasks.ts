import { useCallback, useMemo } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { components } from '../../api/schema';
import { $api, queryClient } from '../../lib/query';
import { apiProblem, problemText } from '../../lib/api-errors';
import { optimistic, type MutationInit } from '../../lib/optimistic';
import { useToast } from '../../components/toast';
import type { tasksQuery } from './todo-view';

export type Task = components['schemas']['DemoTask'];
export type TaskChanges = components['schemas']['DemoTaskChanges'];

/** Every cached task list (each filter, tag, search and sort has its own). */
const TASK_LISTS = ['get', '/api/apps/todo/tasks'] as const;

/** The tasks of one view; the previous list stays on screen while the next one loads. */
export function useTaskList(query: ReturnType<typeof tasksQuery>) {
  return $api.useQuery('get', '/api/apps/todo/tasks', { params: { query } }, { placeholderData: keepPreviousData });
}

/** The demo users, who may be assigned a task (the first 100 by name). */
export function useAssignees() {
  const users = $api.useQuery('get', '/api/apps/user/users', { params: { query: { perPage: 100, sortBy: 'fullName' } } }, { staleTime: 5 * 60_000 });
  return users.data?.users ?? [];
}

/** A refused quick change: put back, and a toast that says why. */
function useRefusalToast() {
  const { t } = useLingui();
  const toast = useToast();
  return useCallback((error: unknown) => toast('error', t`The change was not saved`, problemText(apiProblem(error))), [t, toast]);
}

/** The API query a cached list was fetched with. */
const queryOf = (key: readonly unknown[]) => (key[2] as { params?: { query?: { filter?: string; sortBy?: string } } } | undefined)?.params?.query ?? {};
const isDeletedList = (key: readonly unknown[]) => queryOf(key).filter === 'deleted';
const isManualList = (key: readonly unknown[]) => (queryOf(key).sortBy ?? 'manual') === 'manual';

/** `tasks` with those of `ids` it holds put in the places they hold among themselves, in that order. */
export function withOrder(tasks: Task[], ids: number[]): Task[] {
  const byId = new Map(tasks.map((task) => [task.id, task]));
  const order = ids.filter((id) => byId.has(id));
  const places = tasks.flatMap((task, place) => (order.includes(task.id) ? [place] : []));
  const next = [...tasks];
  places.forEach((place, i) => (next[place] = byId.get(order[i]!)!));
  return next;
}

/** The writes of the to-do app: quick toggles, delete and restore, and the manual order are optimistic. */
export function useTaskActions() {
  const refused = useRefusalToast();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: TASK_LISTS });
  /** Optimistic on every cached list (each filter, tag, search and sort), fetched again afterwards. */
  const onLists = <V>(change: (tasks: Task[], variables: V, key: readonly unknown[]) => Task[]) =>
    optimistic<Task[], V>({ queryKey: TASK_LISTS, change, onRollback: refused });

  const { mutate: update } = $api.useMutation(
    'post',
    '/api/apps/todo/tasks/{id}',
    onLists<MutationInit<'post', '/api/apps/todo/tasks/{id}'>>((tasks, { params, body }) => tasks.map((task) => (task.id === params.path.id ? { ...task, ...body.task } : task))),
  );
  const { mutateAsync: remove } = $api.useMutation(
    'delete',
    '/api/apps/todo/tasks/{id}',
    onLists<MutationInit<'delete', '/api/apps/todo/tasks/{id}'>>((tasks, { params }, key) => (isDeletedList(key) ? tasks : tasks.filter((task) => task.id !== params.path.id))),
  );
  const { mutateAsync: restore } = $api.useMutation(
    'post',
    '/api/apps/todo/tasks/{id}/restore',
    onLists<MutationInit<'post', '/api/apps/todo/tasks/{id}/restore'>>((tasks, { params }, key) => (isDeletedList(key) ? tasks.filter((task) => task.id !== params.path.id) : tasks)),
  );
  const { mutate: reorder } = $api.useMutation(
    'post',
    '/api/apps/todo/tasks/reorder',
    onLists<MutationInit<'post', '/api/apps/todo/tasks/reorder'>>((tasks, { body }, key) => (isManualList(key) ? withOrder(tasks, body.ids) : tasks)),
  );
  const { mutateAsync: create } = $api.useMutation('post', '/api/apps/todo/tasks', { onSettled });
  const { mutateAsync: save } = $api.useMutation('post', '/api/apps/todo/tasks/{id}', { onSettled });

  return useMemo(
    () => ({
      change: (id: number, task: TaskChanges) => update({ params: { path: { id } }, body: { task } }),
      remove: (id: number) => remove({ params: { path: { id } } }),
      restore: (id: number) => restore({ params: { path: { id } } }),
      reorder: (ids: number[]) => reorder({ body: { ids } }),
      /** Panel saves wait for the server (their errors are shown in the panel). */
      create,
      save,
    }),
    [update, remove, restore, reorder, create, save],
  );
}
