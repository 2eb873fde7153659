import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';

/**
 * An autosave refused because the same thing was saved in another tab or window first (409): the
 * message and a Reload button. The page keeps what was typed on screen, no longer saved, until then.
 */
export function ConflictNotice({ children, onReload }: { children: ReactNode; onReload: () => void }) {
  const { t } = useLingui();
  return (
    <div role="alert" className="applicant-problem save-status save-status--problem conflict-notice">
      <p>{children}</p>
      <Button type="button" label={t`Reload`} onClick={onReload} />
    </div>
  );
}
