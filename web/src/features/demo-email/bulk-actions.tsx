import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Mail, MailOpen, Trash2 } from 'lucide-react';
import { Icon } from '../../components/icon';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { LabelMenu, MoveMenu } from './mail-menus';
import type { useMailActions } from './api';
import type { Email, MailListKey } from './mail-types';

interface BulkActionsProps {
  emails: Email[];
  selected: Set<number>;
  onSelect: (ids: Set<number>) => void;
  listKey: MailListKey;
  actions: ReturnType<typeof useMailActions>;
}

/** Select all (checked, unchecked or mixed) and what can be done to the selected e-mails at once. */
export function BulkActions({ emails, selected, onSelect, listKey, actions }: BulkActionsProps) {
  const { t } = useLingui();
  const all = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);
  const chosen = emails.filter((e) => selected.has(e.id));
  const ids = chosen.map((e) => e.id);
  const mixed = chosen.length > 0 && chosen.length < emails.length;
  useEffect(() => {
    if (all.current) all.current.indeterminate = mixed;
  }, [mixed]);
  const done = () => onSelect(new Set());
  const inTrash = listKey.view === 'trash';
  const keepWithLabel = (labels: string[]) => !listKey.label || labels.includes(listKey.label);

  return (
    <div className="mail-bulk" role="toolbar" aria-label={t`Selected e-mails`}>
      {/* eslint-disable-next-line jsx-a11y/label-has-associated-control -- the label's text is the <Trans> below, which the rule cannot read */}
      <label className="mail-bulk__all">
        <input
          ref={all}
          type="checkbox"
          className="mail-check"
          checked={emails.length > 0 && chosen.length === emails.length}
          disabled={emails.length === 0}
          onChange={(e) => onSelect(e.target.checked ? new Set(emails.map((m) => m.id)) : new Set())}
        />
        <span className={chosen.length ? 'visually-hidden' : undefined}>
          <Trans>Select all</Trans>
        </span>
      </label>
      {chosen.length ? (
        <>
          <span className="mail-bulk__count">
            <Trans>{chosen.length} selected</Trans>
          </span>
          <MoveMenu from={listKey.view} onMove={(folder) => void actions.move(ids, folder).then(done)} />
          <LabelMenu
            checked={(label) => chosen.every((e) => e.labels.includes(label))}
            onToggle={(label) => void actions.toggleLabel(ids, label, keepWithLabel)}
          />
          <button type="button" className="mail-tool" aria-label={t`Mark as read`} title={t`Mark as read`} onClick={() => void actions.setRead(ids, true)}>
            <Icon icon={MailOpen} size={18} />
          </button>
          <button type="button" className="mail-tool" aria-label={t`Mark as unread`} title={t`Mark as unread`} onClick={() => void actions.setRead(ids, false)}>
            <Icon icon={Mail} size={18} />
          </button>
          {inTrash ? (
            <button type="button" className="mail-tool mail-tool--danger" aria-label={t`Delete for good`} title={t`Delete for good`} onClick={() => setConfirming(true)}>
              <Icon icon={Trash2} size={18} />
            </button>
          ) : (
            <button type="button" className="mail-tool" aria-label={t`Move to the trash`} title={t`Move to the trash`} onClick={() => void actions.move(ids, 'trash').then(done)}>
              <Icon icon={Trash2} size={18} />
            </button>
          )}
        </>
      ) : null}
      <ConfirmDeleteDialog
        count={chosen.length}
        visible={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void actions.deleteForGood(ids).then(done);
        }}
      />
    </div>
  );
}
