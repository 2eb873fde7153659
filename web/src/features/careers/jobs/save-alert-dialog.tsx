import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { api } from '../../../lib/api-client';
import { useHydratedSession } from '../../../lib/hydrated-session';
import type { JobFilters } from './query-state';
import type { AlertToEdit } from './alert-to-edit';
import './save-alert.css';

type Frequency = 'daily' | 'weekly';
type Outcome = { kind: 'saved' } | { kind: 'updated' } | { kind: 'pending' } | { kind: 'failed'; message: string } | null;
type Alert = { id: number; name: string; frequency: Frequency };

/** The alert to update, as its owner (signed in) or its e-mail's token may read it; null when neither can. */
async function loadAlert(edit: AlertToEdit): Promise<Alert | null> {
  if (edit.token) return (await api.GET('/api/careers/job-alerts/manage', { params: { query: { token: edit.token } } })).data ?? null;
  const { data } = await api.GET('/api/careers/job-alerts');
  return data?.alerts.find((alert) => alert.id === edit.id) ?? null;
}

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
 * Opened from an alert's "Edit the search" (`edit`), it updates that alert with the search instead.
 */
export default function SaveAlertDialog({ filters, edit, onClose }: { filters: JobFilters; edit: AlertToEdit | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { userData } = useHydratedSession();
  const dialog = useRef<HTMLDialogElement>(null);
  const [name, setName] = useState(filters.q || t`My job search`);
  const [frequency, setFrequency] = useState<Frequency>('daily');
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<Alert | null>(null);
  const [missing, setMissing] = useState(false);
  const loading = Boolean(edit) && !editing && !missing;

  useEffect(() => {
    if (!edit) return;
    void loadAlert(edit).then((alert) => {
      if (!alert) return setMissing(true);
      setEditing(alert);
      setName(alert.name);
      setFrequency(alert.frequency);
    });
  }, [edit]);

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
    if (editing) {
      const { data } = await api.PATCH('/api/careers/job-alerts/{id}', {
        params: { path: { id: editing.id } },
        body: { name: name.trim(), frequency, criteria: criteriaOf(filters), ...(edit?.token ? { token: edit.token } : {}) },
      });
      setBusy(false);
      return setOutcome(data ? { kind: 'updated' } : { kind: 'failed', message: t`The alert could not be updated. Check the fields and try again.` });
    }
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
      <h2 id="save-alert-title">{editing ? <Trans>Update your job alert</Trans> : <Trans>Get alerts for this search</Trans>}</h2>
      {missing ? (
        <p role="status">
          <Trans>The alert you came to edit could not be found (sign in, or use the link of a recent alert e-mail). You can save this search as a new alert.</Trans>
        </p>
      ) : null}
      {outcome?.kind === 'saved' || outcome?.kind === 'updated' || outcome?.kind === 'pending' ? (
        <div role="status">
          <p>
            {outcome.kind === 'updated' ? (
              <Trans>Your job alert now follows this search. The next e-mail brings the new jobs that match it.</Trans>
            ) : outcome.kind === 'saved' ? (
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
          {userData || editing ? null : (
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
            <button type="submit" className="careers-button careers-button--primary" disabled={busy || loading}>
              {editing ? <Trans>Update the alert</Trans> : <Trans>Save the alert</Trans>}
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
