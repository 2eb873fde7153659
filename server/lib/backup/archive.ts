import { createHash, type Hash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip, type Gzip } from 'node:zlib';
import { BackupFileError } from './errors.js';
import { END_OF_ARCHIVE, padding, readTar, tarHeader, TarFormatError, type TarEntry } from './tar.js';

/** What an entry turned out to be once written or read. */
export interface EntryFacts {
  bytes: number;
  sha256: string;
}

/**
 * Writes a backup as a gzip-compressed tar stream to `out`, one entry at a time, with back-pressure
 * (memory holds one chunk, never the whole backup), and the SHA-256 of every entry for the manifest.
 */
export class ArchiveWriter {
  private readonly gzip: Gzip = createGzip({ level: 6 });
  private readonly done: Promise<void>;
  private readonly mtime = new Date();

  constructor(out: NodeJS.WritableStream) {
    this.done = pipeline(this.gzip, out);
    this.done.catch(() => {}); // reported by the next write or by end()
  }

  private async write(data: Buffer) {
    if (this.gzip.write(data)) return;
    const closed = this.done.then(() => Promise.reject(new Error('the output was closed before the backup was complete')));
    await Promise.race([once(this.gzip, 'drain'), closed]);
  }

  /** An entry whose content is in memory. */
  async add(name: string, data: Buffer): Promise<EntryFacts> {
    await this.write(tarHeader(name, data.length, this.mtime));
    await this.write(data);
    await this.write(padding(data.length));
    return { bytes: data.length, sha256: createHash('sha256').update(data).digest('hex') };
  }

  /** An entry of `size` bytes read from `source` (a file); a source that is shorter or longer is an error. */
  async addStream(name: string, size: number, source: AsyncIterable<Buffer>): Promise<EntryFacts> {
    await this.write(tarHeader(name, size, this.mtime));
    const hash = createHash('sha256');
    let bytes = 0;
    for await (const piece of source) {
      bytes += piece.length;
      if (bytes > size) throw new Error(`${name} grew while it was being read`);
      hash.update(piece);
      await this.write(piece);
    }
    if (bytes !== size) throw new Error(`${name} shrank while it was being read`);
    await this.write(padding(size));
    return { bytes, sha256: hash.digest('hex') };
  }

  /** Writes the end of the archive and waits until everything is flushed to `out`. */
  async end(): Promise<void> {
    await this.write(END_OF_ARCHIVE);
    this.gzip.end();
    await this.done;
  }

  /** Stops writing after a failure. */
  destroy(err: Error) {
    this.gzip.destroy(err);
  }
}

/** The content of an entry, hashed as it passes (the hash is complete once the content was read). */
export async function* hashed(body: AsyncIterable<Buffer>, hash: Hash): AsyncGenerator<Buffer> {
  for await (const piece of body) {
    hash.update(piece);
    yield piece;
  }
}

/** The lines of an entry (without their '\n'); a line longer than `maxBytes` or a last line without '\n' is an error. */
export async function* lines(body: AsyncIterable<Buffer>, maxBytes: number, what: string): AsyncGenerator<Buffer> {
  let partial: Buffer[] = [];
  let partialBytes = 0;
  for await (const piece of body) {
    let start = 0;
    for (let end = piece.indexOf(0x0a, start); end !== -1; end = piece.indexOf(0x0a, start)) {
      const tail = piece.subarray(start, end);
      yield partial.length ? Buffer.concat([...partial, tail]) : tail;
      partial = [];
      partialBytes = 0;
      start = end + 1;
    }
    if (start < piece.length) {
      partial.push(piece.subarray(start));
      partialBytes += piece.length - start;
      if (partialBytes > maxBytes) throw new Error(`${what}: a row is longer than ${maxBytes} bytes`);
    }
  }
  if (partialBytes) throw new Error(`${what}: the last row does not end with a line break`);
}

/** Reads the whole of an entry into memory, refusing one larger than `maxBytes`. */
export async function readWhole(entry: TarEntry, maxBytes: number): Promise<Buffer> {
  if (entry.size > maxBytes) throw new Error(`${entry.name} is larger than ${maxBytes} bytes`);
  const pieces: Buffer[] = [];
  for await (const piece of entry.body) pieces.push(piece);
  return Buffer.concat(pieces);
}

/** The problem with a backup file in words, from the errors reading it can raise. */
function fileProblem(err: unknown): string | null {
  const code = (err as { code?: unknown }).code;
  if (err instanceof TarFormatError) return err.message;
  if (code === 'ENOENT') return 'there is no such file';
  if (code === 'EISDIR') return 'it is a directory, not a backup file';
  if (code === 'EACCES') return 'it cannot be read (permission denied)';
  if (code === 'Z_BUF_ERROR') return 'the file is truncated (the compressed data stop before their end)';
  if (code === 'Z_DATA_ERROR') return 'it is not a gzip-compressed backup, or it was damaged or altered (the compressed data do not check out)';
  return null;
}

/**
 * Calls `onEntry` for each entry of the backup file `file`, in order. Errors of the file itself
 * (missing, not gzip, truncated, not a tar archive) become BackupFileErrors; errors thrown by
 * `onEntry` pass unchanged.
 */
export async function readArchive(file: string, onEntry: (entry: TarEntry) => Promise<void>): Promise<void> {
  try {
    await pipeline(createReadStream(file), createGunzip(), async (source: AsyncIterable<Buffer>) => {
      for await (const entry of readTar(source)) await onEntry(entry);
    });
  } catch (err) {
    const problem = fileProblem(err);
    if (problem) throw new BackupFileError(file, problem);
    throw err;
  }
}
