import type { ArchiveWriter } from './archive.js';
import { assertBackupable, listSequences, listTables, type TableInfo } from './catalog.js';
import { chunkEntryName, type Manifest, type TableManifest } from './manifest.js';
import { quoteIdent, quoteName, type SqlSession } from './sql-session.js';

/** Rows are written in chunks of about this many bytes (one chunk in memory at a time). */
const CHUNK_BYTES = 8 * 1024 * 1024;
/** Each fetch asks for about this many bytes of rows (a document part is a 512 kB row, a user a few hundred bytes). */
const FETCH_BYTES = 4 * 1024 * 1024;

/** A document the snapshot lists, and whether its content is in the database (document_content_parts). */
export interface ReferencedDocument {
  key: string;
  size: number;
  sha256: string;
  inDatabase: boolean;
}

export interface DatabaseDump {
  snapshotAt: string;
  serverVersion: string;
  migrations: Manifest['migrations'];
  tables: TableManifest[];
  sequences: Manifest['sequences'];
  documents: ReferencedDocument[];
}

/**
 * The row as one JSON object: to_jsonb, with json and jsonb columns wrapped in a one-element array
 * (jsonb: a JSON null stays apart from SQL NULL; json: its text, byte for byte).
 */
export function rowExpression(table: TableInfo, alias: string): string {
  const wrapped = table.columns
    .filter((c) => c.encoding !== 'plain')
    .map((c) => {
      const value = `${alias}.${quoteIdent(c.name)}${c.encoding === 'json' ? '::text' : ''}`;
      return `'${c.name}', case when ${alias}.${quoteIdent(c.name)} is null then null else jsonb_build_array(${value}) end`;
    });
  if (!wrapped.length) return `to_jsonb(${alias})::text`;
  // jsonb_build_object takes at most 100 arguments: 50 columns per call.
  const objects: string[] = [];
  for (let i = 0; i < wrapped.length; i += 50) objects.push(`jsonb_build_object(${wrapped.slice(i, i + 50).join(', ')})`);
  return `(to_jsonb(${alias}) || ${objects.join(' || ')})::text`;
}

/** Writes the rows of `table` as chunks, reading them through a cursor a few megabytes at a time. */
async function dumpTable(session: SqlSession, writer: ArchiveWriter, table: TableInfo): Promise<TableManifest> {
  const order = table.primaryKey.length ? ` order by ${table.primaryKey.map((c) => `t.${quoteIdent(c)}`).join(', ')}` : '';
  await session.exec(`declare backup_rows no scroll cursor for select ${rowExpression(table, 't')} as j from only ${quoteName(table.name)} t${order}`);
  const chunks: TableManifest['chunks'] = [];
  let lines: string[] = [];
  let chunkBytes = 0;
  let rows = 0;
  const flush = async () => {
    if (!lines.length) return;
    const name = chunkEntryName(table.name, chunks.length + 1);
    const facts = await writer.add(name, Buffer.from(`${lines.join('\n')}\n`, 'utf8'));
    chunks.push({ name, ...facts, rows: lines.length });
    lines = [];
    chunkBytes = 0;
  };
  let batch = 200;
  for (;;) {
    const fetched = await session.query<{ j: string }>(`fetch forward ${batch} from backup_rows`);
    if (!fetched.length) break;
    let fetchedBytes = 0;
    for (const { j } of fetched) {
      lines.push(j);
      chunkBytes += j.length;
      fetchedBytes += j.length;
      if (chunkBytes >= CHUNK_BYTES) await flush();
    }
    rows += fetched.length;
    batch = Math.max(1, Math.min(5000, Math.floor(FETCH_BYTES / Math.max(1, fetchedBytes / fetched.length))));
  }
  await flush();
  await session.exec('close backup_rows');
  return { name: table.name, columns: table.columns.map(({ name, type }) => ({ name, type })), rows, chunks };
}

/**
 * Writes every table of the database to `writer`, all read in one REPEATABLE READ transaction (one
 * snapshot: the rows of all tables as they were at one moment, while the portal keeps writing), and
 * returns what the manifest needs. `onSnapshot` runs once the snapshot is taken.
 */
export async function dumpDatabase(session: SqlSession, writer: ArchiveWriter, onSnapshot?: () => Promise<void> | void): Promise<DatabaseDump> {
  await session.exec('begin isolation level repeatable read read only');
  try {
    const [info] = await session.query<{ at: string; version: string }>(`select to_jsonb(now()) #>> '{}' as at, current_setting('server_version') as version`);
    // Exact text for every value, whatever the server's settings say.
    await session.exec(`set local bytea_output = 'hex'; set local extra_float_digits = 1; set local intervalstyle = 'postgres'`);
    await onSnapshot?.();
    const tables = await listTables(session);
    const sequenceNames = await listSequences(session);
    assertBackupable(tables, sequenceNames);
    const has = (name: string) => tables.some((t) => t.name === name);
    // Sequences are outside transactions: read first, they are at or a little past the snapshot
    // (never behind it, so a restored portal never hands out a key twice; pg_dump does the same).
    const sequences: Manifest['sequences'] = [];
    for (const name of sequenceNames) {
      const [value] = await session.query<{ last: string; called: string }>(`select last_value::text as last, is_called::text as called from ${quoteName(name)}`);
      sequences.push({ name, lastValue: value!.last, isCalled: value!.called === 'true' });
    }

    const migrations = has('drizzle.__drizzle_migrations')
      ? await session.query<{ hash: string; createdAt: string }>(`select hash, created_at::text as "createdAt" from drizzle.__drizzle_migrations order by id`)
      : [];
    const dumped: TableManifest[] = [];
    for (const table of tables) dumped.push(await dumpTable(session, writer, table));


    const documents = has('public.applicant_documents')
      ? (
          await session.query<{ key: string; size: string; sha256: string; in_db: string }>(`
            select d.storage_key as key, d.size_bytes::text as size, d.sha256,
                   ${has('public.document_content_parts') ? 'exists (select 1 from public.document_content_parts p where p.document_id = d.id)' : 'false'}::text as in_db
            from public.applicant_documents d order by d.storage_key`)
        ).map((row) => ({ key: row.key, size: Number(row.size), sha256: row.sha256, inDatabase: row.in_db === 'true' }))
      : [];
    await session.exec('commit');
    return { snapshotAt: info!.at, serverVersion: info!.version, migrations, tables: dumped, sequences, documents };
  } catch (err) {
    await session.exec('rollback').catch(() => {});
    throw err;
  }
}
