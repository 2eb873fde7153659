import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BusyButton } from '../../../components/busy-button';
import { InputSwitch } from 'primereact/inputswitch';
import { InputTextarea } from 'primereact/inputtextarea';
import { apiProblem, problemText } from '../../../lib/api-errors';
import { useToast } from '../../../components/toast';
import { useFocusWhen } from '../../../lib/use-focus-when';
import { ADMIN_REFUSALS } from '../refusals';
import { Block } from './application-parts';
import { useAddNote, useTransition } from './use-review';
import { APPLICATION_STATUS_LABELS, moveLabel, needsReason, type AdminApplication, type ApplicationStatus } from './vocabulary';

/**
 * The moves allowed now, with reason (when required), note and the notify switch. After a move or a
 * note, the button pressed goes disabled (nothing chosen, no note): the status choices (the new
 * status's) take the focus when `focusChoices` changes, so the keyboard goes on from there (WCAG 2.4.3).
 */
export function ReviewActions({ application, focusChoices = 0, onReviewed }: { application: AdminApplication; focusChoices?: number; onReviewed?: () => void }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const [to, setTo] = useState<ApplicationStatus | null>(null);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [notify, setNotify] = useState(true);
  const [reasonError, setReasonError] = useState(false);
  const choices = useFocusWhen<HTMLFieldSetElement>(focusChoices);
  const from = application.status;
  const moves = application.allowedTransitions;
  const reasonNeeded = to !== null && needsReason(from, to);

  const clear = () => {
    setTo(null);
    setReason('');
    setNote('');
    setReasonError(false);
  };

  const refused = (error: unknown) => {
    // A thrown Error is no answer at all (network down); anything else is the server's refusal.
    if (error instanceof Error) return toast('error', t`Not done`, t`We could not reach the server. Check your connection and try again.`);
    const problem = apiProblem(error);
    if (problem.code === 'reason_required') setReasonError(true);
    toast('error', t`Not done`, problemText(problem, ADMIN_REFUSALS));
  };
  const transition = useTransition({
    onSuccess: ({ body }) => {
      const done = i18n._(APPLICATION_STATUS_LABELS[body.to]);
      toast('success', t`Status changed`, t`The application is now: ${done}.`);
      clear();
      onReviewed?.();
    },
    onError: refused,
  });
  const addNote = useAddNote({
    onSuccess: () => {
      toast('success', t`Note added`, t`The note is on the timeline.`);
      onReviewed?.();
    },
    onError: (error, { body }) => {
      setNote((current) => current || body.note);
      refused(error);
    },
  });
  const busy = transition.isPending || addNote.isPending;

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!to && !note.trim()) return;
    if (reasonNeeded && !reason.trim()) {
      setReasonError(true);
      document.getElementById('application-reason')?.focus();
      return;
    }
    const path = { path: { id: application.id } };
    if (to) {
      transition.mutate({ params: path, body: { to, ...(reasonNeeded ? { reason: reason.trim() } : {}), ...(note.trim() ? { note: note.trim() } : {}), notifyApplicant: notify } });
      return;
    }
    // The note is on the timeline at once (and the field empty); both come back if it is refused.
    setNote('');
    addNote.mutate({ params: path, body: { note: note.trim() } });
  };

  return (
    <Block id="application-actions" title={<Trans>Review</Trans>}>
      <form className="application-actions" onSubmit={send} noValidate>
        <fieldset className="application-moves" tabIndex={-1} ref={choices}>
          <legend>
            <Trans>Change the status</Trans>
          </legend>
          {moves.length ? (
            <>
              <label className="application-move">
                <input type="radio" name="application-to" checked={to === null} onChange={() => setTo(null)} /> <Trans>No change (note only)</Trans>
              </label>
              {moves.map((move) => (
                <label key={move} className="application-move">
                  <input type="radio" name="application-to" value={move} checked={to === move} onChange={() => setTo(move)} /> {i18n._(moveLabel(from, move))}
                </label>
              ))}
            </>
          ) : (
            <p>
              <Trans>No status change is possible from this status.</Trans>
            </p>
          )}
        </fieldset>
        {reasonNeeded ? (
          <div className="application-field">
            <label htmlFor="application-reason">
              <Trans>Reason (required)</Trans>
            </label>
            <InputTextarea
              id="application-reason"
              value={reason}
              rows={3}
              maxLength={1000}
              required
              aria-required="true"
              aria-invalid={reasonError || undefined}
              aria-describedby={reasonError ? 'application-reason-error' : undefined}
              onChange={(e) => {
                setReason(e.target.value);
                if (e.target.value.trim()) setReasonError(false);
              }}
            />
            {reasonError ? (
              <p id="application-reason-error" className="application-error">
                <Trans>Give a reason.</Trans>
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="application-field">
          <label htmlFor="application-note">{to ? <Trans>Note (shown on the timeline)</Trans> : <Trans>Internal note</Trans>}</label>
          <InputTextarea id="application-note" value={note} rows={3} maxLength={4000} onChange={(e) => setNote(e.target.value)} />
        </div>
        {to ? (
          <div className="application-switch">
            <InputSwitch inputId="application-notify" checked={notify} onChange={(e) => setNotify(e.value)} />
            <label htmlFor="application-notify">
              <Trans>Notify the applicant by e-mail</Trans>
            </label>
          </div>
        ) : null}
        <BusyButton type="submit" className="form-action" busy={busy} disabled={!to && !note.trim()} label={to ? i18n._(moveLabel(from, to)) : t`Add note`} />
      </form>
    </Block>
  );
}
