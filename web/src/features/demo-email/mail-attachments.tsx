import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, FileText } from 'lucide-react';
import { Icon } from '../../components/icon';
import { useToast } from '../../components/toast';
import { api } from '../../lib/api-client';
import { apiProblem, problemText } from '../../lib/api-errors';
import { saveBlob } from '../../lib/save-file';
import { useMailFormat } from './mail-format';
import type { Attachment } from './mail-types';

/** An attachment's file, fetched through the API (it needs the session) and saved under its name. */
export async function downloadAttachment(attachment: Attachment) {
  const { data, error, response } = await api.GET('/api/apps/email/attachments/{attachmentId}', {
    params: { path: { attachmentId: attachment.id } },
    parseAs: 'blob',
  });
  if (!data) throw apiProblem(error, response.status);
  saveBlob(data as Blob, attachment.fileName);
}

/** The files of a message: name, size in the active language, and a download button each. */
export function MailAttachments({ attachments }: { attachments: Attachment[] }) {
  const { t } = useLingui();
  const format = useMailFormat();
  const notify = useToast();
  const [busy, setBusy] = useState<number | null>(null);
  if (!attachments.length) return null;
  const download = async (attachment: Attachment) => {
    setBusy(attachment.id);
    try {
      await downloadAttachment(attachment);
    } catch (problem) {
      notify('error', t`The file could not be downloaded`, problemText(problem as ReturnType<typeof apiProblem>));
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="mail-files" aria-label={t`Attachments`}>
      <h3 className="mail-files__title">
        <Trans>Attachments</Trans>
      </h3>
      <ul className="mail-files__list">
        {attachments.map((attachment) => {
          const size = format.fileSize(attachment.bytes);
          return (
            <li key={attachment.id} className="mail-file">
              <Icon icon={FileText} size={20} />
              <span className="mail-file__name">{attachment.fileName}</span>
              <span className="mail-file__size">{size}</span>
              <button
                type="button"
                className="mail-tool"
                aria-label={t`Download ${attachment.fileName} (${size})`}
                title={t`Download`}
                disabled={busy === attachment.id}
                onClick={() => void download(attachment)}
              >
                <Icon icon={Download} size={18} />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
