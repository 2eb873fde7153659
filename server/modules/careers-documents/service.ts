import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/connection.js';
import { stripUnshowable } from '../../lib/request-text.js';
import { refuse } from '../../lib/refusals.js';
import type { DetectedType } from '../../lib/sniff.js';
import type { DocumentKind } from '../careers-jobs/index.js';
import { contentStoreFor, type DocumentContentStore, type StoredContent } from './content-store.js';
import { countDocuments, deleteDocuments, findDocument, insertDocument, listDocuments, lockApplicant, updateDocument, type DocumentRow } from './repo.js';
import { MAX_DOCUMENTS, type ApplicantDocument, type DocumentPatch } from './schemas.js';

export type { DocumentRow };

const notFound = () => refuse('document_not_found', 'There is no such document.');

/** Applicants' documents: rows in `applicant_documents`, bytes in a content store (database or disk). */
export class DocumentStore {
  constructor(
    private readonly db: Database,
    readonly content: DocumentContentStore,
  ) {}

  /** The content of a document, streamed; null when it is missing. */
  open(row: Pick<DocumentRow, 'storageKey' | 'sizeBytes'>): Promise<StoredContent | null> {
    return this.content.open(row.storageKey, row.sizeBytes);
  }

  list(userId: number): Promise<DocumentRow[]> {
    return listDocuments(this.db, userId);
  }

  /** The document of `userId`; any other applicant's id is simply not found. */
  own(userId: number, id: string): Promise<DocumentRow> {
    return this.find(id, userId);
  }

  /** Any applicant's document (staff reviewing applications). */
  any(id: string): Promise<DocumentRow> {
    return this.find(id, null);
  }

  private async find(id: string, userId: number | null): Promise<DocumentRow> {
    const row = await findDocument(this.db, id, userId);
    if (!row) throw notFound();
    return row;
  }

  /** 409 when the applicant keeps the most documents allowed (`db` may be a transaction). */
  async assertRoom(userId: number, db: Pick<Database, 'select'> = this.db): Promise<void> {
    if ((await countDocuments(db, userId)) >= MAX_DOCUMENTS) {
      throw refuse('document_limit', `You already keep ${MAX_DOCUMENTS} documents, the most allowed. Delete one before uploading another.`);
    }
  }

  /**
   * Records the document and keeps its content. The count, the insert and the content's write run
   * in one transaction holding the applicant's row lock, so uploads arriving together are counted
   * one after the other and the limit holds; a refused or failed upload leaves no content behind.
   */
  async add(userId: number, kind: DocumentKind, name: string, data: Buffer, type: DetectedType): Promise<DocumentRow> {
    const id = randomUUID();
    try {
      return await this.db.transaction(async (tx) => {
        await lockApplicant(tx, userId);
        await this.assertRoom(userId, tx);
        const row = await insertDocument(tx, {
          id,
          userId,
          kind,
          name,
          storageKey: id,
          contentType: type.contentType,
          sizeBytes: data.length,
          sha256: createHash('sha256').update(data).digest('hex'),
        });
        await this.content.write(tx, id, data);
        return row;
      });
    } catch (err) {
      await this.content.discard(id);
      throw err;
    }
  }

  async update(userId: number, id: string, patch: DocumentPatch): Promise<DocumentRow> {
    const name = patch.name?.trim();
    if (patch.name !== undefined && !name) throw refuse('invalid_document_name', 'The name cannot be empty.', { field: 'name' });
    if (name === undefined && patch.kind === undefined) throw refuse('nothing_to_change', 'Send a new name or kind.');
    await this.own(userId, id);
    const row = await updateDocument(this.db, userId, id, { ...(name ? { name } : {}), ...(patch.kind ? { kind: patch.kind } : {}) });
    if (!row) throw notFound();
    return row;
  }

  async remove(userId: number, id: string): Promise<void> {
    const [row] = await deleteDocuments(this.db, userId, id);
    if (!row) throw notFound();
    await this.content.removed([row.storageKey]);
  }

  /** Every document of an applicant, rows and content (account deletion). */
  async removeAll(userId: number): Promise<number> {
    const rows = await deleteDocuments(this.db, userId);
    await this.content.removed(rows.map((row) => row.storageKey));
    return rows.length;
  }
}

/** The documents of the app, their bytes in the store the configuration names. */
export const documentStoreFor = (app: FastifyInstance, config: AppConfig) => new DocumentStore(app.db, contentStoreFor(app, config));

export function toDocument(row: DocumentRow): ApplicantDocument {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    contentType: row.contentType,
    size: row.sizeBytes,
    downloadUrl: `/api/careers/documents/${row.id}/download`,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A display name from an uploaded file name: no path, no control or bidirectional formatting characters, at most 120 characters. */
export function displayName(given: string | undefined, kind: DocumentKind, type: DetectedType): string {
  const base = (given ?? '').split(/[\\/]/).pop() ?? '';
  const clean = stripUnshowable(base).trim().slice(0, 120).trim();
  return clean || `${kind}.${type.extension}`;
}

/** `Content-Disposition: attachment` with an ASCII fallback and the UTF-8 name, ending in the detected type's extension. */
export function attachmentHeader(name: string, type: DetectedType): string {
  const lower = name.toLowerCase();
  const fileName = type.extensions.some((ext) => lower.endsWith(`.${ext}`)) ? name : `${name}.${type.extension}`;
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
