import type { ReactNode } from 'react';

/** What went wrong with the last action, announced at once (role="alert"); nothing while there is no problem. */
export function ProblemAlert({ problem }: { problem: ReactNode }) {
  return problem ? (
    <p role="alert" className="application-error">
      {problem}
    </p>
  ) : null;
}
