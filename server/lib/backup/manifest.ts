import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { literals } from '../schema.js';

/**
 * What a backup file holds, as the manifest (its last entry) lists it. Every fact in it is checked
 * against the entries before a restore changes anything: checksums, sizes, row counts.
 *
 *   backup.json                                the header: format, version, engine, time
 *   tables/<schema>.<table>/000001.jsonl       rows, one JSON object per line, in chunks
 *   documents/<storage key>                    the bytes of an uploaded document kept on disk
 *   manifest.json                              this manifest
 */
export const FORMAT = 'careers-portal-backup';
export const FORMAT_VERSION = 1;
export const HEADER_ENTRY = 'backup.json';
export const MANIFEST_ENTRY = 'manifest.json';

const Identifier = '[a-z_][a-z0-9_]{0,62}';
const TableName = Type.String({ pattern: `^${Identifier}\\.${Identifier}$` });
const Sha256 = Type.String({ pattern: '^[0-9a-f]{64}$' });
const Count = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });
const Timestamp = Type.String({ minLength: 10, maxLength: 40 });
/** A document's file name under DATA_DIR/documents: no separator, no leading dot. */
export const DOCUMENT_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

const Engine = Type.Union(literals(['pglite', 'postgres'] as const));

export const HeaderSchema = Type.Object(
  { format: Type.Literal(FORMAT), version: Type.Integer(), engine: Engine, createdAt: Timestamp },
  { additionalProperties: false },
);

const Chunk = Type.Object({ name: Type.String({ maxLength: 100 }), bytes: Count, sha256: Sha256, rows: Count }, { additionalProperties: false });

export const ManifestSchema = Type.Object(
  {
    format: Type.Literal(FORMAT),
    version: Type.Literal(FORMAT_VERSION),
    createdAt: Timestamp,
    /** The moment of the database snapshot (the time of its transaction). */
    snapshotAt: Timestamp,
    source: Type.Object(
      {
        engine: Engine,
        serverVersion: Type.String({ maxLength: 100 }),
        /** DOCUMENT_STORE of the portal that was backed up. */
        documentStore: Type.Union(literals(['disk', 'database'] as const)),
        /** How the snapshot was taken: through the running portal, with the portal stopped, or in one REPEATABLE READ transaction. */
        snapshot: Type.Union(literals(['running-portal', 'stopped-portal', 'repeatable-read'] as const)),
      },
      { additionalProperties: false },
    ),
    /** The applied migrations (drizzle.__drizzle_migrations), oldest first. */
    migrations: Type.Array(Type.Object({ hash: Sha256, createdAt: Type.String({ pattern: '^\\d{1,15}$' }) }, { additionalProperties: false }), { maxItems: 10_000 }),
    tables: Type.Array(
      Type.Object(
        {
          name: TableName,
          columns: Type.Array(Type.Object({ name: Type.String({ pattern: `^${Identifier}$` }), type: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false }), { maxItems: 1600 }),
          rows: Count,
          chunks: Type.Array(Chunk, { maxItems: 1_000_000 }),
        },
        { additionalProperties: false },
      ),
      { maxItems: 10_000 },
    ),
    sequences: Type.Array(
      Type.Object({ name: TableName, lastValue: Type.String({ pattern: '^-?\\d{1,19}$' }), isCalled: Type.Boolean() }, { additionalProperties: false }),
      { maxItems: 10_000 },
    ),
    documents: Type.Array(Type.Object({ key: Type.String({ pattern: DOCUMENT_KEY.source }), bytes: Count, sha256: Sha256 }, { additionalProperties: false }), { maxItems: 100_000_000 }),
    /** Documents the database lists whose content was found neither on disk nor in the database. */
    missingDocuments: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 100_000_000 }),
  },
  { additionalProperties: false },
);

export type BackupHeader = Static<typeof HeaderSchema>;
export type Manifest = Static<typeof ManifestSchema>;
export type TableManifest = Manifest['tables'][number];
export type ChunkManifest = Static<typeof Chunk>;

export const chunkEntryName = (table: string, index: number) => `tables/${table}/${String(index).padStart(6, '0')}.jsonl`;
export const documentEntryName = (key: string) => `documents/${key}`;

/** `value` as a `T`, or the first problem in words. */
export function checkShape<T>(schema: Parameters<typeof Value.Check>[0], value: unknown): { ok: true; value: T } | { ok: false; problem: string } {
  if (Value.Check(schema, value)) return { ok: true, value: value as T };
  const first = Value.Errors(schema, value).First();
  return { ok: false, problem: first ? `${first.path || '/'}: ${first.message}` : 'unexpected shape' };
}
