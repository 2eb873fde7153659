import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { hashed, lines, readArchive } from './archive.js';
import { listForeignKeys, listPlainIndexes, listSequences, listTables, type TableInfo } from './catalog.js';
import { BackupError, BackupFileError, messageOf } from './errors.js';
import { documentEntryName, HEADER_ENTRY, MANIFEST_ENTRY, type ChunkManifest, type Manifest, type TableManifest } from './manifest.js';
import { quoteIdent, quoteName, type SqlSession } from './sql-session.js';
import type { VerifiedBackup } from './verify.js';

/** Rows per INSERT (one JSON array parameter), bounded by count and by bytes. */
const BATCH_ROWS = 2000;
const BATCH_BYTES = 4 * 1024 * 1024;
/** The longest row a chunk may hold (a 256 kB document part is 512 kB of hex). */
const MAX_ROW_BYTES = 64 * 1024 * 1024;

/**
 * The backup's tables must be the tables the migrations created here, column for column (same names
 * and types): otherwise rows would land in the wrong place, or not at all.
 */
export async function checkSchema(session: SqlSession, manifest: Manifest): Promise<TableInfo[]> {
  const target = await listTables(session);
  const byName = new Map(target.map((t) => [t.name, t]));
  const problems: string[] = [];
  for (const table of manifest.tables) {
    const here = byName.get(table.name);
    if (!here) {
      problems.push(`table ${table.name} does not exist here`);
      continue;
    }
    const columns = (list: { name: string; type: string }[]) => list.map((c) => `${c.name} ${c.type}`).sort().join(', ');
    if (columns(here.columns) !== columns(table.columns)) problems.push(`table ${table.name} has columns (${columns(here.columns)}) here, (${columns(table.columns)}) in the backup`);
  }
  for (const table of target) if (!manifest.tables.some((t) => t.name === table.name)) problems.push(`table ${table.name} is not in the backup`);
  const sequences = new Set(await listSequences(session));
  for (const sequence of manifest.sequences) if (!sequences.has(sequence.name)) problems.push(`sequence ${sequence.name} does not exist here`);
  if (problems.length) throw new BackupError(`the backup does not fit the schema of its migrations: ${problems.slice(0, 5).join('; ')}`);
  return target;
}

/** INSERT … SELECT from a JSON array of rows (see rowExpression in dump.ts for the json/jsonb wrapping). */
export function insertStatement(table: TableInfo): string {
  const columns = table.columns.filter((c) => !c.generated);
  const values = columns.map((c) => {
    const key = `'${c.name.replace(/'/g, "''")}'`;
    // SQL NULL was written as a JSON null, a value as a one-element array ('null'::jsonb -> 0 is not NULL).
    const wrapped = `case when jsonb_typeof(x.j -> ${key}) = 'array' then (x.j -> ${key})`;
    if (c.encoding === 'jsonb') return `${wrapped} -> 0 end`;
    if (c.encoding === 'json') return `${wrapped} ->> 0 end::json`;
    return `r.${quoteIdent(c.name)}`;
  });
  return (
    `insert into ${quoteName(table.name)} (${columns.map((c) => quoteIdent(c.name)).join(', ')}) overriding system value ` +
    `select ${values.join(', ')} from jsonb_array_elements($1::jsonb) as x(j) cross join lateral jsonb_populate_record(null::${quoteName(table.name)}, x.j) as r`
  );
}

/**
 * The second reading of a verified backup: rows into the tables (inside the caller's transaction,
 * foreign keys checked once at the end), documents into `documentsDir`. Every entry is hashed again
 * as it is used: a file changed since its verification is refused and the transaction rolled back.
 */
