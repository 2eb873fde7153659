import { Fragment, type ReactNode } from 'react';
import { Redirect, useParams } from 'wouter';
import { idFromPath, isNotFound } from '../lib/record-route';
import { LoadFailure, SkeletonLines } from './page-states';
import * as paths from '../../../common/paths';

/** The parts of a TanStack query of one record that its page needs. */
export interface RecordQuery<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * The states of a page about one record: the 404 page when it does not exist, the failure with
 * "Try again", skeleton lines while it loads, then the record.
 */
export function RecordStates<T>({ query, lines = 8, children }: { query: RecordQuery<T>; lines?: number; children: (record: T) => ReactNode }) {
  if (isNotFound(query.error)) return <Redirect to={paths.misc.notFound} replace />;
  if (query.isError) return <LoadFailure onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return <SkeletonLines lines={lines} />;
  return <>{children(query.data)}</>;
}

/** The route's `:id` as a record id (a fresh page for each id), or the 404 page when it cannot be one. */
export function RecordRoute({ children }: { children: (id: number) => ReactNode }) {
  const { id } = useParams<{ id: string }>();
  const recordId = idFromPath(id);
  if (recordId === null) return <Redirect to={paths.misc.notFound} replace />;
  return <Fragment key={recordId}>{children(recordId)}</Fragment>;
}
