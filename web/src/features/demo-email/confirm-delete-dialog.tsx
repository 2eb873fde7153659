import { Plural, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../components/confirm-dialog';

/** "Delete 3 e-mails for good?": deleting from the trash cannot be undone. */
export function ConfirmDeleteDialog({ count, visible, onConfirm, onCancel }: { count: number; visible: boolean; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useLingui();
  return (
    <ConfirmDialog visible={visible} title={t`Delete for good?`} confirmLabel={t`Delete for good`} onConfirm={onConfirm} onCancel={onCancel}>
      <p>
        <Plural value={count} one="The selected e-mail will be deleted. This cannot be undone." other="The # selected e-mails will be deleted. This cannot be undone." />
      </p>
    </ConfirmDialog>
  );
}
