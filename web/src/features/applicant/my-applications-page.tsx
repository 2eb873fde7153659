import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { apiProblem } from '../../lib/api-errors';
import { $api } from '../../lib/query';
import { PageLoading } from '../../components/page-loading';
import { PageHeader } from './shared/page-header';
import { applyJobId, nextStepText, STATUS_LABELS, type ApplicationSummary } from './applications/model';
import { WithdrawButton } from './applications/withdraw';
import * as paths from '../../../../common/paths';
import { refreshApplications, useApplicationList } from './applications/api';
import './applicant.css';
import './applications/applications.css';

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; applications: ApplicationSummary[] };

/** Why an application could not be started, by the refusal's code. */
const START_REFUSALS: Record<string, MessageDescriptor> = {
  job_closed: msg`This job has closed: applications are no longer accepted.`,
  job_not_found: msg`This job is not advertised any more.`,
  forbidden: msg`Only applicant accounts apply for jobs. Staff who want a post register as an applicant.`,
  network: msg`The portal could not be reached. Check your connection and try again.`,
  unknown: msg`The application could not be started. Please try again.`,
};

/** ?apply={jobId}: starts (or finds) the application to that job and opens it. */
function useStartFromSearch() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const jobId = applyJobId(search);
  const [failed, setFailed] = useState<string | null>(null);
  const started = useRef<number | null>(null);
  const { mutate: start } = $api.useMutation('post', '/api/careers/applications', { onSuccess: refreshApplications });
  useEffect(() => {
    if (jobId === null || started.current === jobId) return;
    started.current = jobId;
    setFailed(null);
    start(
      { body: { jobId } },
      {
        onSuccess: (data) => navigate(paths.to(paths.careers.myApplication, data.id), { replace: true }),
        onError: (error) => {
          const problem = apiProblem(error);
          // Not answered at all (status 0): the network.
          setFailed(problem.status === 0 ? 'network' : problem.code);
        },
      },
    );
  }, [jobId, navigate, start]);
  return { starting: jobId !== null && failed === null, failed: jobId !== null ? failed : null };
}

/** /careers/my-applications: every application with its status, dates and next step. */
function MyApplicationsPage() {
  const { t, i18n } = useLingui();
  const { starting, failed } = useStartFromSearch();
  const list = useApplicationList(!starting);
  const load: Load = list.data
    ? { kind: 'ready', applications: list.data.applications }
    : list.isError && !list.isFetching
      ? { kind: 'failed' }
      : { kind: 'loading' };

  const date = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'medium' });

  return (
    <div className="applicant-page">
      <PageHeader title={<Trans>My applications</Trans>} lead={<Trans>Follow your applications: their status, and what happens next.</Trans>} />
      {starting ? <PageLoading /> : null}
      {failed ? (
        <div role="alert" className="applicant-problem">
          <p>
            {i18n._(START_REFUSALS[failed] ?? START_REFUSALS.unknown!)} <Link href={paths.careers.jobs}>{t`See the open jobs`}</Link>
          </p>
        </div>
      ) : null}
      {!starting && load.kind === 'loading' ? <PageLoading /> : null}
      {!starting && load.kind === 'failed' ? (
        <div role="alert" className="applicant-problem">
          <p>
            <Trans>Your applications could not be loaded.</Trans>
          </p>
          <Button type="button" label={t`Try again`} onClick={() => void list.refetch()} />
        </div>
      ) : null}
      {!starting && load.kind === 'ready' && load.applications.length === 0 ? (
        <div className="applications-empty">
          <p>
            <Trans>You have not applied for a job yet.</Trans>
          </p>
          <Link href={paths.careers.jobs}>{t`Browse the open jobs`}</Link>
        </div>
      ) : null}
      {!starting && load.kind === 'ready' && load.applications.length > 0 ? (
        <ul className="applications-list" aria-label={t`My applications`}>
          {load.applications.map((a) => (
            <li key={a.id} className="applications-card">
              <div className="applications-card__head">
                <h2 className="applications-card__title">
                  <Link href={paths.to(paths.careers.myApplication, a.id)}>{a.job.title}</Link>
                </h2>
                <span className={`application-status application-status--${a.status}`}>{i18n._(STATUS_LABELS[a.status])}</span>
              </div>
              <dl className="applications-card__facts">
                <div>
                  <dt>
                    <Trans>Reference</Trans>
                  </dt>
                  <dd>{a.job.reference}</dd>
                </div>
                <div>
                  <dt>
                    <Trans>Started</Trans>
                  </dt>
                  <dd>{date(a.createdAt)}</dd>
                </div>
                {a.submittedAt ? (
                  <div>
                    <dt>
                      <Trans>Submitted</Trans>
                    </dt>
                    <dd>{date(a.submittedAt)}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>
                    <Trans>Last updated</Trans>
                  </dt>
                  <dd>{date(a.updatedAt)}</dd>
                </div>
              </dl>
              <p className="applications-card__next">
                <strong>
                  <Trans>Next step:</Trans>
                </strong>{' '}
                {i18n._(nextStepText(a.nextStep))}
              </p>
              <div className="applications-card__actions">
                <Link href={paths.to(paths.careers.myApplication, a.id)} className="p-button p-button-sm">
                  {a.status === 'draft' ? t`Continue` : t`View`}
                  <span className="visually-hidden"> {a.job.title}</span>
                </Link>
                {a.canWithdraw ? <WithdrawButton id={a.id} jobTitle={a.job.title} /> : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export default MyApplicationsPage;
