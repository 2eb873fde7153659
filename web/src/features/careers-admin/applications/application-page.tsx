import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useAbility } from '../../../state/session';
import { applicationQuery } from '../api';
import { formatDateTime } from './format';
import { Snapshot } from './application-snapshot';
import { Documents } from './application-documents';
import { ReviewActions } from './application-review';
import { applicationRow, useStaffAbility } from '../access';
import { Timeline } from './application-timeline';
import { OfferPanel } from '../offers/offer-panel';
import { ReferencesPanel } from '../references/references-panel';
import { StatusName } from './status-name';
import { auditHref } from '../audit-log/list-state';
import * as paths from '../../../../../common/paths';
import '../admin-jobs.css';
import './applications.css';

/** /careers/single-application/:id (`manage Application`): the review page. */
function ApplicationPage() {
  const { i18n } = useLingui();
  const ability = useStaffAbility();
  const params = useParams<{ id: string }>();
  // Each move or note renews the review form (its key): the new one takes the focus where the old one had it.
  const [reviewed, setReviewed] = useState(0);
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : 0;
  const load = useQuery(applicationQuery(id));
  const application = load.data;
  const auditTrail = useAbility().can('read', 'AuditLog');
  const failure = load.isError ? ((load.error as { statusCode?: number } | null)?.statusCode ?? 0) : null;
  return (
    <div className="admin-jobs-page application-page">
      <p>
        <Link href={paths.careers.adminApplications}>
          <Trans>All applications</Trans>
        </Link>
        {auditTrail && id ? (
          <>
            {' · '}
            <Link href={auditHref({ application: String(id) })}>
              <Trans>See this application’s audit trail</Trans>
            </Link>
          </>
        ) : null}
      </p>
      {failure !== null && !application ? (
        <div role="alert" className="admin-error">
          {failure === 404 || failure === 400 ? (
            // Out of the caller's scope answers 404 too: the page does not tell the two apart, and asking again changes neither.
            <Trans>There is no such application, or it is not shared with you.</Trans>
          ) : (
            <>
              <Trans>We could not load the application.</Trans>{' '}
              <button type="button" className="admin-action" onClick={() => void load.refetch()}>
                <Trans>Try again</Trans>
              </button>
            </>
          )}
        </div>
      ) : null}
      {application ? (
        <>
          <h1>
            <Trans>
              {application.applicant.fullName} — {application.job.title}
            </Trans>
          </h1>
          <p className="application-summary">
            <StatusName status={application.status} />
            <span>
              {' '}
              · <Trans>Reference</Trans> {application.job.reference}
            </span>
            {application.submittedAt ? (
              <span>
                {' '}
                · <Trans>Submitted</Trans> {formatDateTime(application.submittedAt, i18n.locale)}
              </span>
            ) : null}
          </p>
          <div className="application-layout">
            <div className="application-main">
              <Snapshot application={application} />
              <Documents application={application} />
              {['interview', 'offer', 'hired', 'rejected', 'withdrawn'].includes(application.status) ? (
                <OfferPanel applicationId={application.id} status={application.status} canDecide={ability.can('decide', applicationRow(application))} />
              ) : null}
              {['interview', 'offer', 'hired', 'rejected', 'withdrawn'].includes(application.status) ? (
                <ReferencesPanel applicationId={application.id} canUpdate={ability.can('update', applicationRow(application))} />
              ) : null}
            </div>
            <div className="application-side">
              {ability.can('update', applicationRow(application)) ? <ReviewActions key={application.updatedAt + application.status} application={application} focusChoices={reviewed} onReviewed={() => setReviewed((n) => n + 1)} /> : null}
              <Timeline events={application.timeline} />
            </div>
          </div>
        </>
      ) : null}
    </div>
  );
}

export default ApplicationPage;
