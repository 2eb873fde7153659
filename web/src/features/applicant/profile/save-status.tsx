import { useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import type { SaveState } from './autosave';
import type { SaveFailure } from '../shared/save-failure';

interface SaveStatusProps {
  state: SaveState<SaveFailure>;
  lastSaved: Date | null;
  onRetry: () => void;
}

function sameDay(a: Date, b: Date) {
  return a.toDateString() === b.toDateString();
}

/**
 * "Saving…", "Saved at 14:05" or "Not saved" with a Retry button. The visible line changes as the
 * applicant types; screen readers hear only the outcomes (saved, not saved), not every "Saving…".
 */
export function SaveStatus({ state, lastSaved, onRetry }: SaveStatusProps) {
  const { t, i18n } = useLingui();
  const time = lastSaved ? i18n.date(lastSaved, { hour: '2-digit', minute: '2-digit' }) : '';
  const day = lastSaved ? i18n.date(lastSaved, { dateStyle: 'medium' }) : '';
  const savedText = !lastSaved ? t`Your details are saved as you type.` : sameDay(lastSaved, new Date()) ? t`Saved at ${time}` : t`Last saved on ${day} at ${time}`;

  const lastSpoken = useRef('');
  let shown: string;
  // While saving, the live region keeps its text, so that it is not read again and again.
  let spoken = lastSpoken.current;
  let problem = false;
  switch (state.kind) {
    case 'pending':
    case 'saving':
      shown = t`Saving…`;
      break;
    case 'invalid':
      shown = spoken = t`Your other changes are saved. Correct the problems listed on this page to save those too.`;
      problem = true;
      break;
    case 'failed': {
      const reason = state.error.reason.kind;
      problem = true;
      shown = spoken =
        reason === 'network'
          ? t`Not saved: we could not reach the server. Check your connection.`
          : reason === 'session'
            ? t`Not saved: your session has ended. Sign in again in another tab, then retry.`
            : reason === 'refused'
              ? t`Not saved: some details were refused.`
              : reason === 'conflict'
                ? t`Not saved: this was changed in another tab or window.`
                : t`Not saved: something went wrong on our side.`;
      break;
    }
    default:
      shown = spoken = savedText;
  }
  lastSpoken.current = spoken;

  return (
    <div className={problem ? 'save-status save-status--problem' : 'save-status'}>
      <p className="save-status__text" aria-hidden="true">
        {shown}
      </p>
      <p className="visually-hidden" role="status">
        {spoken}
      </p>
      {state.kind === 'failed' && state.error.reason.kind !== 'conflict' ? (
        <Button type="button" size="small" label={t`Retry`} aria-label={t`Retry saving`} onClick={onRetry} className="save-status__retry" />
      ) : null}
    </div>
  );
}
