import { api } from '../../../lib/api-client';

/** The file of a document, as a Blob with the answer's headers (for the file name). */
export function downloadDocument(id: string) {
  return api.GET('/api/careers/documents/{id}/download', { params: { path: { id } }, parseAs: 'blob' });
}
