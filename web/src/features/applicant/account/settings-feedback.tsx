import type { ReactNode } from 'react';

/** A settings form's outcome: the success in a status region, the failure in an alert (both always present, so screen readers hear each change). */
export function SettingsFeedback({ outcome, saved, failed }: { outcome: 'saved' | 'failed' | null; saved: ReactNode; failed: ReactNode }) {
  return (
    <div className="settings-feedback">
      <div role="status">{outcome === 'saved' ? <p className="settings-success">{saved}</p> : null}</div>
      <div role="alert">{outcome === 'failed' ? <p className="applicant-problem">{failed}</p> : null}</div>
    </div>
  );
}
