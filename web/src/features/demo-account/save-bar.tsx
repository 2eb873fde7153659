import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { BusyButton } from '../../components/busy-button';

interface SaveBarProps {
  saving: boolean;
  /** The last save succeeded and nothing changed since. */
  saved: boolean;
  /** The form differs from what is saved. */
  dirty: boolean;
  onReset: () => void;
  /** A refusal that belongs to no field, in the page's language. */
  problem?: string | null;
  /** Said after a save (default: "Your changes have been saved."). */
  savedMessage?: ReactNode;
}

/** Save and Reset, and what happened to the last save (announced politely). */
export function SaveBar({ saving, saved, dirty, onReset, problem, savedMessage }: SaveBarProps) {
  const { t } = useLingui();
  return (
    <div className="settings-actions">
      <BusyButton type="submit" label={saving ? t`Saving…` : t`Save changes`} busy={saving} disabled={saving} />
      <Button type="button" label={t`Reset`} outlined severity="secondary" onClick={onReset} disabled={saving || !dirty} />
      <p className="settings-actions__status" role="status">
        {saved && !dirty ? (savedMessage ?? <Trans>Your changes have been saved.</Trans>) : null}
      </p>
      {problem ? (
        <p className="settings-actions__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
