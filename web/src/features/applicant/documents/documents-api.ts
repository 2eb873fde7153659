import { api } from '../../../lib/api-client';
import type { DocumentKind } from './file-checks';

/**
 * The multipart upload through the typed client: the schema types the file as a string (binary),
 * so the File rides in the body and the serializer builds the FormData the server reads.
 */
export function uploadDocument(kind: DocumentKind, file: File) {
  return api.POST('/api/careers/documents', {
    body: { kind, file: file as unknown as string },
    bodySerializer: ({ kind: k }) => {
      const form = new FormData();
      form.append('kind', k);
      form.append('file', file, file.name);
      return form;
    },
  });
}

/** The file of a document, as a Blob with the answer's headers (for the file name). */
export function downloadDocument(id: string) {
  return api.GET('/api/careers/documents/{id}/download', { params: { path: { id } }, parseAs: 'blob' });
}
