import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useToast } from '../../components/toast';
import { apiProblem, problemText } from '../../lib/api-errors';
import { $api } from '../../lib/query';
import { refreshUsers } from './api';
import type { DemoUser } from './vocabulary';

/**
 * Delete with confirmation: `ask(user)` opens the dialog; once the server has deleted the user,
 * the lists are refreshed and `onDeleted` runs (the view page goes back to the list).
 */
export function useDeleteUser(onDeleted?: (user: Pick<DemoUser, 'id' | 'fullName'>) => void) {
  const { t } = useLingui();
  const toast = useToast();
  const [target, setTarget] = useState<Pick<DemoUser, 'id' | 'fullName'> | null>(null);
  const remove = $api.useMutation('delete', '/api/apps/user/users/{id}');

  const confirm = async () => {
    if (!target) return;
    try {
      await remove.mutateAsync({ params: { path: { id: target.id } } });
      toast('success', t`User deleted`, target.fullName);
      setTarget(null);
      await refreshUsers();
      onDeleted?.(target);
    } catch (error) {
      setTarget(null);
      toast('error', t`The user could not be deleted`, problemText(apiProblem(error)));
      await refreshUsers();
    }
  };

  const dialog = (
    <ConfirmDialog
      visible={target !== null}
      title={t`Delete this user?`}
      confirmLabel={t`Delete`}
      onConfirm={() => void confirm()}
      onCancel={() => setTarget(null)}
      busy={remove.isPending}
    >
      <p>
        <Trans>{target?.fullName} will be removed from the users list. This cannot be undone.</Trans>
      </p>
    </ConfirmDialog>
  );
  return { ask: setTarget, dialog };
}
