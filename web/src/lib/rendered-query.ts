import { useEffect, useRef } from 'react';
import { keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import type { paths } from '../api/schema';
import { useServerAnswer, type ServerAnswer } from './server-state';

/** What a GET of `P` answers when it succeeds. */
type Answer<P extends keyof paths> = paths[P] extends { get: { responses: { 200: { content: { 'application/json': infer D } } } } } ? D : never;

/** What a page knows about data it asked the server for. */
export type Load<T> =
  | { state: 'loading'; data: T | null }
  | { state: 'ready'; data: T }
  | { state: 'missing'; data: null }
  | { state: 'failed'; data: T | null };

/** An API refusal that means "there is no such thing" (not found, or an id that cannot be one). */
const saysMissing = (error: unknown) => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return status === 404 || status === 400;
};

/**
 * The query options of a page the server may have rendered (lib/server-state.ts): the answer it was
 * rendered with under `serverKey` is the query's first data, so hydration renders what the server
 * did and fetches nothing; a "not found" it was rendered with is not asked again. While another
 * query's answer is on its way (a new search), the previous one stays on screen. Use with the
 * `$api` hooks: `useRenderedAnswer(path, key)`, `$api.useQuery('get', path, init, rendered.options)`,
 * then `rendered.load(query)`.
 */
export function useRenderedAnswer<P extends keyof paths, T = Answer<P>>(_path: P, serverKey: string | undefined) {
  const server = useServerAnswer(serverKey);
  // The answer belongs to the key the page was first rendered with; it is forgotten in the page
  // state (a later visit loads fresh data) but kept here for as long as this page is shown.
  const first = useRef<{ key: string | undefined; answer: ServerAnswer | undefined }>({ key: serverKey, answer: server.answer });
  const answer = first.current.key === serverKey ? first.current.answer : undefined;
  useEffect(() => {
    if (first.current.answer) server.take();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- taken once, when the page first shows
  }, []);
  const missing = answer?.status === 'missing';
  return {
    options: {
      initialData: answer?.status === 'ready' ? (answer.data as T) : undefined,
      enabled: !missing,
      // Whatever the cache's staleness rules: the answer the page came with is not fetched again as the page mounts.
      refetchOnMount: answer === undefined,
      placeholderData: keepPreviousData,
      retry: (failures: number, error: unknown) => !saysMissing(error) && failures < 1,
    },
    /** The query's state as the page shows it: loading (with the previous data), ready, missing or failed, and a retry. */
    load: (query: UseQueryResult<T, unknown>): Load<T> & { retry: () => void } => loadOf(query, missing),
  };
}

function loadOf<T>(query: UseQueryResult<T, unknown>, missing: boolean): Load<T> & { retry: () => void } {
  const retry = () => void query.refetch();
  if (missing) return { state: 'missing', data: null, retry };
  if (query.isError && !query.isFetching) return saysMissing(query.error) ? { state: 'missing', data: null, retry } : { state: 'failed', data: query.data ?? null, retry };
  if (query.data === undefined || query.isPlaceholderData || (query.isError && query.isFetching)) return { state: 'loading', data: query.data ?? null, retry };
  return { state: 'ready', data: query.data, retry };
}

