/**
 * The rules of the demo e-mail app's compose form, shared by the server (authoritative: its
 * schemas are built from these) and the SPA (early feedback while typing).
 */
export const MAIL_LIMITS = {
  /** Addresses in each of To, Cc and Bcc. */
  recipients: 50,
  address: 254,
  name: 200,
  subject: 250,
  /** Characters of the message's HTML. */
  message: 100_000,
  attachments: 10,
  /** Bytes of one attachment. */
  attachmentBytes: 2 * 1024 * 1024,
  fileName: 120,
} as const;

/** An e-mail address as the server accepts it (the usual "dot-atom" form, no spaces or quotes). */
export const MAIL_ADDRESS_PATTERN =
  "^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\\.)+[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$";

const ADDRESS = new RegExp(MAIL_ADDRESS_PATTERN);

export function isMailAddress(text: string): boolean {
  return text.length <= MAIL_LIMITS.address && ADDRESS.test(text);
}
