import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { api } from '../../../lib/api-client';
import { useToast } from '../../../components/toast';
import { ConfirmDialog } from '../shared/confirm-dialog';
import type { Application } from './model';

/** "Withdraw" with a confirmation dialog; calls back with the withdrawn application. */
export function WithdrawButton({ id, jobTitle, onDone }: { id: number; jobTitle: string; onDone: (a: Application) => void }) {
  const { t } = useLingui();
  const notify = useToast();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState(false);

  const confirm = async () => {
    setBusy(true);
    setProblem(false);
    try {
      const { data } = await api.POST('/api/careers/applications/{id}/withdraw', { params: { path: { id } } });
      if (!data) {
        setProblem(true);
        return;
      }
      setOpen(false);
      notify('success', t`Application withdrawn`);
      onDone(data);
    } catch {
      setProblem(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button type="button" outlined severity="danger" size="small" label={t`Withdraw`} aria-label={t`Withdraw the application for ${jobTitle}`} onClick={() => setOpen(true)} />
      <ConfirmDialog
        visible={open}
        title={t`Withdraw this application?`}
        confirmLabel={t`Withdraw`}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
        busy={busy}
      >
        <p>
          <Trans>You are withdrawing your application for {jobTitle}. This cannot be undone.</Trans>
        </p>
        {problem ? (
          <p role="alert" className="applicant-problem">
            <Trans>The application could not be withdrawn. Reload the page and try again.</Trans>
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
