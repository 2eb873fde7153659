import { keepPreviousData, type QueryKey } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { $api, queryClient } from '../../lib/query';
import { api } from '../../lib/api-client';
import { problemText } from '../../lib/api-errors';
import { resultOf } from '../../lib/api-result';
import { useToast } from '../../components/toast';
import { changeCached } from '../../lib/optimistic';
import type { Email, MailListKey, MailLabel, MoveTarget } from './mail-types';

const LIST = '/api/apps/email/emails';
type ListAnswer = { emails: Email[]; emailsMeta: { inbox: number; draft: number; spam: number } };

/** The API query of a list: the folder (the inbox is the API's default), the label, the search. */
export function listQuery({ view, label, q }: MailListKey) {
  return { folder: view, ...(label ? { label } : {}), ...(q ? { q } : {}) };
}

/** One list of the mailbox and the counters; the previous list stays on screen while the next loads. */
export function useMailList(key: MailListKey) {
  return $api.useQuery('get', LIST, { params: { query: listQuery(key) } }, { placeholderData: keepPreviousData });
}

/** Every cached list (all folders, labels, searches): what an optimistic change patches. */
const listsKey: QueryKey = ['get', LIST];

type Patch = (email: Email) => Email | null;

/** Applies `patch` at once to every cached list (null drops the e-mail from the list); answers the way back. */
function patchLists(ids: number[], patch: Patch) {
  const wanted = new Set(ids);
  return changeCached<ListAnswer>(queryClient, listsKey, (answer) => ({ ...answer, emails: answer.emails.flatMap((e) => (wanted.has(e.id) ? (patch(e) ?? []) : [e])) }));
}

export const refreshMail = () => queryClient.invalidateQueries({ queryKey: listsKey });

/**
 * The list's and the open e-mail's actions: optimistic on screen, confirmed by the server, rolled
 * back with a toast when it refuses; every list and the counters are fetched again afterwards.
 */
export function useMailActions() {
  const { t } = useLingui();
  const notify = useToast();

  async function run(ids: number[], patch: Patch, call: () => Promise<{ error?: unknown; response: Response }>) {
    const rollback = await patchLists(ids, patch);
    const { problem } = await resultOf(call());
    if (problem) {
      rollback();
      notify('error', t`That did not work`, problemText(problem));
    }
    void refreshMail();
    return !problem;
  }

  const update = (ids: number[], dataToUpdate: { isRead?: boolean; isStarred?: boolean; folder?: MoveTarget }, keep: boolean) =>
    run(
      ids,
      (e) => (keep ? { ...e, ...dataToUpdate } : null),
      () => api.POST('/api/apps/email/update-emails', { body: { emailIds: ids, dataToUpdate } }),
    );

  return {
    setRead: (ids: number[], isRead: boolean) => update(ids, { isRead }, true),
    setStarred: (ids: number[], isStarred: boolean, view: string) => update(ids, { isStarred }, view !== 'starred' || isStarred),
    move: (ids: number[], folder: MoveTarget) => update(ids, { folder }, false),
    toggleLabel: (ids: number[], label: MailLabel, keepInList: (labels: string[]) => boolean) =>
      run(
        ids,
        (e) => {
          const labels = e.labels.includes(label) ? e.labels.filter((l) => l !== label) : [...e.labels, label];
          return keepInList(labels) ? { ...e, labels } : null;
        },
        () => api.POST('/api/apps/email/update-emails-label', { body: { emailIds: ids, label } }),
      ),
    deleteForGood: (ids: number[]) => run(ids, () => null, () => api.POST('/api/apps/email/delete-emails', { body: { emailIds: ids } })),
  };
}
