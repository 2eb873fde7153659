import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { api } from '../../../lib/api-client';
import { PageHeader } from '../shared/page-header';
import { PageSection } from '../shared/page-section';
import { CriteriaWords, FrequencyWords, searchHref, StatusWords, type JobAlert } from './alert-words';
import '../applicant.css';

type Notice = 'unsubscribed' | 'paused' | 'resumed' | 'frequency' | 'thanks' | 'failed' | null;

/**
 * /careers/job-alerts/manage?token=…, what every link of an alert e-mail opens (no sign-in):
 * opening it changes nothing; its buttons unsubscribe, pause or resume, change the frequency,
 * and say whether the e-mail was useful. "Edit the search" opens it on the board.
 */
export default function JobAlertManagePage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [alert, setAlert] = useState<JobAlert | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'unknown'>('loading');
  const [notice, setNotice] = useState<Notice>(null);

  useEffect(() => {
    void api.GET('/api/careers/job-alerts/manage', { params: { query: { token } } }).then(({ data }) => {
      setAlert(data ?? null);
      setState(data ? 'ready' : 'unknown');
    });
  }, [token]);

  async function change(body: { paused?: boolean; frequency?: JobAlert['frequency'] }, done: Notice) {
    if (!alert) return;
    const { data } = await api.PATCH('/api/careers/job-alerts/{id}', { params: { path: { id: alert.id } }, body: { ...body, token } });
    if (data) setAlert(data);
    setNotice(data ? done : 'failed');
  }
  async function unsubscribe() {
    const { data } = await api.POST('/api/careers/job-alerts/unsubscribe', { params: { query: { token } }, body: null });
    if (data) setAlert(data);
    setNotice(data ? 'unsubscribed' : 'failed');
  }
  async function feedback(useful: boolean) {
    if (!alert) return;
    const { response } = await api.POST('/api/careers/job-alerts/{id}/feedback', { params: { path: { id: alert.id } }, body: { useful, token } });
    setNotice(response.ok ? 'thanks' : 'failed');
  }

  return (
    <div className="applicant-page applicant-page--narrow">
      <PageHeader title={<Trans>Your job alert</Trans>} />
      {state === 'loading' ? (
        <p>
          <Trans>Loading your alert…</Trans>
        </p>
      ) : null}
      {state === 'unknown' ? (
        <p className="applicant-problem" role="alert">
          <Trans>This link is not valid any more: the alert may have been deleted.</Trans>
        </p>
      ) : null}
      {alert ? (
        <>
          <PageSection id="alert" title={alert.name}>
            <dl className="alert-facts">
              <dt>
                <Trans>Search</Trans>
              </dt>
              <dd>
                <CriteriaWords criteria={alert.criteria} />
              </dd>
              <dt>
                <Trans>How often</Trans>
              </dt>
              <dd>
                <FrequencyWords frequency={alert.frequency} />
              </dd>
              <dt>
                <Trans>Status</Trans>
              </dt>
              <dd>
                <StatusWords status={alert.status} />
              </dd>
              <dt>
                <Trans>Sent to</Trans>
              </dt>
              <dd>{alert.email}</dd>
            </dl>
            <p role="status" className="alert-notice">
              {notice === 'unsubscribed' ? <Trans>You are unsubscribed: this alert sends no more e-mails.</Trans> : null}
              {notice === 'paused' ? <Trans>The alert is paused.</Trans> : null}
              {notice === 'resumed' ? <Trans>The alert is active again.</Trans> : null}
              {notice === 'frequency' ? <Trans>The frequency is changed.</Trans> : null}
              {notice === 'thanks' ? <Trans>Thank you for telling us.</Trans> : null}
              {notice === 'failed' ? <Trans>That did not work. Try again.</Trans> : null}
            </p>
            <div className="alert-actions">
              {alert.status !== 'unsubscribed' ? <Button type="button" label={t`Unsubscribe`} onClick={() => void unsubscribe()} /> : null}
              {alert.status === 'active' ? <Button type="button" outlined label={t`Pause`} onClick={() => void change({ paused: true }, 'paused')} /> : null}
              {alert.status === 'paused' || alert.status === 'unsubscribed' ? (
                <Button type="button" outlined label={t`Resume`} onClick={() => void change({ paused: false }, 'resumed')} />
              ) : null}
              <Button
                type="button"
                outlined
                label={alert.frequency === 'daily' ? t`Send weekly instead` : t`Send daily instead`}
                onClick={() => void change({ frequency: alert.frequency === 'daily' ? 'weekly' : 'daily' }, 'frequency')}
              />
              <Link href={searchHref(alert.criteria, { id: alert.id, token })} className="p-button p-button-outlined p-button-secondary">
                <Trans>Edit the search</Trans>
              </Link>
            </div>
          </PageSection>
          <PageSection id="useful" title={<Trans>Was this e-mail useful?</Trans>}>
            <div className="alert-actions">
              <Button type="button" outlined label={t`Yes, useful`} onClick={() => void feedback(true)} />
              <Button type="button" outlined label={t`No, not useful`} onClick={() => void feedback(false)} />
            </div>
          </PageSection>
        </>
      ) : null}
    </div>
  );
}

