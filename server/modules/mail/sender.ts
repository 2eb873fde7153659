import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connection.js';
import { isStorageFull } from '../../lib/storage-full.js';
import { claimNext, markFailed, markRetrying, markSent, type MailRow } from './repo.js';
import { maskUrl } from '../../lib/logger.js';
import { classifySendError, type MailTransport } from './transport.js';

/** What the sender needs to know of full volumes (server/lib/storage-full.ts: FullVolumes). */
export interface StorageWatch {
  /** The embedded database's volume is full: nothing is claimed (a write could hang PGlite) until it has room. */
  readonly databaseFull: boolean;
  /** A write refused for lack of space, logged once per volume. */
  refused(err: unknown): void;
}

export interface SenderOptions {
  db: Database;
  storage?: StorageWatch;
  transport: MailTransport;
  log: FastifyBaseLogger;
  /** Attempts before a message that keeps failing for a temporary reason is given up on (`failed`). */
  maxAttempts: number;
  /** The wait after the first failed attempt; it doubles with each further one, up to an hour. */
  retryBaseSeconds: number;
  /** How long a claimed message is this sender's alone; past it (the sender died) another may take it. */
  leaseSeconds: number;
  /** How often the outbox is looked at for messages queued by other instances or due again. */
  pollMs: number;
}

const MAX_DELAY_SECONDS = 3600;
const LINK = /https?:\/\/[^\s<>"]+/g;

/** The wait before attempt `attempts + 1`: doubling from `base`, at most an hour, give or take a fifth (so retries spread out). */
export function retryDelaySeconds(attempts: number, base: number, random: () => number = Math.random): number {
  const plain = Math.min(base * 2 ** Math.max(0, attempts - 1), MAX_DELAY_SECONDS);
  return plain * (0.8 + 0.4 * random());
}

/**
 * Drains the outbox: claims one due message at a time (see `claimNext`), hands it to the
 * transport and records how it went. Every instance runs one; a message is claimed by one of them.
 * `nudge()` starts a round at once (after a commit that queued mail); otherwise rounds run every
 * `pollMs`. A round ends when nothing is due, or early when the mail server cannot be reached.
 */
export class OutboxSender {
  readonly instance = randomUUID();
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<void> | null = null;
  private again = false;
  private closed = false;
  /** Whether the last round failed on the database (logged once until it works again). */
  private databaseFailing = false;

  constructor(private readonly opts: SenderOptions) {}

  start(): void {
    if (this.timer || this.closed) return;
    this.timer = setInterval(() => this.nudge(), this.opts.pollMs);
    this.timer.unref();
    this.nudge();
  }

  /** Starts a round now, or right after the one under way. */
  nudge(): void {
    if (this.closed) return;
    if (this.round) {
      this.again = true;
      return;
    }
    this.round = this.drain()
      .then(() => undefined)
      .finally(() => {
        this.round = null;
        if (this.again) {
          this.again = false;
          this.nudge();
        }
      });
  }

  /** Sends every message due now; answers how many went. Never throws: a database failure ends the round. */
  async drain(): Promise<number> {
    let sent = 0;
    try {
      for (;;) {
        if (this.closed || this.opts.storage?.databaseFull) break;
        const row = await claimNext(this.opts.db, this.instance, this.opts.leaseSeconds);
        if (!row) break;
        const outcome = await this.send(row);
        if (outcome === 'sent') sent++;
        if (outcome === 'server_down') break;
      }
      if (this.databaseFailing) this.opts.log.info('the e-mail outbox is reachable again');
      this.databaseFailing = false;
    } catch (err) {
      if (isStorageFull(err)) this.opts.storage?.refused(err);
      if (!this.databaseFailing) this.opts.log.error({ err }, 'the e-mail outbox could not be read; sending resumes when the database answers');
      this.databaseFailing = true;
    }
    return sent;
  }

  private async send(row: MailRow): Promise<'sent' | 'retrying' | 'failed' | 'server_down'> {
    const { db, transport, log } = this.opts;
    let file: string | undefined;
    try {
      file = await transport.deliver(row);
    } catch (err) {
      const failure = classifySendError(err);
      // A full outbox folder: logged once for the volume; the message waits like any temporary failure.
      if (isStorageFull(err)) this.opts.storage?.refused(err);
      const context = { mailId: row.id, kind: row.kind, attempt: row.attempts, error: failure.message };
      if (failure.permanent) {
        await markFailed(db, row, this.instance, failure.message, failure.undeliverable);
        log.error(context, 'e-mail refused for good by the mail server');
        return 'failed';
      }
      if (row.attempts >= this.opts.maxAttempts) {
        await markFailed(db, row, this.instance, `gave up after ${row.attempts} attempts: ${failure.message}`, false);
        log.error(context, 'e-mail given up on after too many attempts');
        return 'failed';
      }
      const delay = retryDelaySeconds(row.attempts, this.opts.retryBaseSeconds);
      await markRetrying(db, row, this.instance, failure.message, delay);
      log.warn({ ...context, retryInSeconds: Math.round(delay) }, 'e-mail not sent yet; it will be tried again');
      return failure.serverDown ? 'server_down' : 'retrying';
    }
    await markSent(db, row, this.instance, transport.via);
    // The links' tokens are masked (a log is no place for a working link): the file holds them.
    if (file) log.info({ to: row.recipient, subject: row.subject, file, links: (row.bodyText.match(LINK) ?? []).map(maskUrl) }, 'e-mail written to the outbox');
    return 'sent';
  }

  /** Stops the rounds and waits for the one under way (a message being sent is finished and recorded). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.round;
  }
}
