import { Trans, useLingui } from '@lingui/react/macro';
import { PageSection } from '../shared/page-section';
import { KIND_LABELS } from '../documents/kinds';
import { STATUS_LABELS, type Application } from './model';

/** A submitted application: the frozen answer and the timeline. */
export function SubmittedView({ application }: { application: Application }) {
  const { t, i18n } = useLingui();
  const snapshot = application.snapshot;
  const when = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      {snapshot ? (
        <PageSection id="application-snapshot" title={<Trans>What you submitted</Trans>}>
          <dl className="application-review">
            <dt>
              <Trans>Name</Trans>
            </dt>
            <dd>{snapshot.applicant.fullName}</dd>
            <dt>
              <Trans>E-mail</Trans>
            </dt>
            <dd>{snapshot.applicant.email}</dd>
            <dt>
              <Trans>Supporting statement</Trans>
            </dt>
            <dd>{snapshot.form.coverLetter || t`(empty)`}</dd>
            <dt>
              <Trans>Documents</Trans>
            </dt>
            <dd>{snapshot.documents.length ? snapshot.documents.map((d) => `${d.name} (${i18n._(KIND_LABELS[d.kind])})`).join(', ') : t`None`}</dd>
            <dt>
              <Trans>Declaration</Trans>
            </dt>
            <dd>{snapshot.form.declaration ? t`Accepted` : t`Not accepted`}</dd>
          </dl>
        </PageSection>
      ) : null}
      <PageSection id="application-timeline" title={<Trans>Timeline</Trans>}>
        {application.timeline.length === 0 ? (
          <p>
            <Trans>Nothing has happened yet.</Trans>
          </p>
        ) : (
          <ol className="application-timeline">
            {application.timeline.map((e) => (
              <li key={e.id}>
                <time dateTime={e.at}>{when(e.at)}</time>
                {': '}
                {e.toStatus ? i18n._(STATUS_LABELS[e.toStatus]) : t`Updated`}
                {e.note ? <> — {e.note}</> : null}
              </li>
            ))}
          </ol>
        )}
      </PageSection>
    </>
  );
}
