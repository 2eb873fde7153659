import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { apiProblem, problemText } from '../../../lib/api-errors';
import { $api } from '../../../lib/query';
import { retryUnanswered } from '../api';
import { ADMIN_REFUSALS } from '../refusals';
import { SIFT_QUEUE_API, type SiftQueue } from './vocabulary';
import * as paths from '../../../../../common/paths';
import '../admin-jobs.css';
import './sift.css';

type QueueJob = SiftQueue['jobs'][number];

function ItemList({ items, labelledBy }: { items: QueueJob['toScore']; labelledBy: string }) {
  return (
    <ul className="sift-items" aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li key={item.applicationId}>
          <Link href={paths.to(paths.careers.adminSiftApplication, item.applicationId)}>{item.label}</Link>
        </li>
      ))}
    </ul>
  );
}

function QueueCard({ job }: { job: QueueJob }) {
  const { t } = useLingui();
  const scoreId = `sift-${job.jobId}-score`;
  const moderateId = `sift-${job.jobId}-moderate`;
  return (
    <section className="demo-card sift-card" aria-labelledby={`sift-${job.jobId}-title`}>
      <h2 id={`sift-${job.jobId}-title`}>
        {job.title} <span className="sift-muted">({job.reference})</span>
      </h2>
      <p className="sift-tags">
        {job.nameBlind ? <span className="sift-tag">{t`Name-blind`}</span> : null}
        {job.lead ? <span className="sift-tag">{t`You lead the shortlisting`}</span> : null}
        {job.siftClosedAt ? <span className="sift-tag">{t`Sift closed`}</span> : null}
      </p>
      <dl className="sift-figures">
        <dt>
          <Trans>In the sift</Trans>
        </dt>
        <dd>{job.applications}</dd>
        <dt>
          <Trans>Left for you to score</Trans>
        </dt>
        <dd>{job.leftToScore}</dd>
        <dt>
          <Trans>With every score ({job.requiredScorers} scorers)</Trans>
        </dt>
        <dd>{job.complete}</dd>
        <dt>
          <Trans>Waiting for moderation</Trans>
        </dt>
        <dd>{job.openModerations}</dd>
      </dl>
      {job.toScore.length ? (
        <>
          <h3 id={scoreId}>
            <Trans>To score</Trans>
          </h3>
          <ItemList items={job.toScore} labelledBy={scoreId} />
        </>
      ) : (
        <p>
          <Trans>Nothing left for you to score.</Trans>
        </p>
      )}
      {job.lead && job.toModerate.length ? (
        <>
          <h3 id={moderateId}>
            <Trans>To moderate</Trans>
          </h3>
          <ItemList items={job.toModerate} labelledBy={moderateId} />
        </>
      ) : null}
      {job.lead && !job.siftClosedAt ? (
        <p>
          <Link href={paths.to(paths.careers.adminSiftClose, job.jobId)}>
            <Trans>Close the sift…</Trans>
          </Link>
        </p>
      ) : null}
    </section>
  );
}

/** /careers/admin/sift: the panel member's queue, per job they score: what is left, what waits for moderation. */
function SiftQueuePage() {
  const query = $api.useQuery('get', SIFT_QUEUE_API, {}, { retry: retryUnanswered });
  return (
    <section className="admin-job-form sift-page" aria-labelledby="sift-title">
      <h1 id="sift-title">
        <Trans>Shortlisting</Trans>
      </h1>
      {query.isError ? <p>{problemText(apiProblem(query.error), ADMIN_REFUSALS)}</p> : null}
      {!query.data && !query.isError ? <div className="page-loading" aria-busy="true" /> : null}
      {query.data && !query.data.jobs.length ? (
        <p>
          <Trans>You are not on the shortlisting panel of any job.</Trans>
        </p>
      ) : null}
      {query.data?.jobs.map((job) => (
        <QueueCard key={job.jobId} job={job} />
      ))}
    </section>
  );
}

export default SiftQueuePage;
