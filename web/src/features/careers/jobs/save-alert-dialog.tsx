import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { api } from '../../../lib/api-client';
import { useHydratedSession } from '../../../lib/hydrated-session';
import type { JobFilters } from './query-state';
import './save-alert.css';

type Frequency = 'daily' | 'weekly';
type Outcome = { kind: 'saved' } | { kind: 'pending' } | { kind: 'failed'; message: string } | null;

/** The saved search: the URL's criteria, without its sort and page. */
export function criteriaOf(filters: JobFilters) {
  return {
    // The board's search reads the words by English rules (it sends no language): the alert reads them the same way.
    lang: 'en' as const,
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.department.length ? { department: filters.department } : {}),
    ...(filters.location.length ? { location: filters.location } : {}),
    ...(filters.employmentType.length ? { employmentType: filters.employmentType } : {}),
    ...(filters.workingPattern.length ? { workingPattern: filters.workingPattern } : {}),
  };
}

/**
 * "Get alerts for this search" (loaded only when asked for, so the board's first load stays as it
 * was): a name and a frequency; a visitor also gives an address and confirms it from the e-mail.
 */
export default function SaveAlertDialog({ filters, onClose }: { filters: JobFilters; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { userData } = useHydratedSession();
  const dialog = useRef<HTMLDialogElement>(null);
  const [name, setName] = useState(filters.q || t`My job search`);
  const [frequency, setFrequency] = useState<Frequency>('daily');
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
    return () => element?.close?.();
  }, []);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    // An account's alert is written in the account's language; a visitor's in the one of this page.
    const locale = i18n.locale as 'en' | 'fr' | 'de' | 'pt';
    const { data, error } = await api.POST('/api/careers/job-alerts', {
      body: { name: name.trim(), frequency, criteria: criteriaOf(filters), ...(userData ? {} : { email: email.trim(), locale }) },
    });
    setBusy(false);
    if (data) setOutcome(data.status === 'active' ? { kind: 'saved' } : { kind: 'pending' });
    else
      setOutcome({
        kind: 'failed',
        message: error?.code === 'rate_limited' ? t`Too many alerts were asked for from here. Try again later.` : t`The alert could not be saved. Check the fields and try again.`,
      });
  }

  return (
    <dialog ref={dialog} className="save-alert" aria-labelledby="save-alert-title" onClose={onClose}>
      <h2 id="save-alert-title">
        <Trans>Get alerts for this search</Trans>
      </h2>
      {outcome?.kind === 'saved' || outcome?.kind === 'pending' ? (
        <div role="status">
          <p>
            {outcome.kind === 'saved' ? (
              <Trans>Your job alert is saved. You will get an e-mail when new jobs match this search.</Trans>
            ) : (
              <Trans>Check your inbox: if this address can receive e-mail, a confirmation link is on its way. Follow it within 48 hours to start the alert.</Trans>
            )}
          </p>
          <button type="button" className="careers-button careers-button--primary" onClick={() => dialog.current?.close()}>
            <Trans>Close</Trans>
          </button>
        </div>
      ) : (
        <form onSubmit={save} className="save-alert__form">
          <label htmlFor="save-alert-name">
            <Trans>Name of the alert</Trans>
          </label>
          <input id="save-alert-name" className="careers-input" required maxLength={80} value={name} onChange={(e) => setName(e.target.value)} />
          <fieldset className="save-alert__choices">
            <legend>
              <Trans>How often</Trans>
            </legend>
            <label>
              <input type="radio" name="frequency" checked={frequency === 'daily'} onChange={() => setFrequency('daily')} /> <Trans>Daily</Trans>
            </label>
            <label>
              <input type="radio" name="frequency" checked={frequency === 'weekly'} onChange={() => setFrequency('weekly')} /> <Trans>Weekly</Trans>
            </label>
          </fieldset>
          {userData ? null : (
            <>
              <label htmlFor="save-alert-email">
                <Trans>Your e-mail address</Trans>
              </label>
              <input id="save-alert-email" type="email" className="careers-input" required maxLength={254} autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
            </>
          )}
          {outcome?.kind === 'failed' ? (
            <p role="alert" className="save-alert__problem">
              {outcome.message}
            </p>
          ) : null}
          <div className="save-alert__actions">
            <button type="submit" className="careers-button careers-button--primary" disabled={busy}>
              <Trans>Save the alert</Trans>
            </button>
            <button type="button" className="careers-button" onClick={() => dialog.current?.close()}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
