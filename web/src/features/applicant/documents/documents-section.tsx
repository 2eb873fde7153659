import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { $api } from '../../../lib/query';
import { optimistic, type MutationInit } from '../../../lib/optimistic';
import { apiProblem } from '../../../lib/api-errors';
import { ProfileSection, SECTION_IDS } from '../profile/section';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { saveBlob } from '../../../lib/save-file';
import { fileNameOf, type ApplicantDocument } from './file-checks';
import { addDocument, DOCUMENTS_KEY, downloadDocument, useDocumentList } from './api';
import { DocumentRow } from './document-row';
import { UploadPanel } from './upload-panel';

type DocumentList = NonNullable<ReturnType<typeof useDocumentList>['data']>;
type DeleteInit = MutationInit<'delete', '/api/careers/documents/{id}'>;

/** A document already gone is deleted all the same. */
const alreadyGone = (error: unknown) => apiProblem(error).status === 404;

/** The applicant's documents: upload, list, download, rename, delete (with confirmation: then gone at once, back if refused). */
export function DocumentsSection() {
  const { t } = useLingui();
  const query = useDocumentList();
  const [toDelete, setToDelete] = useState<ApplicantDocument | null>(null);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState('');
  const remove = $api.useMutation(
    'delete',
    '/api/careers/documents/{id}',
    optimistic<DocumentList, DeleteInit>({
      queryKey: DOCUMENTS_KEY,
      change: (list, { params }) => ({ ...list, documents: list.documents.filter((d) => d.id !== params.path.id) }),
      standsDespite: alreadyGone,
    }),
  );

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

  function confirmDelete() {
    if (!toDelete) return;
    const name = toDelete.name;
    setProblem('');
    setMessage('');
    const deleted = () => setMessage(t`${name} was deleted.`);
    remove
      .mutateAsync({ params: { path: { id: toDelete.id } } })
      .then(deleted, (error: unknown) => (alreadyGone(error) ? deleted() : setProblem(t`${name} could not be deleted. Please try again.`)));
    document.getElementById(`${SECTION_IDS.documents}-title`)?.focus();
    setToDelete(null);
  }

  const list = query.data;
  const failed = !list && query.isError && !query.isFetching;
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
      {!list && !failed ? (
        <p>
          <Trans>Loading your documents…</Trans>
        </p>
      ) : !list ? (
        <div role="alert" className="applicant-problem">
          <p>
            <Trans>Your documents could not be loaded.</Trans>
          </p>
          <Button type="button" outlined label={t`Try again`} onClick={() => void query.refetch()} />
        </div>
      ) : (
        <>
          <UploadPanel
            limits={{ maxFileBytes: list.maxFileBytes, maxDocuments: list.maxDocuments }}
            count={list.documents.length}
            onUploaded={(doc) => {
              setMessage('');
              addDocument(doc);
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
                    <DocumentRow key={doc.id} document={doc} onDownload={(d) => void download(d)} onDelete={setToDelete} />
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
        onConfirm={confirmDelete}
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
