import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { applicantDocuments, documentContentParts, users } from '../../db/schema.js';

export type DocumentRow = typeof applicantDocuments.$inferSelect;
type NewDocument = typeof applicantDocuments.$inferInsert;

/** The documents of `userId`, newest first. */
export function listDocuments(db: Database, userId: number): Promise<DocumentRow[]> {
  return db.select().from(applicantDocuments).where(eq(applicantDocuments.userId, userId)).orderBy(desc(applicantDocuments.createdAt));
}

/** The documents among `ids` that `userId` keeps (any other id is left out). */
export function documentsAmong(db: Database, userId: number, ids: string[]): Promise<DocumentRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db.select().from(applicantDocuments).where(and(eq(applicantDocuments.userId, userId), inArray(applicantDocuments.id, ids)));
}

/** The document `id` of `userId`, or of anyone when `userId` is null. */
export async function findDocument(db: Database, id: string, userId: number | null): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(applicantDocuments)
    .where(and(eq(applicantDocuments.id, id), userId === null ? undefined : eq(applicantDocuments.userId, userId)));
  return row;
}

export async function countDocuments(db: Pick<Database, 'select'>, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(applicantDocuments).where(eq(applicantDocuments.userId, userId));
  return Number(row?.n ?? 0);
}

/** Holds the applicant's row lock until `tx` ends, so their uploads are counted one after the other. */
export async function lockApplicant(tx: Database, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function insertDocument(tx: Database, values: NewDocument): Promise<DocumentRow> {
  const [row] = await tx.insert(applicantDocuments).values(values).returning();
  return row!;
}

/** Renames the document or changes its kind; undefined when it is not `userId`'s. */
export async function updateDocument(db: Database, userId: number, id: string, set: Pick<Partial<NewDocument>, 'name' | 'kind'>) {
  const [row] = await db
    .update(applicantDocuments)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(applicantDocuments.id, id), eq(applicantDocuments.userId, userId)))
    .returning();
  return row;
}

/** Deletes the document `id` of `userId` (undefined when there is none), or all of theirs without an id. */
export function deleteDocuments(db: Database, userId: number, id?: string): Promise<DocumentRow[]> {
  return db
    .delete(applicantDocuments)
    .where(and(eq(applicantDocuments.userId, userId), id === undefined ? undefined : eq(applicantDocuments.id, id)))
    .returning();
}

// ---- content parts (the database content store) ----

/** Writes `data` as the parts of document `id`, `partBytes` each; with `ifMissing`, parts already there are kept. */
export async function insertContentParts(tx: Database, id: string, data: Buffer, partBytes: number, ifMissing = false): Promise<void> {
  for (let part = 0, at = 0; at < data.length; part++, at += partBytes) {
    const insert = tx.insert(documentContentParts).values({ documentId: id, part, data: data.subarray(at, at + partBytes) });
    await (ifMissing ? insert.onConflictDoNothing() : insert);
  }
}

export async function readContentPart(db: Database, id: string, part: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ data: documentContentParts.data })
    .from(documentContentParts)
    .where(and(eq(documentContentParts.documentId, id), eq(documentContentParts.part, part)));
  return row ? row.data : null;
}

/** The ids of the documents that have no content part (their bytes are files, from before the database store). */
export function documentsWithoutParts(db: Database): Promise<{ id: string }[]> {
  return db
    .select({ id: applicantDocuments.id })
    .from(applicantDocuments)
    .where(sql`not exists (select 1 from ${documentContentParts} where ${documentContentParts.documentId} = ${applicantDocuments.id})`);
}
