/**
 * Reads the `.eml` files of the outbox folder as a person reads a message: headers unfolded and
 * their encoded words decoded (RFC 2047), a quoted-printable body decoded (a link in it is whole
 * again, without `=3D` or soft line breaks).
 */

export interface ReadMessage {
  to: string;
  subject: string;
  text: string;
  /** Every http(s) link in the text, in order. */
  links: string[];
}

/** Quoted-printable text decoded: soft line breaks joined, `=XX` bytes read as UTF-8. */
export const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const decodeWords = (value: string) =>
  value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_, _charset: string, encoding: string, data: string) =>
    encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replaceAll('_', ' ')),
  );

/** The plain-text part of a message as nodemailer writes it (a lone text part, or the first text/plain of a multipart). */
export function readEml(raw: string): ReadMessage {
  const split = raw.search(/\r?\n\r?\n/);
  const head = (split < 0 ? raw : raw.slice(0, split)).replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => decodeWords(new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '');
  let body = split < 0 ? '' : raw.slice(split).trimStart();
  let encoding = header('Content-Transfer-Encoding');
  const boundary = /boundary="?([^";]+)"?/i.exec(header('Content-Type'))?.[1];
  if (boundary) {
    const part = body.split(`--${boundary}`).find((p) => /content-type:\s*text\/plain/i.test(p)) ?? '';
    const partSplit = part.search(/\r?\n\r?\n/);
    encoding = /content-transfer-encoding:\s*(\S+)/i.exec(part.slice(0, partSplit))?.[1] ?? '';
    body = partSplit < 0 ? '' : part.slice(partSplit).trim();
  }
  const text = /quoted-printable/i.test(encoding) ? decodeQuotedPrintable(body) : /base64/i.test(encoding) ? Buffer.from(body, 'base64').toString('utf8') : body;
  return { to: header('To'), subject: header('Subject'), text, links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [] };
}
