import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Paperclip, X } from 'lucide-react';
import { Icon } from '../../../components/icon';
import { problemText } from '../../../lib/api-errors';
import { upload } from '../../../lib/upload';
import { MAIL_LIMITS } from '../../../../../common/demo-email-rules';
import { useMailFormat } from '../mail-format';
import type { Attachment } from '../mail-types';

interface AttachmentsFieldProps {
  value: Attachment[];
  onChange: (update: (current: Attachment[]) => Attachment[]) => void;
  onBusy: (busy: boolean) => void;
}

/** "Attach files": each file checked for size here, uploaded, then listed with its size and a remove button. */
export function AttachmentsField({ value, onChange, onBusy }: AttachmentsFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const format = useMailFormat();
  const [uploading, setUploading] = useState<string[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const limit = format.fileSize(MAIL_LIMITS.attachmentBytes);

  const add = async (files: File[]) => {
    const found: string[] = [];
    const room = MAIL_LIMITS.attachments - value.length;
    if (files.length > room) found.push(t`At most ${MAIL_LIMITS.attachments} files can be attached.`);
    const accepted = files.slice(0, Math.max(0, room)).filter((file) => {
      if (file.size > MAIL_LIMITS.attachmentBytes) found.push(t`${file.name} is larger than ${limit}.`);
      else if (file.size === 0) found.push(t`${file.name} is empty.`);
      else return true;
      return false;
    });
    setProblems(found);
    if (!accepted.length) return;
    setUploading(accepted.map((f) => f.name));
    onBusy(true);
    for (const file of accepted) {
      const { data, problem } = await upload('/api/apps/email/attachments', { file });
      if (!problem) onChange((current) => [...current, data.attachment]);
      else {
        const reason =
          problem.code === 'attachment_too_large'
            ? t`${file.name} is larger than ${limit}.`
            : problem.code === 'attachment_storage_full'
              ? t`The mailbox has no room for more attachments. Delete e-mails with attachments for good first.`
              : problemText(problem);
        setProblems((current) => [...current, reason]);
      }
      setUploading((current) => current.filter((name) => name !== file.name));
    }
    onBusy(false);
  };

  return (
    <div className="compose-files">
      <input
        id={id}
        type="file"
        multiple
        className="compose-files__input visually-hidden"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          void add(files);
        }}
      />
      <label htmlFor={id} className="p-button p-button-outlined p-button-sm compose-files__button">
        <Icon icon={Paperclip} size={16} />
        <span>
          <Trans>Attach files</Trans>
        </span>
      </label>
      <span className="compose-files__hint">
        <Trans>Up to {MAIL_LIMITS.attachments} files, {limit} each.</Trans>
      </span>
      {value.length || uploading.length ? (
        <ul className="chip-list compose-files__list" aria-label={t`Attached files`}>
          {value.map((attachment) => (
            <li key={attachment.id} className="recipients__chip">
              <span>
                {attachment.fileName} ({format.fileSize(attachment.bytes)})
              </span>
              <button
                type="button"
                className="recipients__remove"
                aria-label={t`Remove ${attachment.fileName}`}
                onClick={() => onChange((current) => current.filter((a) => a.id !== attachment.id))}
              >
                <Icon icon={X} size={14} />
              </button>
            </li>
          ))}
          {uploading.map((name) => (
            <li key={`uploading-${name}`} className="recipients__chip recipients__chip--busy" role="status">
              <Trans>Uploading {name}…</Trans>
            </li>
          ))}
        </ul>
      ) : null}
      {problems.length ? (
        <ul className="compose-files__problems" role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
