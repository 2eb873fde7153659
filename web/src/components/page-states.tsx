import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import './page-states.css';

/**
 * The states every data screen shares: a failure with "Try again", an empty result that says what
 * is empty, and skeleton lines while the first answer is on its way (never a spinner over a blank page).
 */
export function LoadFailure({ onRetry, children }: { onRetry: () => void; children?: ReactNode }) {
  return (
    <div role="alert" className="state-failure">
      <span>{children ?? <Trans>This could not be loaded.</Trans>}</span>{' '}
      <button type="button" className="p-button p-button-sm p-button-outlined" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}

export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="state-empty">
      <p>{children}</p>
      {action}
    </div>
  );
}

/** `lines` grey bars standing in for content; announced once as "Loading…". */
export function SkeletonLines({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <div className={className ? `state-skeleton ${className}` : 'state-skeleton'} role="status" aria-live="polite">
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="state-skeleton__line" aria-hidden="true" style={{ width: `${100 - ((i * 17) % 40)}%` }} />
      ))}
    </div>
  );
}

/** What `Loaded` reads of a query. */
export interface Loadable<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

/** A query's data once it is there; skeleton lines before, the failure with "Try again" if it failed. */
export function Loaded<T>({ query, lines = 5, children }: { query: Loadable<T>; lines?: number; children: (data: T) => ReactNode }) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) return <LoadFailure onRetry={() => void query.refetch()} />;
  return <SkeletonLines lines={lines} />;
}
