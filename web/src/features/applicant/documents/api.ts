import { api } from '../../../lib/api-client';
import { $api, queryClient } from '../../../lib/query';
import type { ApplicantDocument } from './file-checks';

/** The applicant's documents and the server's limits: one cached list for Applicant Details and the draft form. */
export const useDocumentList = () => $api.useQuery('get', '/api/careers/documents');

export const DOCUMENTS_KEY = $api.queryOptions('get', '/api/careers/documents').queryKey;

type DocumentList = NonNullable<ReturnType<typeof useDocumentList>['data']>;

/** Changes the cached list (an upload, a rename) with what the server answered. */
export function changeDocuments(change: (documents: ApplicantDocument[]) => ApplicantDocument[]) {
  queryClient.setQueryData<DocumentList>(DOCUMENTS_KEY, (list) => (list ? { ...list, documents: change(list.documents) } : list));
}

/** A new document first in the list (once). */
export const addDocument = (doc: ApplicantDocument) => changeDocuments((documents) => [doc, ...documents.filter((d) => d.id !== doc.id)]);

/** The file of a document, as a Blob with the answer's headers (for the file name). */
export function downloadDocument(id: string) {
  return api.GET('/api/careers/documents/{id}/download', { params: { path: { id } }, parseAs: 'blob' });
}
