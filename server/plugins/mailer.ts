import { mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../config.js';
import { mailLog } from '../db/schema.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the message is for (activation, password-reset, ...), kept in the mail log. */
  kind: string;
}

export interface Mailer {
  /** Sends (or writes to the outbox) and logs the outcome. Never throws: a failed send is logged. */
  send(mail: OutgoingMail): Promise<'sent' | 'written' | 'failed'>;
  /** Deletes the outbox copies of the messages sent to `address` (a deleted account); answers how many. */
  forget(address: string): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

const LINK = /https?:\/\/[^\s<>"]+/g;

export default fp(async function mailer(app: FastifyInstance, opts: { config: AppConfig }) {
  const { config } = opts;
  const outboxDir = join(config.dataDir, 'outbox');
  const transport: Transporter = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  async function deliver(mail: OutgoingMail): Promise<'sent' | 'written'> {
    const info = await transport.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    if (config.smtpUrl) return 'sent';
    await mkdir(outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(outboxDir, `${stamp}-${mail.kind}-${randomBytes(3).toString('hex')}.eml`);
    await writeFile(file, (info as unknown as { message: Buffer }).message);
    app.log.info({ to: mail.to, subject: mail.subject, file, links: mail.text.match(LINK) ?? [] }, 'e-mail written to the outbox');
    return 'written';
  }

  /** The addresses in an .eml file's To header, lower case. */
  const recipientsOf = (eml: string) => (/^To: (.*)$/m.exec(eml)?.[1] ?? '').toLowerCase();

  const service: Mailer = {
    async forget(address) {
      const wanted = address.toLowerCase();
      const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
      let removed = 0;
      for (const file of files) {
        const path = join(outboxDir, file);
        const eml = await readFile(path, 'utf8').catch(() => '');
        if (!recipientsOf(eml).includes(wanted)) continue;
        await unlink(path).catch(() => undefined);
        removed++;
      }
      return removed;
    },
    async send(mail) {
      let outcome: 'sent' | 'written' | 'failed';
      let detail: string | null = null;
      try {
        outcome = await deliver(mail);
      } catch (err) {
        outcome = 'failed';
        detail = err instanceof Error ? err.message : String(err);
        app.log.error({ err, to: mail.to, kind: mail.kind }, 'e-mail could not be sent');
      }
      try {
        await app.db.insert(mailLog).values({ recipient: mail.to, subject: mail.subject, kind: mail.kind, outcome, detail });
      } catch (err) {
        app.log.error({ err }, 'mail log could not be written');
      }
      return outcome;
    },
  };
  app.decorate('mailer', service);
  app.addHook('onClose', async () => transport.close());
});
