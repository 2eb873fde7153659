import { HttpError, notFound } from '../../lib/http-errors.js';
import { MAIL_LIMITS } from '../../../common/demo-email-rules.js';
import type { DemoEmailAttachment } from './schemas.js';

/** All attachment bytes one app instance holds in memory, at most. */
export const ATTACHMENT_STORE_BYTES = 64 * 1024 * 1024;
/** An upload no e-mail refers to is dropped after this long (a compose window closed without saving). */
export const ORPHAN_UPLOAD_TTL_MS = 60 * 60 * 1000;

interface StoredFile {
  id: number;
  fileName: string;
  data: Buffer;
  uploadedAt: number;
}

/** "5 KB", "1.4 MB": the size in words of the seed's attachments (clients format `bytes` themselves). */
export function sizeInWords(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** A file name to store and offer: no folders, no control characters, at most 120 characters. */
export function cleanFileName(given: string | undefined): string {
  const base = (given ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what this pattern finds
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').replace(/\p{Cs}/gu, '\uFFFD').trim().slice(0, MAIL_LIMITS.fileName).trim();
  return clean || 'attachment';
}

/** `Content-Disposition: attachment` with an ASCII fallback and the UTF-8 name. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The files attached to the mailbox's e-mails, in memory: one file at most 2 MB, all files at most
 * 64 MB. `inUse(id)` says whether an e-mail refers to a file; uploads nobody refers to are dropped
 * after an hour, and files of e-mails deleted for good as soon as no e-mail refers to them.
 */
export function createAttachmentStore(inUse: (id: number) => boolean, { now = Date.now, maxBytes = ATTACHMENT_STORE_BYTES } = {}) {
  const files = new Map<number, StoredFile>();
  let lastId = 0;
  let totalBytes = 0;

  const describe = (file: StoredFile): DemoEmailAttachment => ({
    id: file.id,
    fileName: file.fileName,
    thumbnail: '',
    url: `/api/apps/email/attachments/${file.id}`,
    size: sizeInWords(file.data.length),
    bytes: file.data.length,
  });

  const drop = (id: number) => {
    const file = files.get(id);
    if (!file) return;
    totalBytes -= file.data.length;
    files.delete(id);
  };

  const put = (fileName: string, data: Buffer) => {
    lastId += 1;
    const file = { id: lastId, fileName: cleanFileName(fileName), data, uploadedAt: now() };
    files.set(file.id, file);
    totalBytes += data.length;
    return describe(file);
  };

  return {
    /** Seed files: kept whatever their age. */
    seed: put,

    /** A new upload; 413 when the store has no room for it even after dropping stale uploads. */
    upload(fileName: string, data: Buffer): DemoEmailAttachment {
      if (totalBytes + data.length > maxBytes) {
        for (const file of [...files.values()]) if (now() - file.uploadedAt > ORPHAN_UPLOAD_TTL_MS && !inUse(file.id)) drop(file.id);
      }
      if (totalBytes + data.length > maxBytes) {
        throw new HttpError(413, 'The mailbox has no room for more attachments. Delete e-mails with attachments for good and try again.', {
          code: 'attachment_storage_full',
        });
      }
      return put(fileName, data);
    },

    /** The attachment entries of these ids, in order; 404 for an unknown one. */
    describeAll(ids: readonly number[]): DemoEmailAttachment[] {
      return ids.map((id) => {
        const file = files.get(id);
        if (!file) throw notFound(`Attachment ${id} does not exist`, { field: 'email.attachmentIds' });
        return describe(file);
      });
    },

    /** The stored file, or 404. */
    file(id: number): StoredFile {
      const file = files.get(id);
      if (!file) throw notFound(`Attachment ${id} does not exist`);
      return file;
    },

    /** Drops the files among `ids` that no e-mail refers to any more. */
    release(ids: readonly number[]) {
      for (const id of ids) if (!inUse(id)) drop(id);
    },

    get totalBytes() {
      return totalBytes;
    },
  };
}

export type AttachmentStore = ReturnType<typeof createAttachmentStore>;
