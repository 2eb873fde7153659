import { useMemo } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { components } from '../../api/schema';
import { $api, queryClient } from '../../lib/query';
import { apiProblem, problemText } from '../../lib/api-errors';
import { useToast } from '../../components/toast';
import type { tasksQuery } from './todo-view';

export type Task = components['schemas']['DemoTask'];
export type TaskChanges = components['schemas']['DemoTaskChanges'];
type Snapshot = [readonly unknown[], Task[] | undefined][];

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

/**
 * Optimistic changes to the cached lists: applied at once, rolled back with a toast that says why
 * when the server refuses, and the lists fetched again once the server has answered either way.
 */
function useOptimisticLists() {
  const { t } = useLingui();
  const toast = useToast();
  return useMemo(
    () => ({
      async apply(change: (tasks: Task[], key: readonly unknown[]) => Task[]): Promise<Snapshot> {
        await queryClient.cancelQueries({ queryKey: TASK_LISTS });
        const snapshot = queryClient.getQueriesData<Task[]>({ queryKey: TASK_LISTS });
        for (const [key, tasks] of snapshot) if (tasks) queryClient.setQueryData(key, change(tasks, key));
        return snapshot;
      },
      rollback(snapshot: Snapshot | undefined, error: unknown) {
        for (const [key, tasks] of snapshot ?? []) queryClient.setQueryData(key, tasks);
        toast('error', t`The change was not saved`, problemText(apiProblem(error)));
      },
      refresh: () => queryClient.invalidateQueries({ queryKey: TASK_LISTS }),
    }),
    [t, toast],
  );
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
  const lists = useOptimisticLists();
  const onError = (error: unknown, _vars: unknown, snapshot: Snapshot | undefined) => lists.rollback(snapshot, error);
  const onSettled = () => lists.refresh();

  const update = $api.useMutation('post', '/api/apps/todo/tasks/{id}', {
    onMutate: ({ params, body }) => lists.apply((tasks) => tasks.map((task) => (task.id === params.path.id ? { ...task, ...body.task } : task))),
    onError,
    onSettled,
  });
  const remove = $api.useMutation('delete', '/api/apps/todo/tasks/{id}', {
    onMutate: ({ params }) => lists.apply((tasks, key) => (isDeletedList(key) ? tasks : tasks.filter((task) => task.id !== params.path.id))),
    onError,
    onSettled,
  });
  const restore = $api.useMutation('post', '/api/apps/todo/tasks/{id}/restore', {
    onMutate: ({ params }) => lists.apply((tasks, key) => (isDeletedList(key) ? tasks.filter((task) => task.id !== params.path.id) : tasks)),
    onError,
    onSettled,
  });
  const reorder = $api.useMutation('post', '/api/apps/todo/tasks/reorder', {
    onMutate: ({ body }) => lists.apply((tasks, key) => (isManualList(key) ? withOrder(tasks, body.ids) : tasks)),
    onError,
    onSettled,
  });
  const create = $api.useMutation('post', '/api/apps/todo/tasks', { onSettled });
  const save = $api.useMutation('post', '/api/apps/todo/tasks/{id}', { onSettled });

  return useMemo(
    () => ({
      change: (id: number, task: TaskChanges) => update.mutate({ params: { path: { id } }, body: { task } }),
      remove: (id: number) => remove.mutateAsync({ params: { path: { id } } }),
      restore: (id: number) => restore.mutateAsync({ params: { path: { id } } }),
      reorder: (ids: number[]) => reorder.mutate({ body: { ids } }),
      /** Panel saves wait for the server (their errors are shown in the panel). */
      create: create.mutateAsync,
      save: save.mutateAsync,
    }),
    [update.mutate, remove.mutateAsync, restore.mutateAsync, reorder.mutate, create.mutateAsync, save.mutateAsync],
  );
}
