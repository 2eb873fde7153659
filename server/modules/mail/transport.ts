import { mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { inDirectory } from '../../lib/storage-full.js';
import type { MailRow } from './repo.js';

/** How a failed send is handled: tried again later, or given up on (and whether the address is at fault). */
export type SendFailure = { permanent: false; message: string; serverDown: boolean } | { permanent: true; message: string; undeliverable: boolean };

/**
 * Reads a nodemailer error. A 5xx reply is permanent (the same message would be refused again),
 * and a 5xx to the recipient (`EENVELOPE`) makes the address undeliverable. A 4xx reply, a refused or
 * dropped connection, a time-out or a refused sign-in (a configuration fixed later) is temporary.
 */
export function classifySendError(err: unknown): SendFailure {
  const e = err as { message?: string; responseCode?: number; code?: string };
  const message = String(e?.message ?? err).slice(0, 1000);
  const reply = typeof e?.responseCode === 'number' ? e.responseCode : undefined;
  if (reply !== undefined && reply >= 500 && e.code !== 'EAUTH') return { permanent: true, message, undeliverable: e.code === 'EENVELOPE' };
  return { permanent: false, message, serverDown: reply === undefined };
}

export interface MailTransport {
  readonly via: 'smtp' | 'file';
  /**
   * Hands the message over; throws when it could not be. Answers the file written for the outbox
   * folder (the same row sent twice writes one file).
   */
  deliver(row: MailRow): Promise<string | undefined>;
  /** Removes the outbox files of messages to `address` (a deleted account); answers how many. */
  forget(address: string): Promise<number>;
  close(): void;
}

/** The file of a message in the outbox folder: named by its creation time and id, so sorting by name sorts by age. */
const fileName = (row: MailRow) => `${row.createdAt.toISOString().replace(/[:.]/g, '-')}-${String(row.id).padStart(9, '0')}-${row.kind}.eml`;

/** The addresses in an .eml file's To header, lower case. */
const recipientsOf = (eml: string) => (/^To: (.*)$/m.exec(eml)?.[1] ?? '').toLowerCase();

/** A calendar invitation goes as nodemailer's `icalEvent` (the text/calendar part mail clients offer to add); other files as attachments. */
function attachmentsOf(row: MailRow) {
  const files = row.attachments ?? [];
  const calendar = files.find((f) => f.method && f.contentType.startsWith('text/calendar'));
  const others = files.filter((f) => f !== calendar).map((f) => ({ filename: f.filename, contentType: f.contentType, content: f.content }));
  return {
    ...(calendar ? { icalEvent: { method: calendar.method, filename: calendar.filename, content: calendar.content } } : {}),
    ...(others.length ? { attachments: others } : {}),
  };
}

/**
 * The mail server of `SMTP_URL`, or without one the `.eml` outbox folder (`DATA_DIR/outbox`), fed
 * by the same rows. Time-outs are short so that a mail server that stops answering holds a message
 * well within its sender's claim.
 */
export function createTransport(opts: { smtpUrl: string; from: string; outboxDir: string }): MailTransport {
  const message = (row: MailRow) => ({
    from: opts.from,
    to: row.recipient,
    subject: row.subject,
    text: row.bodyText,
    html: row.bodyHtml ?? undefined,
    // Written as they are (List-Unsubscribe and List-Unsubscribe-Post for RFC 8058, List-Id); SMTP and the .eml folder alike.
    headers: row.headers ?? undefined,
    ...attachmentsOf(row),
  });
  if (opts.smtpUrl) {
    // One configuration object: the time-outs beside the url are connection options. (A second
    // argument would be message defaults, where the time-outs were never read.)
    const smtp: Transporter = nodemailer.createTransport({ url: opts.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
    return {
      via: 'smtp',
      async deliver(row) {
        await smtp.sendMail(message(row));
        return undefined;
      },
      forget: async () => 0,
      close: () => smtp.close(),
    };
  }
  const render: Transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    via: 'file',
    async deliver(row) {
      const info = await render.sendMail(message(row));
      await mkdir(opts.outboxDir, { recursive: true });
      const file = join(opts.outboxDir, fileName(row));
      // Written aside and renamed: a reader never sees half a message, and a full disk leaves no piece behind.
      const partial = `${file}.partial`;
      try {
        await writeFile(partial, info.message as Buffer); // a Buffer: the stream transport buffers (`buffer: true`)
        await rename(partial, file);
        return file;
      } catch (err) {
        await unlink(partial).catch(() => undefined);
        throw inDirectory(err, opts.outboxDir);
      }
    },
    async forget(address) {
      const wanted = address.toLowerCase();
      const files = (await readdir(opts.outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
      let removed = 0;
      for (const file of files) {
        const path = join(opts.outboxDir, file);
        const eml = await readFile(path, 'utf8').catch(() => '');
        if (!recipientsOf(eml).includes(wanted)) continue;
        await unlink(path).catch(() => undefined);
        removed++;
      }
      return removed;
    },
    close: () => render.close(),
  };
}
