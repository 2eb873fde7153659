import { apiProblem, type ApiProblem } from '../../lib/api-errors';
import { $api } from '../../lib/query';
import { runAction } from './job-actions';
import { JOB_API, JOBS_API, jobsChanged } from './api';
import type { Job, JobInput } from './vocabulary';

export type SaveResult = { ok: true; job: Job } | { ok: false; problem: ApiProblem };

/**
 * Saves the job form: creates the job (`current` null) or changes it, then publishes it when asked.
 * Each step answers the job as it is now or the server's refusal; the lists and figures follow.
 */
export function useSaveJob() {
  const create = $api.useMutation('post', JOBS_API, { onSettled: () => jobsChanged() });
  const update = $api.useMutation('put', JOB_API, { onSettled: () => jobsChanged() });
  const save = async (current: Job | null, body: JobInput): Promise<SaveResult> => {
    try {
      const job = current ? await update.mutateAsync({ params: { path: { id: current.id } }, body }) : await create.mutateAsync({ body });
      return { ok: true, job };
    } catch (error) {
      // No answer (network down): the form's own "could not reach the server".
      if (error instanceof Error) throw error;
      return { ok: false, problem: apiProblem(error) };
    }
  };
  const publish = async (job: Job): Promise<SaveResult> => {
    try {
      return await runAction(job.id, 'publish');
    } finally {
      void jobsChanged();
    }
  };
  return { save, publish };
}
