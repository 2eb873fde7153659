import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A gzip answer for `before + middle + after` where only `middle` changes between answers (the
 * SPA page and its CSP nonce): both ends are compressed once, and each answer only adds `middle`
 * as a stored (uncompressed) deflate block and the checksum. The result is one ordinary gzip
 * member: `before` is compressed up to a sync flush (byte-aligned, not final), `middle` follows as
 * a stored block, and `after`, compressed on its own, ends the stream (its back-references stay
 * within itself).
 */
export function gzipAround(before: string, after: string) {
  const head = Buffer.from(before);
  const tail = Buffer.from(after);
  // Header: magic, deflate, no flags, no mtime, no extra flags, OS unknown.
  const header = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
  const compressedHead = deflateRawSync(head, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const compressedTail = deflateRawSync(tail, { level: 9 });
  const headCrc = crc32(head);

  return function gzip(middle: string): Buffer {
    const bytes = Buffer.from(middle);
    if (bytes.length > 0xffff) throw new Error('gzipAround: the changing part must be under 64 KiB');
    const stored = Buffer.allocUnsafe(5);
    stored[0] = 0; // BFINAL 0, BTYPE 00 (stored); already byte-aligned after the sync flush
    stored.writeUInt16LE(bytes.length, 1);
    stored.writeUInt16LE(~bytes.length & 0xffff, 3);
    const trailer = Buffer.allocUnsafe(8);
    trailer.writeUInt32LE(crc32(tail, crc32(bytes, headCrc)), 0);
    trailer.writeUInt32LE((head.length + bytes.length + tail.length) >>> 0, 4);
    return Buffer.concat([header, compressedHead, stored, bytes, compressedTail, trailer]);
  };
}
