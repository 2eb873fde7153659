import { createHash, randomUUID } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { applicantDocuments, users } from '../../db/schema.js';
import { stripUnshowable } from '../../lib/request-text.js';
import { refuse } from '../../lib/refusals.js';
import type { DocumentKind } from '../careers-shared/vocabulary.js';
import { MAX_DOCUMENTS, type ApplicantDocument, type DocumentPatch } from './schemas.js';
import type { DetectedType } from '../../lib/sniff.js';
import type { DocumentContentStore, StoredContent } from './content-store.js';

export type DocumentRow = typeof applicantDocuments.$inferSelect;

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

  async list(userId: number): Promise<DocumentRow[]> {
    return this.db.select().from(applicantDocuments).where(eq(applicantDocuments.userId, userId)).orderBy(desc(applicantDocuments.createdAt));
  }

  /** The document of `userId`; any other applicant's id is simply not found. */
  async own(userId: number, id: string): Promise<DocumentRow> {
    const [row] = await this.db
      .select()
      .from(applicantDocuments)
      .where(and(eq(applicantDocuments.id, id), eq(applicantDocuments.userId, userId)));
    if (!row) throw refuse('document_not_found', 'There is no such document.');
    return row;
  }

  async any(id: string): Promise<DocumentRow> {
    const [row] = await this.db.select().from(applicantDocuments).where(eq(applicantDocuments.id, id));
    if (!row) throw refuse('document_not_found', 'There is no such document.');
    return row;
  }

  /** 409 when the applicant keeps the most documents allowed (`db` may be a transaction). */
  async assertRoom(userId: number, db: Pick<Database, 'select'> = this.db): Promise<void> {
    const [row] = await db.select({ n: count() }).from(applicantDocuments).where(eq(applicantDocuments.userId, userId));
    if (Number(row?.n ?? 0) >= MAX_DOCUMENTS) {
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
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        await this.assertRoom(userId, tx);
        const [row] = await tx
          .insert(applicantDocuments)
          .values({
            id,
            userId,
            kind,
            name,
            storageKey: id,
            contentType: type.contentType,
            sizeBytes: data.length,
            sha256: createHash('sha256').update(data).digest('hex'),
          })
          .returning();
        await this.content.write(tx as unknown as Database, id, data);
        return row!;
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
    const [row] = await this.db
      .update(applicantDocuments)
      .set({ ...(name ? { name } : {}), ...(patch.kind ? { kind: patch.kind } : {}), updatedAt: sql`now()` })
      .where(and(eq(applicantDocuments.id, id), eq(applicantDocuments.userId, userId)))
      .returning();
    if (!row) throw refuse('document_not_found', 'There is no such document.');
    return row;
  }

  async remove(userId: number, id: string): Promise<void> {
    const [row] = await this.db
      .delete(applicantDocuments)
      .where(and(eq(applicantDocuments.id, id), eq(applicantDocuments.userId, userId)))
      .returning();
    if (!row) throw refuse('document_not_found', 'There is no such document.');
    await this.content.removed([row.storageKey]);
  }

  /** Every document of an applicant, rows and content (account deletion). */
  async removeAll(userId: number): Promise<number> {
    const rows = await this.db.delete(applicantDocuments).where(eq(applicantDocuments.userId, userId)).returning();
    await this.content.removed(rows.map((row) => row.storageKey));
    return rows.length;
  }
}

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
