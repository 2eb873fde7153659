import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import { createTransport, forgetRecipient, insertMail, insertMails, OutboxSender, type Executor, type OutgoingMail } from '../modules/mail/index.js';

export type { OutgoingMail };

/**
 * E-mail through a durable outbox: a message is a row first, written in the transaction of the
 * change that causes it, and a sender on every instance delivers the rows (modules/mail).
 */
export interface Mailer {
  /** Queues `mail` in `db`, a transaction or the database: it leaves once that commits. Answers its id. */
  queue(db: Executor, mail: OutgoingMail, opts?: { applicationEventId?: number }): Promise<number>;
  /** Queues several messages in one statement (in a transaction: they leave once it commits). Answers their ids. */
  queueMany(db: Executor, mails: OutgoingMail[]): Promise<number[]>;
  /** Starts sending what was queued, without waiting for the next round: call it after the commit. */
  nudge(): void;
  /** Sends every message due now and answers how many went. */
  drain(): Promise<number>;
  /** A deleted account: its address leaves the mail log, its unsent messages are cancelled, its outbox files removed. */
  forget(address: string, tombstone: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** How often each instance looks for messages queued elsewhere or due again. */
const POLL_MS = 2000;

export default fp(async function mailer(app: FastifyInstance, opts: { config: AppConfig }) {
  const { config } = opts;
  const transport = createTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: join(config.dataDir, 'outbox') });
  const sender = new OutboxSender({
    db: app.db,
    storage: app.fullVolumes,
    transport,
    log: app.log,
    maxAttempts: config.mailMaxAttempts,
    retryBaseSeconds: config.mailRetrySeconds,
    leaseSeconds: config.mailClaimSeconds,
    pollMs: POLL_MS,
  });
  app.decorate<Mailer>('mailer', {
    async queue(db, mail, queueOpts = {}) {
      const id = await insertMail(db, mail, queueOpts.applicationEventId);
      // Queued outside a transaction: committed already.
      if (db === app.db) sender.nudge();
      return id;
    },
    queueMany: (db, mails) => insertMails(db, mails),
    nudge: () => sender.nudge(),
    drain: () => sender.drain(),
    async forget(address, tombstone) {
      await forgetRecipient(app.db, address, tombstone);
      await transport.forget(address);
    },
  });
  app.addHook('onReady', async () => sender.start());
  app.addHook('onClose', async () => {
    await sender.close();
    transport.close();
  });
});
