import { useCallback, useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { api } from '../../../lib/api-client';
import { ProfileSection, SECTION_IDS } from '../profile/section';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { saveBlob } from '../../../lib/save-file';
import { fileNameOf, type ApplicantDocument, type Limits } from './file-checks';
import { downloadDocument } from './documents-api';
import { DocumentRow } from './document-row';
import { UploadPanel } from './upload-panel';

type ListState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; documents: ApplicantDocument[]; limits: Limits };

/** The applicant's documents: upload, list, download, rename, delete (with confirmation). */
export function DocumentsSection() {
  const { t } = useLingui();
  const [list, setList] = useState<ListState>({ kind: 'loading' });
  const [toDelete, setToDelete] = useState<ApplicantDocument | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState('');

  const load = useCallback(async () => {
    setList({ kind: 'loading' });
    try {
      const { data } = await api.GET('/api/careers/documents');
      setList(data ? { kind: 'ready', documents: data.documents, limits: { maxFileBytes: data.maxFileBytes, maxDocuments: data.maxDocuments } } : { kind: 'failed' });
    } catch {
      setList({ kind: 'failed' });
    }
  }, []);
  useEffect(() => void load(), [load]);

  const change = (update: (documents: ApplicantDocument[]) => ApplicantDocument[]) =>
    setList((l) => (l.kind === 'ready' ? { ...l, documents: update(l.documents) } : l));

  async function download(doc: ApplicantDocument) {
    setProblem('');
    const name = doc.name;
    try {
      const { data, response } = await downloadDocument(doc.id);
      if (!(data instanceof Blob)) return setProblem(t`${name} could not be downloaded. Please try again.`);
      saveBlob(data, fileNameOf(response.headers.get('content-disposition')) ?? doc.name);
    } catch {
      setProblem(t`${name} could not be downloaded. Please try again.`);
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    const doc = toDelete;
    const name = doc.name;
    setDeleting(true);
    setProblem('');
    try {
      const { response } = await api.DELETE('/api/careers/documents/{id}', { params: { path: { id: doc.id } } });
      if (!response.ok && response.status !== 404) {
        setProblem(t`${name} could not be deleted. Please try again.`);
      } else {
        change((documents) => documents.filter((d) => d.id !== doc.id));
        setMessage(t`${name} was deleted.`);
        document.getElementById(`${SECTION_IDS.documents}-title`)?.focus();
      }
    } catch {
      setProblem(t`${name} could not be deleted. Please try again.`);
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  }

  // The name stays in the dialog while it closes.
  const asked = useRef('');
  if (toDelete) asked.current = toDelete.name;
  const pendingName = asked.current;
  return (
    <ProfileSection
      id={SECTION_IDS.documents}
      title={<Trans>Documents</Trans>}
      intro={<Trans>Your CV, cover letters, certificates, professional licences and ID, ready to attach to your applications.</Trans>}
    >
      {list.kind === 'loading' ? (
        <p>
          <Trans>Loading your documents…</Trans>
        </p>
      ) : list.kind === 'failed' ? (
        <div role="alert" className="applicant-problem">
          <p>
            <Trans>Your documents could not be loaded.</Trans>
          </p>
          <Button type="button" outlined label={t`Try again`} onClick={() => void load()} />
        </div>
      ) : (
        <>
          <UploadPanel
            limits={list.limits}
            count={list.documents.length}
            onUploaded={(doc) => {
              setMessage('');
              change((documents) => [doc, ...documents]);
            }}
          />
          <p className="visually-hidden" role="status">
            {message}
          </p>
          <div role="alert">{problem ? <p className="applicant-problem">{problem}</p> : null}</div>
          {list.documents.length === 0 ? (
            <p className="documents-empty">
              <Trans>You have not uploaded any documents yet.</Trans>
            </p>
          ) : (
            <div className="documents-table-wrap">
              <table className="documents-table">
                <caption className="documents-table__caption">
                  <Trans>Your documents</Trans>
                </caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <Trans>Name</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Kind</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Size</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Uploaded</Trans>
                    </th>
                    <th scope="col">
                      <span className="visually-hidden">
                        <Trans>Actions</Trans>
                      </span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.documents.map((doc) => (
                    <DocumentRow
                      key={doc.id}
                      document={doc}
                      onChanged={(updated) => change((documents) => documents.map((d) => (d.id === updated.id ? updated : d)))}
                      onDownload={(d) => void download(d)}
                      onDelete={setToDelete}
                    />
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
      <ConfirmDialog
        visible={toDelete !== null}
        title={t`Delete this document?`}
        confirmLabel={t`Delete`}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      >
        <p>
          <Trans>
            <strong>{pendingName}</strong> and its file will be removed for good. This cannot be undone.
          </Trans>
        </p>
      </ConfirmDialog>
    </ProfileSection>
  );
}
