import { $api, queryClient } from '../../../lib/query';
import { applicationQuery, applicationsChanged } from '../api';
import type { AdminApplication, AdminApplicationEvent } from './vocabulary';

/** What the review form does after a write; called even if the form is re-drawn meanwhile. */
export interface ReviewHandlers<V> {
  onSuccess: (variables: V) => void;
  /** `error`: the server's refusal (the error envelope), or an Error when there was no answer. */
  onError: (error: unknown, variables: V) => void;
}

/** The application as the server answered a move or a note: shown at once, then the lists and figures follow. */
const answered = (application: AdminApplication) => {
  queryClient.setQueryData(applicationQuery(application.id).queryKey, application);
  void applicationsChanged();
};

type TransitionVariables = { params: { path: { id: number } }; body: { to: AdminApplication['status'] } };

/** Moves an application to another status (transitionApplication). */
export function useTransition({ onSuccess, onError }: ReviewHandlers<TransitionVariables>) {
  return $api.useMutation('post', '/api/careers/admin/applications/{id}/transition', {
    onSuccess: (application, variables) => {
      answered(application);
      onSuccess(variables);
    },
    onError: (error, variables) => {
      void applicationsChanged();
      onError(error, variables);
    },
  });
}

type NoteVariables = { params: { path: { id: number } }; body: { note: string } };

/** An internal note as the timeline shows it until the server's answer replaces it. */
const pendingNote = (note: string): AdminApplicationEvent => ({
  id: -Date.now(),
  at: new Date().toISOString(),
  actorRole: 'admin',
  fromStatus: null,
  toStatus: null,
  reason: null,
  note,
  actorId: null,
  actorName: null,
  visibleToApplicant: false,
  notified: false,
});

/**
 * Adds an internal note (addApplicationNote): on the timeline at once, taken back if the server
 * refuses it or cannot be reached.
 */
export function useAddNote({ onSuccess, onError }: ReviewHandlers<NoteVariables>) {
  return $api.useMutation('post', '/api/careers/admin/applications/{id}/notes', {
    onMutate: async ({ params, body }) => {
      const { queryKey } = applicationQuery(params.path.id);
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<AdminApplication>(queryKey);
      if (before) queryClient.setQueryData(queryKey, { ...before, timeline: [...before.timeline, pendingNote(body.note)] });
      return { before };
    },
    onSuccess: (application, variables) => {
      answered(application);
      onSuccess(variables);
    },
    onError: (error, variables, context) => {
      if (context?.before) queryClient.setQueryData(applicationQuery(variables.params.path.id).queryKey, context.before);
      void applicationsChanged();
      onError(error, variables);
    },
  });
}
