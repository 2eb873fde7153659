import { createHash } from 'node:crypto';
import { readArchive, readWhole } from './archive.js';
import { BackupFileError } from './errors.js';
import {
  checkShape,
  chunkEntryName,
  DOCUMENT_KEY,
  documentEntryName,
  FORMAT,
  FORMAT_VERSION,
  HEADER_ENTRY,
  HeaderSchema,
  MANIFEST_ENTRY,
  ManifestSchema,
  type BackupHeader,
  type Manifest,
} from './manifest.js';

/** Limits that keep a hostile file from taking the memory: the header and the manifest are read whole. */
const MAX_HEADER_BYTES = 64 * 1024;
const MAX_MANIFEST_BYTES = 256 * 1024 * 1024;
const CHUNK_NAME = /^tables\/[a-z_][a-z0-9_]{0,62}\.[a-z_][a-z0-9_]{0,62}\/\d{6}\.jsonl$/;

export interface VerifiedBackup {
  header: BackupHeader;
  manifest: Manifest;
  /** SHA-256 of the manifest entry: the second reading must find the same. */
  manifestSha256: string;
  /** Bytes of all entries together (uncompressed). */
  bytes: number;
}

interface Seen {
  bytes: number;
  sha256: string;
  /** Lines (rows) of a table chunk. */
  rows: number;
}

function parseJson(file: string, data: Buffer, what: string): unknown {
  try {
    return JSON.parse(data.toString('utf8'));
  } catch {
    throw new BackupFileError(file, `its ${what} is not valid JSON`);
  }
}

/**
 * Reads the whole backup file once without changing anything, and returns its manifest if every
 * entry is there, listed, intact (size, SHA-256, row count) and in order: header first, manifest
 * last. Anything else is a BackupFileError saying what is wrong.
 */
export async function verifyBackup(file: string): Promise<VerifiedBackup> {
  const refuse = (problem: string): never => {
    throw new BackupFileError(file, problem);
  };
  let header: BackupHeader | undefined;
  let manifest: Manifest | undefined;
  let manifestSha256 = '';
  let total = 0;
  const seen = new Map<string, Seen>();

  const reading = readArchive(file, async (entry) => {
    total += entry.size;
    if (manifest) refuse(`it has an entry after its manifest (${entry.name})`);
    if (!header) {
      if (entry.name !== HEADER_ENTRY) refuse(`it is not a careers portal backup (its first entry is ${JSON.stringify(entry.name)}, not ${HEADER_ENTRY})`);
      if (entry.size > MAX_HEADER_BYTES) refuse(`its ${HEADER_ENTRY} is too large`);
      const value = parseJson(file, await readWhole(entry, MAX_HEADER_BYTES), HEADER_ENTRY) as { format?: unknown; version?: unknown };
      if (value?.format !== FORMAT) refuse('it is not a careers portal backup');
      if (typeof value.version === 'number' && value.version > FORMAT_VERSION) refuse(`it was made by a newer portal (backup format ${value.version}; this portal reads format ${FORMAT_VERSION})`);
      const shape = checkShape<BackupHeader>(HeaderSchema, value);
      if (!shape.ok) refuse(`its ${HEADER_ENTRY} is malformed (${shape.problem})`);
      else header = shape.value;
      return;
    }
    if (entry.name === MANIFEST_ENTRY) {
      if (entry.size > MAX_MANIFEST_BYTES) refuse('its manifest is too large');
      const data = await readWhole(entry, MAX_MANIFEST_BYTES);
      manifestSha256 = createHash('sha256').update(data).digest('hex');
      const shape = checkShape<Manifest>(ManifestSchema, parseJson(file, data, 'manifest'));
      if (!shape.ok) refuse(`its manifest is malformed (${shape.problem})`);
      else manifest = shape.value;
      return;
    }
    const isChunk = CHUNK_NAME.test(entry.name);
    const isDocument = entry.name.startsWith('documents/') && DOCUMENT_KEY.test(entry.name.slice('documents/'.length));
    if (!isChunk && !isDocument) refuse(`it holds an unexpected entry ${JSON.stringify(entry.name)}`);
    if (seen.has(entry.name)) refuse(`it holds ${entry.name} twice`);
    const hash = createHash('sha256');
    let rows = 0;
    let last = 0x0a;
    for await (const piece of entry.body) {
      hash.update(piece);
      if (isChunk && piece.length) {
        for (let at = piece.indexOf(0x0a); at !== -1; at = piece.indexOf(0x0a, at + 1)) rows++;
        last = piece[piece.length - 1]!;
      }
    }
    if (isChunk && last !== 0x0a) refuse(`${entry.name} does not end with a complete row`);
    seen.set(entry.name, { bytes: entry.size, sha256: hash.digest('hex'), rows });
  });
  await reading.catch((err: unknown) => {
    // Whatever is wrong before the header was read: it is not a backup at all.
    if (!header && err instanceof BackupFileError && !/no such file|directory|permission|gzip|compressed/.test(err.problem)) refuse(`it is not a careers portal backup (${err.problem})`);
    throw err;
  });

  if (!header) return refuse('it is empty');
  if (!manifest) return refuse('it has no manifest (the file is incomplete)');
  const m: Manifest = manifest;
  if (m.source.engine !== header.engine || m.createdAt !== header.createdAt) refuse('its header and its manifest disagree');

  const listed = new Set<string>();
  const expect = (name: string, facts: { bytes: number; sha256: string; rows?: number }) => {
    if (listed.has(name)) refuse(`its manifest lists ${name} twice`);
    listed.add(name);
    const found = seen.get(name);
    if (!found) refuse(`${name}, listed in its manifest, is missing`);
    else if (found.bytes !== facts.bytes || found.sha256 !== facts.sha256) refuse(`${name} does not match its checksum in the manifest (the file was damaged or altered)`);
    else if (facts.rows !== undefined && found.rows !== facts.rows) refuse(`${name} does not hold the number of rows the manifest says`);
  };
  const tables = new Set<string>();
  for (const table of m.tables) {
    if (tables.has(table.name)) refuse(`its manifest lists table ${table.name} twice`);
    tables.add(table.name);
    table.chunks.forEach((chunk, i) => {
      if (chunk.name !== chunkEntryName(table.name, i + 1)) refuse(`its manifest lists an unexpected chunk ${chunk.name} for table ${table.name}`);
      expect(chunk.name, chunk);
    });
    if (table.chunks.reduce((sum, chunk) => sum + chunk.rows, 0) !== table.rows) refuse(`the row count of table ${table.name} does not add up`);
  }
  const sequences = new Set<string>();
  for (const sequence of m.sequences) {
    if (sequences.has(sequence.name)) refuse(`its manifest lists sequence ${sequence.name} twice`);
    sequences.add(sequence.name);
  }
  for (const document of m.documents) expect(documentEntryName(document.key), document);
  for (const name of seen.keys()) if (!listed.has(name)) refuse(`it holds ${name}, which its manifest does not list`);
  return { header, manifest: m, manifestSha256, bytes: total };
}
