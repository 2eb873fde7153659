import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { apiProblem } from '../../../lib/api-errors';
import { checkFile, uploadRefusal, type ApplicantDocument, type DocumentKind, type Limits } from './file-checks';
import { uploadDocument } from './documents-api';

export type UploadStatus = { kind: 'idle' } | { kind: 'uploading'; name: string } | { kind: 'done'; name: string } | { kind: 'refused'; name: string; why: MessageDescriptor };

/**
 * One upload at a time: the type and size checked in the browser for a quick answer, then the
 * server, which checks the content; its refusal is worded by code in the user's language.
 */
export function useUpload(limits: Limits, count: number, onUploaded: (document: ApplicantDocument) => void) {
  const [status, setStatus] = useState<UploadStatus>({ kind: 'idle' });
  async function upload(kind: DocumentKind, file: File) {
    const name = file.name;
    const problem = checkFile(file, limits.maxFileBytes) ?? (count >= limits.maxDocuments ? uploadRefusal('document_limit', limits) : null);
    if (problem) return setStatus({ kind: 'refused', name, why: problem });
    setStatus({ kind: 'uploading', name });
    try {
      const { data, error, response } = await uploadDocument(kind, file);
      if (data) {
        onUploaded(data);
        return setStatus({ kind: 'done', name: data.name });
      }
      setStatus({ kind: 'refused', name, why: uploadRefusal(apiProblem(error, response.status).code, limits) });
    } catch {
      setStatus({ kind: 'refused', name, why: uploadRefusal('network', limits) });
    }
  }
  return { status, busy: status.kind === 'uploading', upload };
}
