import { useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { api } from '../../../lib/api-client';
import { PageHeader } from '../shared/page-header';
import * as paths from '../../../../../common/paths';
import '../applicant.css';

/** /careers/job-alerts/confirm?token=…: the link of a visitor's confirmation e-mail. Opening it changes nothing; the button confirms. */
export default function JobAlertConfirmPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<'confirmed' | 'expired' | 'invalid' | null>(null);

  async function confirm() {
    const { data, error } = await api.POST('/api/careers/job-alerts/confirm', { body: { token } });
    setOutcome(data ? 'confirmed' : error?.code === 'token_expired' ? 'expired' : 'invalid');
  }

  return (
    <div className="applicant-page applicant-page--narrow">
      <PageHeader title={<Trans>Confirm your job alert</Trans>} />
      {outcome === null ? (
        <>
          <p>
            <Trans>Confirm that you want to receive this job alert at your e-mail address.</Trans>
          </p>
          <Button type="button" label={t`Confirm my job alert`} onClick={() => void confirm()} />
        </>
      ) : (
        <div role="status">
          <p>
            {outcome === 'confirmed' ? <Trans>Your job alert is confirmed. Each of its e-mails has a link to change or stop it.</Trans> : null}
            {outcome === 'expired' ? <Trans>This link has expired (it is valid for 48 hours). Save the alert again from the job search.</Trans> : null}
            {outcome === 'invalid' ? <Trans>This link is not valid: it may have been used already.</Trans> : null}
          </p>
          <Link href={paths.careers.jobs}>
            <Trans>Search jobs</Trans>
          </Link>
        </div>
      )}
    </div>
  );
}
