/**
 * The POSIX ustar format, as much of it as a backup needs: regular files with names of up to 100
 * bytes, written and read as streams. Standard tools read what this writes
 * (`tar -tzvf backup.tar.gz`); the reader accepts only what this writes and names what it refuses.
 */

export const BLOCK = 512;
/** The largest entry the 11 octal digits of the size field can describe. */
export const MAX_ENTRY_BYTES = 8 ** 11 - 1;

function octal(header: Buffer, offset: number, length: number, value: number) {
  header.write(`${value.toString(8).padStart(length - 1, '0')}\0`, offset, length, 'latin1');
}

function checksum(header: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i]!;
  return sum;
}

/** The 512-byte header of a regular file `name` of `size` bytes (mode 0600). */
export function tarHeader(name: string, size: number, mtime: Date): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  if (nameBytes.length === 0 || nameBytes.length > 100) throw new Error(`tar entry name must be 1 to 100 bytes: ${name}`);
  if (!Number.isSafeInteger(size) || size < 0 || size > MAX_ENTRY_BYTES) throw new Error(`tar entry ${name}: size ${size} out of range`);
  const header = Buffer.alloc(BLOCK);
  nameBytes.copy(header, 0);
  octal(header, 100, 8, 0o600);
  octal(header, 108, 8, 0);
  octal(header, 116, 8, 0);
  octal(header, 124, 12, size);
  octal(header, 136, 12, Math.floor(mtime.getTime() / 1000));
  header[156] = 0x30; // '0': a regular file
  header.write('ustar\0', 257, 'latin1');
  header.write('00', 263, 'latin1');
  header.write(`${checksum(header).toString(8).padStart(6, '0')}\0 `, 148, 8, 'latin1');
  return header;
}

/** Zero bytes that complete an entry of `size` bytes to a whole block. */
export const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** The end of an archive: two zero blocks. */
export const END_OF_ARCHIVE = Buffer.alloc(2 * BLOCK);

/** What the reader refuses; the message says why in words. */
export class TarFormatError extends Error {}

export interface TarEntry {
  name: string;
  size: number;
  /** The content; read it (or not) before asking for the next entry. */
  body: AsyncGenerator<Buffer>;
}

/** Reads exact byte counts from a stream of chunks. */
class ByteSource {
  private readonly chunks: AsyncIterator<Buffer>;
  private pending: Buffer = Buffer.alloc(0);
  private ended = false;

  constructor(source: AsyncIterable<Buffer>) {
    this.chunks = source[Symbol.asyncIterator]();
  }

  private async fill(): Promise<boolean> {
    if (this.ended) return false;
    const next = await this.chunks.next();
    if (next.done) {
      this.ended = true;
      return false;
    }
    this.pending = this.pending.length ? Buffer.concat([this.pending, next.value]) : next.value;
    return true;
  }

  /** Exactly `n` bytes, or null at a clean end of the stream (no byte at all); a partial read is an error. */
  async read(n: number): Promise<Buffer | null> {
    while (this.pending.length < n) {
      if (!(await this.fill())) {
        if (this.pending.length === 0) return null;
        throw new TarFormatError('the archive ends in the middle of an entry (the file is truncated)');
      }
    }
    const out = this.pending.subarray(0, n);
    this.pending = this.pending.subarray(n);
    return out;
  }

  /** `n` bytes as they arrive. */
  async *pieces(n: number): AsyncGenerator<Buffer> {
    let left = n;
    while (left > 0) {
      if (this.pending.length === 0 && !(await this.fill())) throw new TarFormatError('the archive ends in the middle of an entry (the file is truncated)');
      const piece = this.pending.subarray(0, Math.min(left, this.pending.length));
      this.pending = this.pending.subarray(piece.length);
      left -= piece.length;
      yield piece;
    }
  }

  /** Whether only zero bytes are left. */
  async onlyZerosLeft(): Promise<boolean> {
    do {
      if (this.pending.some((byte) => byte !== 0)) return false;
      this.pending = Buffer.alloc(0);
    } while (await this.fill());
    return true;
  }
}

function field(header: Buffer, offset: number, length: number): string {
  const raw = header.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('latin1');
}

function octalField(header: Buffer, offset: number, length: number, what: string): number {
  const text = field(header, offset, length).trim();
  if (!/^[0-7]{1,11}$/.test(text)) throw new TarFormatError(`an entry header has an unreadable ${what}`);
  return parseInt(text, 8);
}

function parseHeader(header: Buffer): { name: string; size: number } {
  if (octalField(header, 148, 8, 'checksum') !== checksum(header)) throw new TarFormatError('an entry header is damaged (its checksum does not match)');
  if (field(header, 257, 6) !== 'ustar') throw new TarFormatError('an entry header is not in the ustar format');
  const type = String.fromCharCode(header[156]!);
  if (type !== '0' && type !== '\0') throw new TarFormatError('the archive holds something other than regular files (a link, a directory or a device)');
  if (field(header, 345, 155) !== '') throw new TarFormatError('an entry has a name longer than a backup uses');
  const rawName = header.subarray(0, 100);
  const end = rawName.indexOf(0);
  const name = rawName.subarray(0, end === -1 ? 100 : end).toString('utf8');
  if (!name) throw new TarFormatError('an entry has no name');
  return { name, size: octalField(header, 124, 12, 'size') };
}

/**
 * The entries of a tar stream, in order. The archive must end with its two zero blocks followed by
 * nothing but zeros: a file cut short, a damaged header or bytes added after the end are errors.
 */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const bytes = new ByteSource(source);
  for (;;) {
    const header = await bytes.read(BLOCK);
    if (header === null) throw new TarFormatError('the archive stops before its end marker (the file is truncated)');
    if (header.every((byte) => byte === 0)) {
      const second = await bytes.read(BLOCK);
      if (second === null || !second.every((byte) => byte === 0)) throw new TarFormatError('the archive has a damaged end marker');
      if (!(await bytes.onlyZerosLeft())) throw new TarFormatError('there are data after the end of the archive');
      return;
    }
    const { name, size } = parseHeader(header);
    let consumed = 0;
    const body = (async function* () {
      for await (const piece of bytes.pieces(size)) {
        consumed += piece.length;
        yield piece;
      }
    })();
    yield { name, size, body };
    // Whatever the reader left unread, then the padding.
    if (consumed < size) for await (const piece of bytes.pieces(size - consumed)) void piece;
    const pad = padding(size).length;
    if (pad && (await bytes.read(pad)) === null) throw new TarFormatError('the archive ends in the middle of an entry (the file is truncated)');
  }
}
