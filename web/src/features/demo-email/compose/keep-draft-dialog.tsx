import { useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';

interface KeepDraftDialogProps {
  visible: boolean;
  busy: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onCancel: () => void;
}

/** Asked when a compose window with unsaved content is closed: keep it as a draft, discard it, or go on writing. */
export function KeepDraftDialog({ visible, busy, onSave, onDiscard, onCancel }: KeepDraftDialogProps) {
  const { t } = useLingui();
  const footer = (
    <div className="mail-dialog__actions">
      <Button type="button" text label={t`Keep writing`} onClick={onCancel} />
      <Button type="button" outlined severity="danger" label={t`Discard`} onClick={onDiscard} disabled={busy} />
      <Button type="button" label={t`Save draft`} onClick={onSave} disabled={busy} autoFocus /> {/* eslint-disable-line jsx-a11y/no-autofocus -- the dialog opens with focus on its safe default, as a dialog should */}
    </div>
  );
  return (
    <Dialog
      visible={visible}
      header={t`Keep this e-mail as a draft?`}
      footer={footer}
      onHide={onCancel}
      modal
      draggable={false}
      resizable={false}
      ariaCloseIconLabel={t`Close`}
      style={{ width: 'min(30rem, 95vw)' }}
    >
      <p>{t`What you wrote has not been saved. Save it in Drafts to finish it later, or discard it.`}</p>
    </Dialog>
  );
}
