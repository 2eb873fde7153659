import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import { DiskContentStore, PART_BYTES } from './content-store.js';
import { documentsWithoutParts, insertContentParts } from './repo.js';

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
  const rows = await documentsWithoutParts(app.db);
  let imported = 0;
  for (const { id } of rows) {
    const data = await readFile(`${disk.dir}/${id}`).catch(() => null);
    if (!data) continue;
    await app.db.transaction((tx) => insertContentParts(tx, id, data, PART_BYTES, true));
    imported++;
  }
  if (imported) app.log.info({ imported }, 'documents imported from the disk store into the database');
  return imported;
}
