import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { apiProblem, problemText } from '../../../lib/api-errors';
import { $api } from '../../../lib/query';
import { retryUnanswered } from '../api';
import { ADMIN_REFUSALS } from '../refusals';
import { ApplicationAnswers } from './application-answers';
import { ScoreForm } from './score-form';
import { ScoresPanel } from './scores-panel';
import { SCORING_API } from './vocabulary';
import * as paths from '../../../../../common/paths';
import '../admin-jobs.css';
import './sift.css';

/** /careers/admin/sift/application/:id: the scorecard beside the (anonymised where set) application; the other scores after one's own. */
function ScoringPage() {
  const id = Number(useParams<{ id: string }>().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = $api.useQuery('get', SCORING_API, { params: { path: { id } } }, { enabled: valid, retry: retryUnanswered });
  const view = query.data;
  // Submitted, the scorecard and its button give way to the scores: their heading takes the focus
  // (kept by application: the page stays mounted when another application's page is opened from here).
  const [submitted, setSubmitted] = useState<number | null>(null);
  const back = (
    <p className="admin-back">
      <Link href={paths.careers.adminSift}>
        <Trans>Back to the sift queue</Trans>
      </Link>
    </p>
  );
  if (query.isError || !valid) {
    return (
      <section className="admin-job-form" aria-labelledby="scoring-title">
        {back}
        <h1 id="scoring-title">
          <Trans>Application not found</Trans>
        </h1>
        {query.isError ? <p>{problemText(apiProblem(query.error), ADMIN_REFUSALS)}</p> : null}
      </section>
    );
  }
  if (!view) return <div className="page-loading" aria-busy="true" />;
  return (
    <section className="admin-job-form sift-page" aria-labelledby="scoring-title">
      {back}
      <h1 id="scoring-title">{view.label}</h1>
      <p className="sift-muted">
        {view.jobTitle} ({view.jobReference})
      </p>
      <div className="sift-split">
        <ApplicationAnswers view={view} />
        <div>
          {view.canScore ? <ScoreForm view={view} onSubmitted={() => setSubmitted(id)} /> : null}
          {!view.canScore && !view.mySubmission ? (
            <p>
              <Trans>You do not score this application.</Trans>
            </p>
          ) : null}
          <ScoresPanel key={`${view.submissions}-${view.mySubmission ? 1 : 0}`} view={view} focusHeading={submitted === id} />
        </div>
      </div>
    </section>
  );
}

export default ScoringPage;
