import { createReadStream } from 'node:fs';
import { mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/connection.js';
import { inDirectory } from '../../lib/storage-full.js';
import { insertContentParts, readContentPart } from './repo.js';

/** The bytes of one stored document, ready to be sent. */
export interface StoredContent {
  size: number;
  stream: Readable;
}

/**
 * Where the bytes of documents live; the rows (owner, name, type, size) are in `applicant_documents`
 * whichever store keeps the bytes. Both stores write inside the transaction that records the row,
 * so a refused upload (limit reached) leaves nothing behind.
 */
export interface DocumentContentStore {
  readonly kind: 'database' | 'disk';
  /** Keeps `data` as the content of document `id`; `tx` is the transaction that has just inserted its row. */
  write(tx: Database, id: string, data: Buffer): Promise<void>;
  /** Undoes a `write` whose transaction failed (the database store's parts went with the rollback). */
  discard(id: string): Promise<void>;
  /** The content, streamed; null when it is missing. */
  open(id: string, size: number): Promise<StoredContent | null>;
  /** Called after the rows of `ids` were deleted (the database store's parts went with them). */
  removed(ids: string[]): Promise<void>;
}

/** Files under `<dataDir>/documents/`, each named by its document's id (one process, or a shared volume). */
export class DiskContentStore implements DocumentContentStore {
  readonly kind = 'disk';
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = join(dataDir, 'documents');
  }

  private path(id: string) {
    return join(this.dir, id);
  }

  async write(_tx: Database, id: string, data: Buffer) {
    try {
      await mkdir(this.dir, { recursive: true });
      await writeFile(this.path(id), data, { flag: 'wx', mode: 0o600 });
    } catch (err) {
      // A full volume leaves the file cut short: DocumentStore.add discards it. Node's write error
      // names no file, so it is told where it was writing (the log names the volume that is full).
      throw inDirectory(err, this.dir);
    }
  }

  async discard(id: string) {
    await unlink(this.path(id)).catch(() => {});
  }

  async open(id: string) {
    const file = await stat(this.path(id)).catch(() => null);
    if (!file) return null;
    return { size: file.size, stream: createReadStream(this.path(id)) };
  }

  async removed(ids: string[]) {
    await Promise.all(ids.map((id) => this.discard(id)));
  }
}

/** Bytes per part: a download holds one part in memory at a time, an upload writes one statement per part. */
export const PART_BYTES = 256 * 1024;

/**
 * The content in PostgreSQL, as parts of `PART_BYTES` in `document_content_parts` (bytea), so every
 * instance reads what any instance wrote. A download reads the parts one by one as the client takes
 * them (a stream with back-pressure), never the whole file; the parts go with the document's row.
 */
export class DatabaseContentStore implements DocumentContentStore {
  readonly kind = 'database';

  constructor(private readonly db: Database) {}

  async write(tx: Database, id: string, data: Buffer) {
    await insertContentParts(tx, id, data, PART_BYTES);
  }

  async discard() {}

  private part(id: string, part: number): Promise<Buffer | null> {
    return readContentPart(this.db, id, part);
  }

  async open(id: string, size: number) {
    // The first part is read before answering, so a missing content is a 404, not a cut-off download.
    const first = await this.part(id, 0);
    if (!first) return null;
    const parts = Math.ceil(size / PART_BYTES);
    let next = 1;
    const stream = new Readable({
      read: () => {
        if (next >= parts) return void stream.push(null);
        const index = next++;
        this.part(id, index).then(
          (data) => {
            // Deleted meanwhile: the download ends in an error rather than with silently missing bytes.
            if (data) stream.push(data);
            else stream.destroy(new Error(`document ${id}: part ${index} is missing`));
          },
          (err: Error) => stream.destroy(err),
        );
      },
    });
    stream.push(first);
    return { size, stream };
  }

  async removed() {}
}

/** The store the configuration names: the database with PostgreSQL by default, files with the embedded database. */
export function contentStoreFor(app: FastifyInstance, config: AppConfig): DocumentContentStore {
  return config.documentStore === 'database' ? new DatabaseContentStore(app.db) : new DiskContentStore(config.dataDir);
}
