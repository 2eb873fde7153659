import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { BusyButton } from './busy-button';
import './confirm-dialog.css';

interface ConfirmDialogProps {
  visible: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm?: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** The confirm button submits this form (a dialog that asks for a password). */
  formId?: string;
}

/**
 * A modal question with Cancel and a red confirm button. PrimeReact's Dialog keeps focus inside,
 * closes on Escape and gives focus back to the button that opened it.
 */
export function ConfirmDialog({ visible, title, children, confirmLabel, onConfirm, onCancel, busy, formId }: ConfirmDialogProps) {
  const { t } = useLingui();
  const footer = (
    <div className="confirm-dialog__actions">
      <Button type="button" outlined label={t`Cancel`} onClick={onCancel} disabled={busy} />
      <BusyButton
        type={formId ? 'submit' : 'button'}
        form={formId}
        severity="danger"
        label={confirmLabel}
        busy={busy}
        disabled={busy}
        onClick={formId ? undefined : onConfirm}
      />
    </div>
  );
  return (
    <Dialog
      visible={visible}
      header={title}
      footer={footer}
      onHide={onCancel}
      modal
      draggable={false}
      resizable={false}
      blockScroll
      focusOnShow
      ariaCloseIconLabel={t`Close`}
      className="confirm-dialog"
      style={{ width: 'min(34rem, 95vw)' }}
    >
      {children}
    </Dialog>
  );
}
