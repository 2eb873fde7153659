import { forwardRef } from 'react';
import { Trans } from '@lingui/react/macro';
import { BlockerList, type GoToPlace } from './blocker-list';
import type { Blocker } from './model';

/** After a refused submit: every reason at once, each linked to where it is fixed; focus lands here. */
export const SubmitSummary = forwardRef<HTMLDivElement, { blockers: readonly Blocker[]; onGo: GoToPlace }>(function SubmitSummary({ blockers, onGo }, ref) {
  return (
    <div ref={ref} id="application-summary" className="form-summary" tabIndex={-1} aria-labelledby="application-summary-title">
      <div role="alert">
        <h2 id="application-summary-title" className="form-summary__title">
          <Trans>Your application was not submitted</Trans>
        </h2>
        <BlockerList blockers={blockers} onGo={onGo} />
      </div>
    </div>
  );
});
