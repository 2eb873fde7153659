import { useRef, useState, type DragEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { AppIcon } from '../shared/icons';
import { ACCEPT_ATTRIBUTE, type ApplicantDocument, type DocumentKind, type Limits } from './file-checks';
import { useUpload } from './use-upload';
import { KindSelect } from './kind-select';

interface UploadPanelProps {
  limits: Limits;
  count: number;
  onUploaded: (document: ApplicantDocument) => void;
}

/**
 * Upload by dropping a file on the panel or with the "Choose a file" button (the keyboard way).
 * The type and size are checked here for a quick answer; the server checks the content and its
 * refusal is shown in the user's language. A refused file changes nothing in the list.
 */
export function UploadPanel({ limits, count, onUploaded }: UploadPanelProps) {
  const { t, i18n } = useLingui();
  const [kind, setKind] = useState<DocumentKind>('cv');
  const { status, busy, upload } = useUpload(limits, count, onUploaded);
  const [dragging, setDragging] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const maxMb = Math.round(limits.maxFileBytes / 1024 / 1024);
  const most = limits.maxDocuments;
  const fileName = status.kind === 'idle' ? '' : status.name;

  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file && !busy) void upload(kind, file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = busy ? 'none' : 'copy';
    setDragging(true);
  };

  return (
    <fieldset className="upload-panel">
      <legend>
        <Trans>Upload a document</Trans>
      </legend>
      <KindSelect id="document-kind" label={<Trans>What is the document?</Trans>} value={kind} onChange={setKind} />
      <div
        className={dragging ? 'dropzone dropzone--over' : 'dropzone'}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <AppIcon name="upload" size={28} />
        <p className="dropzone__text">
          <Trans>Drag a file here, or</Trans>
        </p>
        <Button
          type="button"
          label={t`Choose a file`}
          icon={<AppIcon name="plus" />}
          onClick={() => picker.current?.click()}
          disabled={busy}
          aria-describedby="upload-rules"
        />
        <input
          ref={picker}
          id="document-file"
          type="file"
          hidden
          accept={ACCEPT_ATTRIBUTE}
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
        />
        <p id="upload-rules" className="dropzone__rules">
          <Trans>
            PDF, DOCX, PNG or JPEG, up to {maxMb} MB. The file is uploaded as soon as you choose it.
          </Trans>
        </p>
      </div>
      <p className="upload-panel__status" role="status">
        {status.kind === 'uploading' ? <Trans>Uploading {fileName}…</Trans> : null}
        {status.kind === 'done' ? <Trans>{fileName} was uploaded.</Trans> : null}
      </p>
      <div role="alert" className="upload-panel__alert">
        {status.kind === 'refused' ? (
          <p className="upload-panel__refused">
            <strong>
              <Trans>{fileName} was not uploaded.</Trans>
            </strong>{' '}
            {i18n._(status.why)}
          </p>
        ) : null}
      </div>
      <p className="upload-panel__count">
        <Trans>
          {count} of {most} documents
        </Trans>
      </p>
    </fieldset>
  );
}
