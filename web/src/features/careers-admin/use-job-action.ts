import { useLingui } from '@lingui/react/macro';
import { useToast } from '../../components/toast';
import { apiProblem, problemText } from '../../lib/api-errors';
import { ACTION_DONE, ACTION_LABELS, runAction, type JobAction } from './job-actions';
import { ADMIN_REFUSALS, missingFieldsText } from './refusals';
import type { Job } from './vocabulary';

/**
 * Runs an action on a job and says how it went in a toast: what was done, or the server's refusal
 * (by its code: wrong status, missing fields...). `after` gets the job as it is now (the copy, for duplicate).
 */
export function useJobAction(after: (action: JobAction, job: Job) => void, afterFailure?: () => void) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  return async (job: Job, action: JobAction) => {
    const result = await runAction(job.id, action).catch(() => ({ ok: false as const, problem: apiProblem(null) }));
    const label = i18n._(ACTION_LABELS[action]);
    if (!result.ok) {
      toast('error', t`${label}: not done`, missingFieldsText(result.problem) ?? problemText(result.problem, ADMIN_REFUSALS));
      afterFailure?.();
      return;
    }
    toast('success', label, i18n._(ACTION_DONE[action]));
    after(action, result.job);
  };
}
