import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { PageLoading } from '../../components/page-loading';
import { useFocusWhen } from '../../lib/use-focus-when';
import { DEPARTMENT_LABELS, SITE_LABELS, wordFor } from '../../lib/careers-vocabulary';
import { PageHeader } from './shared/page-header';
import { ConflictNotice } from './shared/conflict-notice';
import { SaveStatus } from './profile/save-status';
import { useApplication } from './applications/use-application';
import { isDraft, nextStepText, STATUS_LABELS } from './applications/model';
import { DraftForm } from './applications/draft-form';
import { SubmittedView } from './applications/submitted-view';
import { WithdrawButton } from './applications/withdraw';
import { MyReferences } from './applications/my-references';
import * as paths from '../../../../common/paths';
import './applicant.css';
import './applications/applications.css';

/** /careers/my-application/:id, "Job Details": the draft form with autosave and submit, or the submitted answer and its timeline. */
function MyApplicationPage() {
  const params = useParams<{ id: string }>();
  const id = /^\d{1,10}$/.test(params.id ?? '') ? Number(params.id) : 0;
  return <ApplicationScreen key={id} id={id} />;
}

export default MyApplicationPage;

function ApplicationScreen({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const { load, reload, application, setApplication, form, update, flush, saveState, conflict, lastSaved } = useApplication(id);
  // Withdrawn, the button pressed is gone: the focus moves to the application's new status.
  const [withdrawals, setWithdrawals] = useState(0);
  const statusRef = useFocusWhen<HTMLSpanElement>(withdrawals);
  const job = application?.job;

  return (
    <div className="applicant-page">
      <PageHeader title={<Trans>Job Details</Trans>} />
      <p>
        <Link href={paths.careers.myApplications}>{t`Back to my applications`}</Link>
      </p>
      {load.kind === 'loading' ? <PageLoading /> : null}
      {load.kind === 'missing' ? (
        <div role="alert" className="applicant-problem">
          <p>
            <Trans>This application does not exist.</Trans>
          </p>
        </div>
      ) : null}
      {load.kind === 'failed' ? (
        <div role="alert" className="applicant-problem">
          <p>
            <Trans>The application could not be loaded.</Trans>
          </p>
          <Button type="button" label={t`Try again`} onClick={() => void reload()} />
        </div>
      ) : null}
      {load.kind === 'ready' && application && job ? (
        <div className="applicant-page__body">
          <aside className="applicant-page__side">
            <section className="application-panel" aria-labelledby="application-job-title">
              <h2 id="application-job-title">
                <Link href={paths.to(paths.careers.job, job.id)}>{job.title}</Link>
              </h2>
              <dl className="applications-card__facts">
                <div>
                  <dt>
                    <Trans>Reference</Trans>
                  </dt>
                  <dd>{job.reference}</dd>
                </div>
                {job.department ? (
                  <div>
                    <dt>
                      <Trans>Department</Trans>
                    </dt>
                    <dd>{i18n._(DEPARTMENT_LABELS[job.department])}</dd>
                  </div>
                ) : null}
                {job.location ? (
                  <div>
                    <dt>
                      <Trans>Location</Trans>
                    </dt>
                    <dd>{wordFor(i18n, SITE_LABELS, job.location)}</dd>
                  </div>
                ) : null}
                {job.closesAt ? (
                  <div>
                    <dt>
                      <Trans>Closes</Trans>
                    </dt>
                    <dd>{i18n.date(new Date(job.closesAt), { dateStyle: 'medium', timeStyle: 'short' })}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>
                    <Trans>Status</Trans>
                  </dt>
                  <dd>
                    <span ref={statusRef} tabIndex={-1} className={`application-status application-status--${application.status}`}>
                      {i18n._(STATUS_LABELS[application.status])}
                    </span>
                  </dd>
                </div>
              </dl>
              <p>{i18n._(nextStepText(application.nextStep))}</p>
              {application.status === 'interview' ? (
                <p>
                  <Link href={paths.to(paths.careers.myInterview, application.id)}>
                    <Trans>Your interview: book or change the time</Trans>
                  </Link>
                </p>
              ) : null}
              {application.status === 'offer' || application.status === 'hired' ? (
                <p>
                  <Link href={paths.to(paths.careers.myOffer, application.id)}>
                    <Trans>Your offer</Trans>
                  </Link>
                </p>
              ) : null}
              {application.status === 'offer' ? (
                <p data-testid="withdraw-at-offer">
                  <Trans>While you have an offer, this application cannot be withdrawn: decline the offer on its page while it waits for your answer, or, once you have accepted it, contact the recruitment team.</Trans>
                </p>
              ) : null}
              {application.canWithdraw ? <WithdrawButton
                  id={application.id}
                  jobTitle={job.title}
                  onDone={(withdrawn) => {
                    setApplication(withdrawn);
                    setWithdrawals((n) => n + 1);
                  }}
                /> : null}
            </section>
            {isDraft(application) && !conflict ? <SaveStatus state={saveState} lastSaved={lastSaved} onRetry={() => void flush()} /> : null}
          </aside>
          <div className="applicant-page__main">
            {conflict ? (
              <ConflictNotice onReload={() => void reload()}>
                <Trans>This application was changed in another tab or window. Reload to see the latest version.</Trans>
              </ConflictNotice>
            ) : null}
            {isDraft(application) && form ? (
              <DraftForm application={application} form={form} update={update} flush={flush} disabled={conflict} onSubmitted={setApplication} />
            ) : (
              <>
                <MyReferences applicationId={application.id} />
                <SubmittedView application={application} />
              </>
            )}
          </div>
        </div>
      ) : null}
    </div>
  );
}
