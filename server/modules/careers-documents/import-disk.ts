import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import { applicantDocuments, documentContentParts } from '../../db/schema.js';
import { DiskContentStore, PART_BYTES } from './content-store.js';

/**
 * Upgrading a PostgreSQL deployment whose documents were files: on start with the database store,
 * the content of every document that has no parts yet is read from `<dataDir>/documents/<id>` (if
 * that file is there) and written as parts, one document per transaction. Instances starting
 * together may both try: the parts' key makes the second write a no-op. The files are left in place.
 * Returns how many documents were imported.
 */
export async function importDiskDocuments(app: FastifyInstance, config: AppConfig): Promise<number> {
  if (config.documentStore !== 'database') return 0;
  const disk = new DiskContentStore(config.dataDir);
  const rows = await app.db
    .select({ id: applicantDocuments.id })
    .from(applicantDocuments)
    .where(sql`not exists (select 1 from ${documentContentParts} where ${documentContentParts.documentId} = ${applicantDocuments.id})`);
  let imported = 0;
  for (const { id } of rows) {
    const data = await readFile(`${disk.dir}/${id}`).catch(() => null);
    if (!data) continue;
    await app.db.transaction(async (tx) => {
      for (let part = 0, at = 0; at < data.length; part++, at += PART_BYTES) {
        await tx.insert(documentContentParts).values({ documentId: id, part, data: data.subarray(at, at + PART_BYTES) }).onConflictDoNothing();
      }
    });
    imported++;
  }
  if (imported) app.log.info({ imported }, 'documents imported from the disk store into the database');
  return imported;
}
