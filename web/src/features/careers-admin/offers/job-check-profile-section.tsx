import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { BusyButton } from '../../../components/busy-button';
import { $api } from '../../../lib/query';
import { apiProblem, problemText } from '../../../lib/api-errors';
import type { components } from '../../../api/schema';
import { ADMIN_REFUSALS } from '../refusals';
import { CheckTypeChoices } from './check-type-choices';
import { OfferForm, useOfferCall } from './offer-form';
import './offers.css';

type Profile = components['schemas']['JobCheckProfile'];
type CheckType = components['schemas']['CheckType'];

/** The fields of the profile, as loaded: the checks its offers require, approvals, the posts rule. */
function ProfileForm({ profile, types }: { profile: Profile; types: CheckType[] }) {
  const { t } = useLingui();
  const save = $api.useMutation('put', '/api/careers/admin/jobs/{id}/check-profile');
  const { problem, call } = useOfferCall();
  const [keys, setKeys] = useState(profile.checkTypeKeys);
  const [approvals, setApprovals] = useState(String(profile.approvalsRequired));
  const [refuse, setRefuse] = useState(profile.refuseOverPosts);
  const [saved, setSaved] = useState(false);
  const shown = types.filter((type) => type.active || keys.includes(type.key));
  const submit = async () => {
    const body = { checkTypeKeys: shown.map((type) => type.key).filter((k) => keys.includes(k)), approvalsRequired: Number(approvals), refuseOverPosts: refuse };
    setSaved(await call(() => save.mutateAsync({ params: { path: { id: profile.jobId } }, body })));
  };
  return (
    <OfferForm label={t`Checks and approvals of this job's offers`} problem={problem} onSubmit={() => void submit()}>
      <CheckTypeChoices legend={t`Checks its offers require`} idPrefix="job-check" types={shown} keys={keys} onChange={setKeys} />
      <label className="form-field__label" htmlFor="job-check-approvals">
        {t`Approvals an offer needs before it is sent`}
      </label>
      <select id="job-check-approvals" className="p-inputtext admin-select" value={approvals} onChange={(e) => setApprovals(e.target.value)}>
        {['0', '1', '2', '3', '4', '5'].map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <div className="offer-checkbox">
        <input id="job-check-refuse" type="checkbox" checked={refuse} onChange={(e) => setRefuse(e.target.checked)} />
        <label htmlFor="job-check-refuse">{t`Refuse offers once accepted offers fill the posts (otherwise a warning)`}</label>
      </div>
      {saved ? <p role="status">{t`Saved.`}</p> : null}
      <BusyButton type="submit" label={t`Save the checks and approvals`} busy={save.isPending} />
    </OfferForm>
  );
}

/** On the job's page: the job's check profile (its department's default until saved), approvals and posts rule. */
export function JobCheckProfileSection({ jobId }: { jobId: number }) {
  const { t } = useLingui();
  const profile = $api.useQuery('get', '/api/careers/admin/jobs/{id}/check-profile', { params: { path: { id: jobId } } }, { retry: false });
  const types = $api.useQuery('get', '/api/careers/admin/check-types', {}, { retry: false });
  const failed = profile.error ?? types.error;
  return (
    <section className="demo-card offer-job-profile" aria-labelledby="job-check-profile-title">
      <h2 id="job-check-profile-title">{t`Offers: checks and approvals`}</h2>
      {failed ? <p>{problemText(apiProblem(failed), ADMIN_REFUSALS)}</p> : null}
      {profile.data && types.data ? <ProfileForm key={jobId} profile={profile.data} types={types.data.types} /> : null}
    </section>
  );
}
