import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { api } from '../../lib/api-client';
import { apiProblem, type ApiProblem } from '../../lib/api-errors';
import type { Job, JobStatus } from './vocabulary';

export type StatusAction = 'publish' | 'close' | 'reopen' | 'archive';
export type JobAction = StatusAction | 'duplicate';

/** The status moves the server allows from each status (anything else is a 409), then duplicate. */
export const ACTIONS_BY_STATUS: Record<JobStatus, JobAction[]> = {
  draft: ['publish', 'archive', 'duplicate'],
  open: ['close', 'duplicate'],
  closed: ['reopen', 'archive', 'duplicate'],
  archived: ['duplicate'],
};

/** Verbs on a job (a context keeps "Close" apart from closing a dialog in the merged catalogs). */
export const ACTION_LABELS: Record<JobAction, MessageDescriptor> = {
  publish: msg({ context: 'job action', message: 'Publish' }),
  close: msg({ context: 'job action', message: 'Close' }),
  reopen: msg({ context: 'job action', message: 'Reopen' }),
  archive: msg({ context: 'job action', message: 'Archive' }),
  duplicate: msg({ context: 'job action', message: 'Duplicate' }),
};

/** What the toast says when an action worked. */
export const ACTION_DONE: Record<JobAction, MessageDescriptor> = {
  publish: msg`The job is published and on the board.`,
  close: msg`The job is closed: it no longer takes applications.`,
  reopen: msg`The job is open again.`,
  archive: msg`The job is archived.`,
  duplicate: msg`A draft copy was made. You are now editing the copy.`,
};

/** Actions that take a job off the public board ask first. */
export const NEEDS_CONFIRMATION: ReadonlySet<JobAction> = new Set(['close', 'archive']);

export type ActionResult = { ok: true; job: Job } | { ok: false; problem: ApiProblem };

/** Runs an action on the server: the job as it is now, or the server's refusal (400, 404, 409). */
export async function runAction(id: number, action: JobAction): Promise<ActionResult> {
  const params = { params: { path: { id } } };
  const answer =
    action === 'publish'
      ? await api.POST('/api/careers/admin/jobs/{id}/publish', params)
      : action === 'close'
        ? await api.POST('/api/careers/admin/jobs/{id}/close', params)
        : action === 'reopen'
          ? await api.POST('/api/careers/admin/jobs/{id}/reopen', params)
          : action === 'archive'
            ? await api.POST('/api/careers/admin/jobs/{id}/archive', params)
            : await api.POST('/api/careers/admin/jobs/{id}/duplicate', params);
  if (answer.data) return { ok: true, job: answer.data };
  return { ok: false, problem: apiProblem(answer.error, answer.response.status) };
}
