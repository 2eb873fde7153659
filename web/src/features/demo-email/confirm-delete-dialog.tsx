import { Plural, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';

/** "Delete 3 e-mails for good?": deleting from the trash cannot be undone. */
export function ConfirmDeleteDialog({ count, visible, onConfirm, onCancel }: { count: number; visible: boolean; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useLingui();
  const footer = (
    <div className="mail-dialog__actions">
      <Button type="button" outlined label={t`Cancel`} onClick={onCancel} />
      <Button type="button" severity="danger" label={t`Delete for good`} onClick={onConfirm} />
    </div>
  );
  return (
    <Dialog
      visible={visible}
      header={t`Delete for good?`}
      footer={footer}
      onHide={onCancel}
      modal
      draggable={false}
      resizable={false}
      ariaCloseIconLabel={t`Close`}
      style={{ width: 'min(30rem, 95vw)' }}
    >
      <p>
        <Plural value={count} one="The selected e-mail will be deleted. This cannot be undone." other="The # selected e-mails will be deleted. This cannot be undone." />
      </p>
    </Dialog>
  );
}
