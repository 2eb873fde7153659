import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';

/**
 * Query options for what seeds a form the page then edits and autosaves: read once per visit,
 * never refetched by itself (window focus, reconnection, staleness), forgotten when the page goes.
 * Only a reload replaces what is on screen, so nothing typed is ever overwritten by a refetch.
 */
export const READ_ONCE = { staleTime: Infinity, gcTime: 0, refetchOnReconnect: false } as const;

export type SeedState = 'loading' | 'missing' | 'failed' | 'ready';

/**
 * Hands each answer of `query` (the load, a reload) to `seed`, once; `state` is `ready` only when
 * the latest answer has been seeded, `loading` while a reload is under way (as at first).
 */
export function useSeededQuery<T, E>(query: UseQueryResult<T, E>, seed: (data: T) => void, isMissing: (error: unknown) => boolean = () => false) {
  const [seededAt, setSeededAt] = useState(0);
  const latestSeed = useRef(seed);
  latestSeed.current = seed;
  const { data, dataUpdatedAt, isError, isFetching, error, refetch } = query;

  useEffect(() => {
    if (data === undefined) return;
    latestSeed.current(data);
    setSeededAt(dataUpdatedAt);
  }, [data, dataUpdatedAt]);

  const state: SeedState = isError && !isFetching ? (isMissing(error) ? 'missing' : 'failed') : isFetching || seededAt !== dataUpdatedAt ? 'loading' : 'ready';
  const reload = useCallback(() => void refetch(), [refetch]);
  return { state, reload };
}