export async function loadBackup(session: SqlSession, file: string, verified: VerifiedBackup, documentsDir: string | null, log: (line: string) => void): Promise<void> {
  const { manifest } = verified;
  const target = new Map((await checkSchema(session, manifest)).map((t) => [t.name, t]));
  const chunks = new Map<string, { table: TableManifest; chunk: ChunkManifest; insert: string }>();
  for (const table of manifest.tables) {
    const insert = insertStatement(target.get(table.name)!);
    for (const chunk of table.chunks) chunks.set(chunk.name, { table, chunk, insert });
  }
  const documents = new Map(manifest.documents.map((d) => [documentEntryName(d.key), d]));
  const changed = (name: string) => new BackupFileError(file, `${name} changed while it was being restored`);

  // Foreign keys checked and indexes built once, after the rows (faster than row by row, and in any table order).
  const foreignKeys = await listForeignKeys(session);
  for (const fk of foreignKeys) await session.exec(`alter table ${quoteName(fk.table)} drop constraint ${quoteIdent(fk.name)}`);
  const indexes = await listPlainIndexes(session);
  for (const index of indexes) await session.exec(`drop index ${quoteName(index.name)}`);
  // The backup holds the truth: rows a migration seeded (the check catalogue) give way to its rows.
  const seeded = [];
  for (const table of manifest.tables) {
    const found = await session.query(`select 1 from ${quoteName(table.name)} limit 1`, []);
    if (found.length) seeded.push(quoteName(table.name));
  }
  if (seeded.length) await session.exec(`truncate table ${seeded.join(', ')}`);

  let loadedRows = 0;
  let nextReport = Date.now() + 5000;
  let manifestSeen = false;
  await readArchive(file, async (entry) => {
    if (entry.name === HEADER_ENTRY) return;
    if (entry.name === MANIFEST_ENTRY) {
      const hash = createHash('sha256');
      for await (const piece of entry.body) hash.update(piece);
      if (hash.digest('hex') !== verified.manifestSha256) throw changed(entry.name);
      manifestSeen = true;
      return;
    }
    const target = chunks.get(entry.name);
    if (target) {
      const hash = createHash('sha256');
      let batch: Buffer[] = [];
      let batchBytes = 0;
      const insert = async () => {
        if (!batch.length) return;
        const json = Buffer.concat([Buffer.from('['), ...batch.flatMap((row, i) => (i ? [Buffer.from(','), row] : [row])), Buffer.from(']')]).toString('utf8');
        try {
          await session.query(target.insert, [json]);
        } catch (err) {
          throw new BackupError(`cannot restore the rows of ${entry.name}: ${messageOf(err)}`);
        }
        loadedRows += batch.length;
        batch = [];
        batchBytes = 0;
      };
      for await (const row of lines(hashed(entry.body, hash), MAX_ROW_BYTES, entry.name)) {
        batch.push(Buffer.from(row));
        batchBytes += row.length;
        if (batch.length >= BATCH_ROWS || batchBytes >= BATCH_BYTES) await insert();
      }
      await insert();
      if (hash.digest('hex') !== target.chunk.sha256) throw changed(entry.name);
      if (Date.now() > nextReport) {
        log(`  ${loadedRows.toLocaleString('en')} rows restored`);
        nextReport = Date.now() + 5000;
      }
      return;
    }
    const document = documents.get(entry.name);
    if (document && documentsDir) {
      const hash = createHash('sha256');
      await pipeline(hashed(entry.body, hash), createWriteStream(join(documentsDir, document.key), { flags: 'wx', mode: 0o600 }));
      if (hash.digest('hex') !== document.sha256) throw changed(entry.name);
      return;
    }
    throw changed(entry.name);
  });
  if (!manifestSeen) throw changed(MANIFEST_ENTRY);

  for (const index of indexes) await session.exec(index.definition);
  for (const fk of foreignKeys) {
    try {
      await session.exec(`alter table ${quoteName(fk.table)} add constraint ${quoteIdent(fk.name)} ${fk.definition}`);
    } catch (err) {
      throw new BackupError(`the restored rows break the foreign key ${fk.name} of ${fk.table}: ${messageOf(err)}`);
    }
  }
  for (const sequence of manifest.sequences) {
    await session.query('select setval($1::regclass, $2::bigint, $3::boolean)', [quoteName(sequence.name), sequence.lastValue, sequence.isCalled]);
  }
  for (const table of manifest.tables) {
    const [row] = await session.query<{ n: string }>(`select count(*)::text as n from only ${quoteName(table.name)}`);
    if (Number(row!.n) !== table.rows) throw new BackupError(`table ${table.name} holds ${row!.n} rows after the restore, the backup ${table.rows}`);
  }
}
