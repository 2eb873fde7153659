import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { api } from '../../../lib/api-client';
import { apiProblem, problemText, type ApiProblem } from '../../../lib/api-errors';
import type { Email } from '../mail-types';
import { fieldsOf, type ComposeState } from './compose-model';

type Outcome = { ok: true; email: Email } | { ok: false; problem: ApiProblem };

async function outcome(call: Promise<{ data?: { email: Email }; error?: unknown; response: Response }>): Promise<Outcome> {
  try {
    const { data, error, response } = await call;
    return data ? { ok: true, email: data.email } : { ok: false, problem: apiProblem(error, response.status) };
  } catch {
    return { ok: false, problem: apiProblem(null) };
  }
}

/** Sends what is written (from its draft, when it was saved as one). */
export function sendCompose(state: ComposeState): Promise<Outcome> {
  const { to, ...rest } = fieldsOf(state);
  return outcome(api.POST('/api/apps/email/emails', { body: { email: { to, ...rest }, ...(state.draftId ? { draftId: state.draftId } : {}) } }));
}

/** Saves what is written as a draft: a new one the first time, the same one after. */
export function saveCompose(state: ComposeState): Promise<Outcome> {
  const email = fieldsOf(state);
  return state.draftId
    ? outcome(api.POST('/api/apps/email/drafts/{draftId}', { params: { path: { draftId: state.draftId } }, body: { email } }))
    : outcome(api.POST('/api/apps/email/drafts', { body: { email } }));
}

const PROBLEMS = {
  not_a_draft: msg`This draft was sent or moved in the meantime. Copy your text and start a new e-mail.`,
  mailbox_full: msg`The mailbox is full. Delete e-mails for good, then try again.`,
  not_found: msg`An attachment or the e-mail you answer no longer exists. Remove it and try again.`,
};

/** The sentence for a refused send or save, by its code. */
export function useComposeProblem() {
  useLingui();
  return (problem: ApiProblem) => problemText(problem, PROBLEMS);
}
