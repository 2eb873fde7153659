import { useState, type ReactNode } from 'react';

export type SettingsOutcome = 'saved' | 'failed' | null;

/** A settings form's draft over the saved values until Save, and the outcome of the last Save. */
export function useSettingsDraft<T>() {
  const [draft, setDraft] = useState<T | null>(null);
  const [outcome, setOutcome] = useState<SettingsOutcome>(null);
  return {
    draft,
    outcome,
    /** A choice changed: the draft holds the new values, the last outcome is no longer shown. */
    change: (next: T) => {
      setDraft(next);
      setOutcome(null);
    },
    saved: () => {
      setDraft(null);
      setOutcome('saved');
    },
    failed: () => setOutcome('failed'),
  };
}

/** A settings form before its saved values have come: why they have not (an alert), or that they are coming. */
export function SettingsPending({ failed, failure, loading }: { failed: boolean; failure: ReactNode; loading: ReactNode }) {
  return failed ? (
    <p className="applicant-problem" role="alert">
      {failure}
    </p>
  ) : (
    <p>{loading}</p>
  );
}

/** A settings form's outcome: the success in a status region, the failure in an alert (both always present, so screen readers hear each change). */
export function SettingsFeedback({ outcome, saved, failed }: { outcome: SettingsOutcome; saved: ReactNode; failed: ReactNode }) {
  return (
    <div className="settings-feedback">
      <div role="status">{outcome === 'saved' ? <p className="settings-success">{saved}</p> : null}</div>
      <div role="alert">{outcome === 'failed' ? <p className="applicant-problem">{failed}</p> : null}</div>
    </div>
  );
}
