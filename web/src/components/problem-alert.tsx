import type { ReactNode } from 'react';

/**
 * What went wrong with the last action, announced at once (role="alert"); nothing while there is no
 * problem. `className` is the screen's error style (`application-error` unless told).
 */
export function ProblemAlert({ problem, className = 'application-error' }: { problem: ReactNode; className?: string }) {
  return problem ? (
    <p role="alert" className={className}>
      {problem}
    </p>
  ) : null;
}
