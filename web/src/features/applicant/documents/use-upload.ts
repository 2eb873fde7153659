import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { upload as uploadFile } from '../../../lib/upload';
import { checkFile, uploadRefusal, type ApplicantDocument, type DocumentKind, type Limits } from './file-checks';

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
    const { data, problem: refusal } = await uploadFile('/api/careers/documents', { kind, file });
    if (refusal) return setStatus({ kind: 'refused', name, why: uploadRefusal(refusal.code, limits) });
    onUploaded(data);
    setStatus({ kind: 'done', name: data.name });
  }
  return { status, busy: status.kind === 'uploading', upload };
}
