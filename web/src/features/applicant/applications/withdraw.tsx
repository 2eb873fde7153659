import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { $api } from '../../../lib/query';
import { useToast } from '../../../components/toast';
import { ConfirmDialog } from '../shared/confirm-dialog';
import type { Application } from './model';
import { refreshApplications } from './api';

/** "Withdraw" with a confirmation dialog; calls back with the withdrawn application (the list is fetched again). */
export function WithdrawButton({ id, jobTitle, onDone }: { id: number; jobTitle: string; onDone?: (a: Application) => void }) {
  const { t } = useLingui();
  const notify = useToast();
  const [open, setOpen] = useState(false);
  const withdraw = $api.useMutation('post', '/api/careers/applications/{id}/withdraw', { onSuccess: refreshApplications });

  const confirm = () =>
    withdraw.mutate(
      { params: { path: { id } } },
      {
        onSuccess: (data) => {
          setOpen(false);
          notify('success', t`Application withdrawn`);
          onDone?.(data);
        },
      },
    );

  return (
    <>
      <Button type="button" outlined severity="danger" size="small" label={t`Withdraw`} aria-label={t`Withdraw the application for ${jobTitle}`} onClick={() => setOpen(true)} />
      <ConfirmDialog
        visible={open}
        title={t`Withdraw this application?`}
        confirmLabel={t`Withdraw`}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
        busy={withdraw.isPending}
      >
        <p>
          <Trans>You are withdrawing your application for {jobTitle}. This cannot be undone.</Trans>
        </p>
        {withdraw.isError ? (
          <p role="alert" className="applicant-problem">
            <Trans>The application could not be withdrawn. Reload the page and try again.</Trans>
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
