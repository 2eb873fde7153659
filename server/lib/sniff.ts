/**
 * What a file is, by its content alone (magic bytes), never by its name or the type the browser
 * claims. Accepted: PDF, DOCX (a ZIP whose entries include `word/document.xml`), PNG and JPEG.
 */

export interface DetectedType {
  contentType: string;
  extension: string;
  /** Extensions a file name may already end with for this type. */
  extensions: string[];
  label: string;
}

const PDF: DetectedType = { contentType: 'application/pdf', extension: 'pdf', extensions: ['pdf'], label: 'PDF' };
const DOCX: DetectedType = {
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  extension: 'docx',
  extensions: ['docx'],
  label: 'DOCX',
};
export const PNG: DetectedType = { contentType: 'image/png', extension: 'png', extensions: ['png'], label: 'PNG' };
export const JPEG: DetectedType = { contentType: 'image/jpeg', extension: 'jpg', extensions: ['jpg', 'jpeg'], label: 'JPEG' };

export const ACCEPTED_TYPES = [PDF, DOCX, PNG, JPEG];

const startsWith = (buf: Buffer, bytes: number[]) => buf.length >= bytes.length && bytes.every((b, i) => buf[i] === b);

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;

/** The entry names of a ZIP archive, read from its central directory; null when it is not a sound ZIP. */
export function zipEntryNames(buf: Buffer): string[] | null {
  if (buf.length < 22) return null;
  const lowest = Math.max(0, buf.length - 22 - 0xffff);
  for (let at = buf.length - 22; at >= lowest; at--) {
    if (buf.readUInt32LE(at) !== END_OF_CENTRAL_DIRECTORY) continue;
    const count = buf.readUInt16LE(at + 10);
    const size = buf.readUInt32LE(at + 12);
    const offset = buf.readUInt32LE(at + 16);
    if (offset + size > at) return null;
    const names: string[] = [];
    let p = offset;
    for (let i = 0; i < count; i++) {
      if (p + 46 > at || buf.readUInt32LE(p) !== CENTRAL_DIRECTORY_ENTRY) return null;
      const nameLength = buf.readUInt16LE(p + 28);
      const extraLength = buf.readUInt16LE(p + 30);
      const commentLength = buf.readUInt16LE(p + 32);
      names.push(buf.toString('utf8', p + 46, p + 46 + nameLength));
      p += 46 + nameLength + extraLength + commentLength;
    }
    return names;
  }
  return null;
}

/** The accepted type the content is, or null. */
export function detectType(buf: Buffer): DetectedType | null {
  if (startsWith(buf, [0x25, 0x50, 0x44, 0x46, 0x2d])) return PDF; // %PDF-
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) {
    const names = zipEntryNames(buf);
    if (names?.includes('word/document.xml')) return DOCX;
  }
  return null;
}

export const typeOfContentType = (contentType: string) => ACCEPTED_TYPES.find((t) => t.contentType === contentType) ?? null;
