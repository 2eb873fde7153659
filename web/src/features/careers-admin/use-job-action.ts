import { useLingui } from '@lingui/react/macro';
import { useToast } from '../../components/toast';
import { ACTION_DONE, ACTION_LABELS, runAction, type JobAction } from './job-actions';
import type { Job } from './vocabulary';

/**
 * Runs an action on a job and says how it went in a toast: what was done, or the server's refusal
 * (409 wrong status, 400 missing fields). `after` gets the job as it is now (the copy, for duplicate).
 */
export function useJobAction(after: (action: JobAction, job: Job) => void, afterFailure?: () => void) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  return async (job: Job, action: JobAction) => {
    const result = await runAction(job.id, action).catch(() => ({ ok: false as const, status: 0, message: null }));
    const label = i18n._(ACTION_LABELS[action]);
    if (!result.ok) {
      toast('error', t`${label}: not done`, result.message ?? t`We could not reach the server. Check your connection and try again.`);
      afterFailure?.();
      return;
    }
    toast('success', label, i18n._(ACTION_DONE[action]));
    after(action, result.job);
  };
}
