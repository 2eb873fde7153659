import type { ReactNode } from 'react';
import { LoadFailure, SkeletonLines } from '../../components/page-states';

interface Loadable<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

/** The data once it is there; skeleton lines before, the failure with "Try again" if it failed. */
export function Loaded<T>({ query, lines = 5, children }: { query: Loadable<T>; lines?: number; children: (data: T) => ReactNode }) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) return <LoadFailure onRetry={() => void query.refetch()} />;
  return <SkeletonLines lines={lines} />;
}
