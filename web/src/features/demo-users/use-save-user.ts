import { useLingui } from '@lingui/react/macro';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useToast } from '../../components/toast';
import { apiProblem, problemText } from '../../lib/api-errors';
import { $api } from '../../lib/query';
import type { UserChanges } from '../../../../common/demo-users';
import { refreshUsers } from './api';
import { TAKEN_MESSAGES } from './taken-messages';

/**
 * Saves one tab of the edit page. A refusal that names a field of the tab (`user.email`,
 * `user.information.birthDate`) is shown under that field; any other refusal in a toast.
 */
export function useSaveUser(id: number) {
  const { t } = useLingui();
  const toast = useToast();
  const update = $api.useMutation('post', '/api/apps/user/users/{id}');

  /** `part`: the form holds `user.information` or `user.social` rather than the account fields. */
  return async function save<T extends FieldValues>(changes: UserChanges, setError: UseFormSetError<T>, part?: 'information' | 'social'): Promise<boolean> {
    try {
      await update.mutateAsync({ params: { path: { id } }, body: { user: changes } });
      toast('success', t`Saved`);
      await refreshUsers();
      return true;
    } catch (error) {
      const problem = apiProblem(error);
      const prefix = part ? `user.${part}.` : 'user.';
      const field = problem.field?.startsWith(prefix) ? problem.field.slice(prefix.length) : null;
      const message = problemText(problem, TAKEN_MESSAGES);
      if (field) setError(field as Path<T>, { message }, { shouldFocus: true });
      else toast('error', t`The changes could not be saved`, message);
      return false;
    }
  };
}
