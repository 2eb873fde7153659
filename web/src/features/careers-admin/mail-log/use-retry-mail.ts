import { useLingui } from '@lingui/react/macro';
import { useToast } from '../../../components/toast';
import { apiProblem, problemText } from '../../../lib/api-errors';
import { $api, queryClient } from '../../../lib/query';
import { ADMIN_REFUSALS } from '../refusals';
import type { MailLogEntry } from './vocabulary';

export const MAIL_LOG_PATH = '/api/careers/admin/mail';

/**
 * Sends a failed message again (retryMail): a toast says how it went, and the mail log is loaded
 * again either way (a refusal means the message changed meanwhile). `pendingId`: the message under way.
 */
export function useRetryMail() {
  const { t } = useLingui();
  const toast = useToast();
  const mutation = $api.useMutation('post', '/api/careers/admin/mail/{id}/retry', {
    onSuccess: ({ recipient }) => toast('success', t`E-mail queued again`, t`The e-mail to ${recipient} will be sent again shortly.`),
    onError: (error) => toast('error', t`The e-mail was not queued again`, problemText(apiProblem(error), ADMIN_REFUSALS)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['get', MAIL_LOG_PATH] }),
  });
  return {
    retry: (entry: MailLogEntry) => mutation.mutate({ params: { path: { id: entry.id } } }),
    pendingId: mutation.isPending ? mutation.variables.params.path.id : null,
  };
}
