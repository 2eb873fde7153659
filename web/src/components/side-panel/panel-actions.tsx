import { useLingui } from '@lingui/react/macro';

/** A side panel form's Save (Add for a new item) and Cancel. */
export function PanelSaveGroup({ adding, submitting, onCancel }: { adding: boolean; submitting: boolean; onCancel: () => void }) {
  const { t } = useLingui();
  return (
    <div className="panel-actions__group">
      <button type="submit" className="p-button" disabled={submitting}>
        {adding ? t`Add` : t`Save`}
      </button>
      <button type="button" className="p-button p-button-outlined p-button-secondary" onClick={onCancel}>
        {t`Cancel`}
      </button>
    </div>
  );
}
