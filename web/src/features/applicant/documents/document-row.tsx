import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { BusyButton } from '../../../components/busy-button';
import { InputText } from 'primereact/inputtext';
import { $api } from '../../../lib/query';
import { apiProblem } from '../../../lib/api-errors';
import { changeDocuments } from './api';
import { AppIcon } from '../shared/icons';
import type { ApplicantDocument, DocumentKind } from './file-checks';
import { KindSelect } from './kind-select';
import { formatSize, KIND_LABELS } from './kinds';

interface DocumentRowProps {
  document: ApplicantDocument;
  onDownload: (document: ApplicantDocument) => void;
  onDelete: (document: ApplicantDocument) => void;
}

/** One document: name, kind, size and date, with Download, Rename (name and kind) and Delete. */
export function DocumentRow({ document: doc, onDownload, onDelete }: DocumentRowProps) {
  const { t, i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(doc.name);
  const [kind, setKind] = useState<DocumentKind>(doc.kind);
  const [error, setError] = useState<string | null>(null);
  const rename = $api.useMutation('patch', '/api/careers/documents/{id}', {
    onSuccess: (renamed) => changeDocuments((documents) => documents.map((d) => (d.id === renamed.id ? renamed : d))),
  });
  const saving = rename.isPending;
  const renameButton = useRef<HTMLSpanElement>(null);
  const wasEditing = useRef(false);
  const ids = { name: `document-${doc.id}-name`, kind: `document-${doc.id}-kind`, error: `document-${doc.id}-error` };

  useEffect(() => {
    if (editing) document.getElementById(ids.name)?.focus();
    else if (wasEditing.current) renameButton.current?.querySelector('button')?.focus();
    wasEditing.current = editing;
  }, [editing, ids.name]);

  const start = () => {
    setName(doc.name);
    setKind(doc.kind);
    setError(null);
    setEditing(true);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(t`Enter a name for the document.`);
    try {
      await rename.mutateAsync({ params: { path: { id: doc.id } }, body: { name: trimmed, kind } });
      setEditing(false);
    } catch (refusal) {
      // Not answered at all (status 0): the connection; answered: the rename was refused.
      if (apiProblem(refusal).status === 0) setError(t`We could not reach the server. Check your connection and try again.`);
      else setError(t`The document could not be renamed. Please try again.`);
    }
  }

  const size = formatSize(doc.size, i18n.locale);
  const uploaded = i18n.date(doc.createdAt, { dateStyle: 'medium', timeStyle: 'short' });
  const documentName = doc.name;

  if (editing) {
    return (
      <tr>
        <td colSpan={5}>
          <form className="document-edit" onSubmit={(e) => void save(e)} noValidate aria-label={t`Rename ${documentName}`}>
            <div className="form-field">
              <label htmlFor={ids.name} className="form-field__label">
                <Trans>Name</Trans>
              </label>
              <InputText
                id={ids.name}
                value={name}
                maxLength={120}
                invalid={Boolean(error)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? ids.error : undefined}
                onChange={(e) => setName(e.target.value)}
              />
            </div>
            <KindSelect id={ids.kind} label={<Trans>Kind</Trans>} value={kind} onChange={setKind} />
            <div className="document-edit__actions">
              <BusyButton type="submit" label={t`Save`} busy={saving} disabled={saving} />
              <Button type="button" outlined label={t`Cancel`} onClick={() => setEditing(false)} disabled={saving} />
            </div>
            {error ? (
              <p id={ids.error} className="form-field__error" role="alert">
                {error}
              </p>
            ) : null}
          </form>
        </td>
      </tr>
    );
  }

  return (
    <tr>
      <th scope="row" className="documents-table__name">
        {doc.name}
      </th>
      <td data-label={t`Kind`}>{i18n._(KIND_LABELS[doc.kind])}</td>
      <td data-label={t`Size`}>{size}</td>
      <td data-label={t`Uploaded`}>{uploaded}</td>
      <td className="documents-table__actions">
        <Button type="button" text size="small" icon={<AppIcon name="download" />} label={t`Download`} aria-label={t`Download: ${documentName}`} onClick={() => onDownload(doc)} />
        <span ref={renameButton}>
          <Button type="button" text size="small" icon={<AppIcon name="edit" />} label={t`Rename`} aria-label={t`Rename: ${documentName}`} onClick={start} />
        </span>
        <Button
          type="button"
          text
          severity="danger"
          size="small"
          icon={<AppIcon name="trash" />}
          label={t`Delete`}
          aria-label={t`Delete: ${documentName}`}
          onClick={() => onDelete(doc)}
        />
      </td>
    </tr>
  );
}
