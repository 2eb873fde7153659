import type { MutationFunctionContext, QueryClient, QueryKey } from '@tanstack/react-query';
import type { MaybeOptionalInit } from 'openapi-fetch';
import type { paths } from '../api/schema';

/** What `$api.useMutation(method, path)` is called with (its `params` and `body`): the `TVariables` of `optimistic`. */
export type MutationInit<M extends 'post' | 'put' | 'patch' | 'delete', P extends keyof paths> = MaybeOptionalInit<paths[P], M>;

/** Puts back what an optimistic change replaced. */
export type Restore = () => void;

/**
 * Shows a change before the server has confirmed it: the fetches under way of every cached query
 * under `queryKey` are cancelled (so that an older answer does not land on top), what each holds is
 * kept, and `change` is applied to each one that holds data. Answers the way back.
 */
export async function changeCached<T>(client: QueryClient, queryKey: QueryKey, change: (data: T, key: QueryKey) => T): Promise<Restore> {
  await client.cancelQueries({ queryKey });
  const before = client.getQueriesData<T>({ queryKey });
  for (const [key, data] of before) if (data !== undefined) client.setQueryData(key, change(data, key));
  return () => {
    for (const [key, data] of before) client.setQueryData(key, data);
  };
}

export interface OptimisticOptions<T, TVariables, TError> {
  /** The cached queries the write changes: every one under this key. */
  queryKey: QueryKey;
  /** What one of them holds once the write is done. */
  change: (data: T, variables: TVariables, key: QueryKey) => T;
  /** After a refusal has put things back: say why. */
  onRollback?: (error: TError, variables: TVariables) => void;
  /** A refusal after which the change stands all the same (deleting what is already gone). */
  standsDespite?: (error: TError) => boolean;
  /** Fetched again once the server has answered either way (default: `queryKey`). */
  refresh?: QueryKey[];
}

/**
 * The mutation options of an optimistic write, TanStack Query's way: `onMutate` changes the cache
 * at once (`changeCached`), `onError` puts it back, `onSettled` fetches the queries again so that
 * the screen ends on what the server holds.
 *
 * `$api.useMutation('delete', path, optimistic<List, MutationInit<'delete', typeof path>>({ queryKey, change: (list, { params }) => … }))`
 */
export function optimistic<T, TVariables, TError = unknown>(options: OptimisticOptions<T, TVariables, TError>) {
  const { queryKey, change, onRollback, standsDespite, refresh = [queryKey] } = options;
  return {
    onMutate: (variables: TVariables, context: MutationFunctionContext): Promise<Restore> =>
      changeCached<T>(context.client, queryKey, (data, key) => change(data, variables, key)),
    onError: (error: TError, variables: TVariables, restore: Restore | undefined) => {
      if (standsDespite?.(error)) return;
      restore?.();
      onRollback?.(error, variables);
    },
    onSettled: (_data: unknown, _error: TError | null, _variables: TVariables, _restore: Restore | undefined, context: MutationFunctionContext) =>
      Promise.all(refresh.map((key) => context.client.invalidateQueries({ queryKey: key }))),
  };
}
