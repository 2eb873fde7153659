import { useMutation } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useToast } from '../../components/toast';
import { apiProblem, problemText, type ApiProblem } from '../../lib/api-errors';
import { ACTION_DONE, ACTION_LABELS, runAction, type JobAction } from './job-actions';
import { jobsChanged } from './api';
import { ADMIN_REFUSALS, missingFieldsText } from './refusals';
import type { Job } from './vocabulary';

/**
 * Runs an action on a job and says how it went in a toast: what was done, or the server's refusal
 * (by its code: wrong status, missing fields...). The job lists and figures are fetched again
 * either way (a refusal means the job changed meanwhile). `after` gets the job as it is now (the copy, for duplicate).
 */
export function useJobAction(after?: (action: JobAction, job: Job) => void) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: async ({ job, action }: { job: Job; action: JobAction }) => {
      const result = await runAction(job.id, action).catch(() => ({ ok: false as const, problem: apiProblem(null) }));
      if (!result.ok) throw result.problem;
      return result.job;
    },
    onSuccess: (job, { action }) => {
      toast('success', i18n._(ACTION_LABELS[action]), i18n._(ACTION_DONE[action]));
      after?.(action, job);
    },
    onError: (problem: ApiProblem, { action }) => {
      const label = i18n._(ACTION_LABELS[action]);
      toast('error', t`${label}: not done`, missingFieldsText(problem) ?? problemText(problem, ADMIN_REFUSALS));
    },
    onSettled: () => jobsChanged(),
  });
  return (job: Job, action: JobAction) => mutation.mutate({ job, action });
}
