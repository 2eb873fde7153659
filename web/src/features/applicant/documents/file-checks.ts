import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { components } from '../../../api/schema';

export type ApplicantDocument = components['schemas']['ApplicantDocument'];
export type DocumentKind = components['schemas']['DocumentKind'];

export { DOCUMENT_KINDS } from '../../../../../common/careers-vocabulary';

/** The server's limits (the list answer says them too). */
export interface Limits {
  maxFileBytes: number;
  maxDocuments: number;
}
export const DEFAULT_LIMITS: Limits = { maxFileBytes: 10 * 1024 * 1024, maxDocuments: 20 };

const ACCEPTED: Record<string, string[]> = {
  pdf: ['application/pdf'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  png: ['image/png'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
};

/** For the file picker: what it offers first. */
export const ACCEPT_ATTRIBUTE = ['.pdf', '.docx', '.png', '.jpg', '.jpeg', ...new Set(Object.values(ACCEPTED).flat())].join(',');

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * A quick check in the browser, by name, type and size, so that an obvious mistake is said at
 * once. The server has the last word: it checks the content.
 */
export function checkFile(file: Pick<File, 'name' | 'size' | 'type'>, maxBytes: number = DEFAULT_LIMITS.maxFileBytes): MessageDescriptor | null {
  const types = ACCEPTED[extensionOf(file.name)];
  if (!types || (file.type !== '' && !types.includes(file.type))) return msg`Only PDF, DOCX, PNG and JPEG files are accepted.`;
  if (file.size === 0) return msg`The file is empty.`;
  if (file.size > maxBytes) {
    const mb = Math.round(maxBytes / 1024 / 1024);
    return msg`The file is larger than ${mb} MB. Please upload a smaller file.`;
  }
  return null;
}

/** Why the server refused an upload, in the user's language, by the refusal's code (`network` when it was not reached). */
export function uploadRefusal(code: string, limits: Limits = DEFAULT_LIMITS): MessageDescriptor {
  const mb = Math.round(limits.maxFileBytes / 1024 / 1024);
  const most = limits.maxDocuments;
  switch (code) {
    case 'unsupported_file':
      return msg`Only PDF, DOCX, PNG and JPEG files are accepted. The content of this file is none of them, whatever its name says.`;
    case 'file_too_large':
    case 'payload_too_large':
      return msg`The file is larger than ${mb} MB. Please upload a smaller file.`;
    case 'document_limit':
      return msg`You already keep ${most} documents, the most allowed. Delete one before uploading another.`;
    case 'account_gone':
    case 'unauthorized':
      return msg`Your session has ended. Sign in again, then upload the file.`;
    case 'file_empty':
      return msg`The file is empty.`;
    case 'invalid_document_name':
    case 'upload_field_too_long':
      return msg`The name must be 1 to 120 characters.`;
    case 'one_file_only':
      return msg`Upload one file at a time.`;
    case 'rate_limited':
      return msg`Too many uploads at once. Wait a moment and try again.`;
    default:
      return msg`The upload failed. Please try again.`;
  }
}

/** The file name of a `Content-Disposition` header (the UTF-8 form first), or null. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // fall back on the plain form
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
}
