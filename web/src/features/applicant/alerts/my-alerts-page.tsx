import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { $api, queryClient } from '../../../lib/query';
import { PageHeader } from '../shared/page-header';
import { CriteriaWords, FrequencyWords, searchHref, StatusWords, type JobAlert } from './alert-words';
import * as paths from '../../../../../common/paths';
import '../applicant.css';

const LIST_KEY = $api.queryOptions('get', '/api/careers/job-alerts').queryKey;

/** /careers/job-alerts: my job alerts, each paused or resumed, made daily or weekly, or deleted; the account's switch stops them all. */
function MyJobAlertsPage() {
  const { t } = useLingui();
  const list = $api.useQuery('get', '/api/careers/job-alerts');
  const refresh = () => queryClient.invalidateQueries({ queryKey: LIST_KEY });
  const update = $api.useMutation('patch', '/api/careers/job-alerts/{id}', { onSuccess: refresh });
  const remove = $api.useMutation('delete', '/api/careers/job-alerts/{id}', { onSuccess: refresh });
  const change = (alert: JobAlert, body: { paused?: boolean; frequency?: JobAlert['frequency'] }) => update.mutate({ params: { path: { id: alert.id } }, body });

  return (
    <div className="applicant-page">
      <PageHeader title={<Trans>My job alerts</Trans>} lead={<Trans>Searches of the job board e-mailed to you when new jobs match. Save one from the job search with "Get alerts for this search".</Trans>} />
      {list.data && !list.data.emailJobAlerts ? (
        <p className="applicant-problem" role="status">
          <Trans>
            E-mails about new vacancies are switched off in your <Link href={paths.careers.accountSettings}>account settings</Link>: none of these alerts is sent.
          </Trans>
        </p>
      ) : null}
      {list.isError ? (
        <p className="applicant-problem" role="alert">
          <Trans>Your alerts could not be loaded. Reload the page to try again.</Trans>
        </p>
      ) : null}
      {list.data && list.data.alerts.length === 0 ? (
        <p>
          <Trans>You have no job alerts yet.</Trans> <Link href={paths.careers.jobs}><Trans>Search jobs</Trans></Link>
        </p>
      ) : null}
      <ul className="alert-list">
        {list.data?.alerts.map((alert) => (
          <li key={alert.id} className="applicant-section">
            <h2 className="applicant-section__title">{alert.name}</h2>
            <p>
              <CriteriaWords criteria={alert.criteria} /> · <FrequencyWords frequency={alert.frequency} /> · <StatusWords status={alert.status} />
            </p>
            <div className="alert-actions">
              {alert.status === 'active' ? (
                <Button type="button" outlined label={t`Pause`} aria-label={t`Pause ${alert.name}`} onClick={() => change(alert, { paused: true })} />
              ) : (
                <Button type="button" outlined label={t`Resume`} aria-label={t`Resume ${alert.name}`} onClick={() => change(alert, { paused: false })} />
              )}
              <Button
                type="button"
                outlined
                label={alert.frequency === 'daily' ? t`Send weekly instead` : t`Send daily instead`}
                onClick={() => change(alert, { frequency: alert.frequency === 'daily' ? 'weekly' : 'daily' })}
              />
              <Link href={searchHref(alert.criteria, { id: alert.id })} className="p-button p-button-outlined p-button-secondary">
                <Trans>Edit the search</Trans>
              </Link>
              <Button type="button" severity="danger" outlined label={t`Delete`} aria-label={t`Delete ${alert.name}`} onClick={() => remove.mutate({ params: { path: { id: alert.id } } })} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default MyJobAlertsPage;
