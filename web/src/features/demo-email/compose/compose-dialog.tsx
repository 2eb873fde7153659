import { useId, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { BusyButton } from '../../../components/busy-button';
import { InputText } from 'primereact/inputtext';
import { RichTextEditor } from '../../../components/rich-text';
import { useToast } from '../../../components/toast';
import { refocusIfAway } from '../../../lib/dialog-focus';
import { MAIL_LIMITS } from '../../../../../common/demo-email-rules';
import { refreshMail } from '../api';
import { AttachmentsField } from './attachments-field';
import { hasChanges, type ComposeState } from './compose-model';
import type { Addressee } from '../mail-types';
import { saveCompose, sendCompose, useComposeProblem } from './api';
import { KeepDraftDialog } from './keep-draft-dialog';
import { RecipientsField } from './recipients-field';
import './compose.css';

interface ComposeDialogProps {
  /** What the window opens with (a new e-mail, an answer, a reopened draft). */
  initial: ComposeState;
  onClose: () => void;
}

/**
 * The compose window: To (Cc and Bcc on request) as chips, subject, rich text, attachments; Send
 * stores the e-mail in Sent, Save draft keeps it in Drafts. Closing with unsaved content asks
 * whether to keep it as a draft.
 */
export function ComposeDialog({ initial, onClose }: ComposeDialogProps) {
  const { t } = useLingui();
  const notify = useToast();
  const ids = useId();
  const describeProblem = useComposeProblem();
  const [state, setState] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [showCopies, setShowCopies] = useState(initial.cc.length > 0 || initial.bcc.length > 0);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [noRecipient, setNoRecipient] = useState(false);
  const dialog = useRef<Dialog>(null);
  const commits = useRef<Partial<Record<'to' | 'cc' | 'bcc', () => Addressee[] | null>>>({});
  const set = (change: Partial<ComposeState>) => setState((current) => ({ ...current, ...change }));

  const titles = { new: t`New message`, reply: t`Reply`, forward: t`Forward`, draft: t`Draft` };
  /** The recipients with what is still typed in their fields, or null when some of it is not an address. */
  const withTyped = (): ComposeState | null => {
    const next = { ...state };
    for (const field of ['to', 'cc', 'bcc'] as const) {
      const commit = commits.current[field];
      if (!commit) continue;
      const value = commit();
      if (!value) return null;
      next[field] = value;
    }
    return next;
  };

  async function save(closeAfter: boolean) {
    const current = withTyped() ?? state;
    setBusy(true);
    setProblem(null);
    const result = await saveCompose(current);
    setBusy(false);
    if (!result.ok) {
      setProblem(describeProblem(result.problem));
      return;
    }
    const next = { ...current, draftId: result.email.id };
    setState(next);
    setSaved(next);
    void refreshMail();
    notify('success', t`Draft saved`);
    if (closeAfter) onClose();
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    const current = withTyped();
    if (!current) return;
    if (current.to.length === 0) {
      setNoRecipient(true);
      document.getElementById(`${ids}-to`)?.focus();
      return;
    }
    setBusy(true);
    setProblem(null);
    const result = await sendCompose(current);
    setBusy(false);
    if (!result.ok) {
      setProblem(describeProblem(result.problem));
      return;
    }
    void refreshMail();
    notify('success', t`E-mail sent`);
    onClose();
  }

  const requestClose = () => {
    if (busy) return;
    if (hasChanges(state, saved)) setAsking(true);
    else onClose();
  };

  const footer = (
    <div className="compose__actions">
      <BusyButton type="submit" form={`${ids}-form`} label={t`Send`} icon="pi pi-send" disabled={busy || uploading} busy={busy} />
      <Button type="button" outlined label={t`Save draft`} disabled={busy || uploading} onClick={() => void save(false)} />
    </div>
  );

  return (
    <>
      <Dialog
        visible
        header={titles[state.kind]}
        footer={footer}
        onHide={requestClose}
        modal
        draggable={false}
        resizable={false}
        blockScroll
        ariaCloseIconLabel={t`Close`}
        className="compose"
        style={{ width: 'min(48rem, 96vw)' }}
        ref={dialog}
        onShow={() => refocusIfAway(dialog.current?.getElement())}
      >
        <form id={`${ids}-form`} className="compose__form" onSubmit={(e) => void send(e)} noValidate>
          <RecipientsField
            label={t`To`}
            inputId={`${ids}-to`}
            focusOnOpen
            value={state.to}
            onChange={(to) => {
              set({ to });
              setNoRecipient(false);
            }}
            problem={noRecipient ? t`Add at least one recipient.` : undefined}
            registerCommit={(commit) => (commits.current.to = commit)}
          />
          {showCopies ? (
            <>
              <RecipientsField label={t`Cc`} value={state.cc} onChange={(cc) => set({ cc })} registerCommit={(commit) => (commits.current.cc = commit)} />
              <RecipientsField label={t`Bcc`} value={state.bcc} onChange={(bcc) => set({ bcc })} registerCommit={(commit) => (commits.current.bcc = commit)} />
            </>
          ) : (
            <button type="button" className="compose__copies p-button p-button-text p-button-sm" onClick={() => setShowCopies(true)}>
              {t`Add Cc and Bcc`}
            </button>
          )}
          <div className="compose__field">
            <label htmlFor={`${ids}-subject`}>{t`Subject`}</label>
            <InputText id={`${ids}-subject`} value={state.subject} maxLength={MAIL_LIMITS.subject} onChange={(e) => set({ subject: e.target.value })} />
          </div>
          <div className="compose__field">
            <span id={`${ids}-message-label`}>{t`Message`}</span>
            <RichTextEditor id={`${ids}-message`} labelledBy={`${ids}-message-label`} value={initial.message} onChange={(message) => set({ message })} />
          </div>
          <AttachmentsField value={state.attachments} onChange={(update) => setState((s) => ({ ...s, attachments: update(s.attachments) }))} onBusy={setUploading} />
          {problem ? (
            <p className="compose__problem" role="alert">
              {problem}
            </p>
          ) : null}
        </form>
      </Dialog>
      <KeepDraftDialog
        visible={asking}
        busy={busy}
        onSave={() => {
          setAsking(false);
          void save(true);
        }}
        onDiscard={() => {
          setAsking(false);
          onClose();
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
