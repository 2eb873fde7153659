import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { CONNECT_TIMEOUT_MS, type Database } from '../db/connection.js';

/**
 * Tells every instance of the portal that something it may keep in memory has changed. A cache
 * subscribes to its topic and forgets what the message names; its own writes publish. Messages are
 * hints to forget, never data: a lost one costs at most a cache's TTL (or, for a cache without
 * one, nothing once `onResync` has cleared it).
 */
export interface InvalidationBus {
  /** Calls `handler` for every message on `topic`, published by this instance or another. */
  subscribe(topic: string, handler: (payload: string) => void): void;
  /** Calls this instance's handlers at once, then the other instances' (PostgreSQL: NOTIFY). */
  publish(topic: string, payload?: string): Promise<void>;
  /** Calls `handler` when messages may have been missed (the listening connection was lost and is back). */
  onResync(handler: () => void): void;
  /** Handlers subscribed, topics and resync together (tests, diagnostics). */
  subscriptions(): number;
  close(): Promise<void>;
}

/** The NOTIFY channel of the portal's invalidations. */
export const INVALIDATION_CHANNEL = 'portal_invalidation';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; ours are a topic and an id. */
const MAX_PAYLOAD = 7000;
/** How long a publish waits for its echo at most (a slow listener must not slow writes down much). */
const ECHO_WAIT_MS = 500;
/**
 * Handlers one bus holds at most. Caches subscribe once, when the app is built (a handful); one
 * that subscribed per request would leak a closure each time: it fails at once instead.
 */
export const MAX_SUBSCRIPTIONS = 64;

class Handlers {
  private readonly byTopic = new Map<string, ((payload: string) => void)[]>();
  private readonly resync: (() => void)[] = [];
  private count = 0;

  private reserve(what: string) {
    if (this.count >= MAX_SUBSCRIPTIONS) throw new Error(`invalidation bus: more than ${MAX_SUBSCRIPTIONS} subscriptions (${what}): subscribe once per cache, not per request`);
    this.count++;
  }

  get size() {
    return this.count;
  }

  add(topic: string, handler: (payload: string) => void) {
    this.reserve(topic);
    this.byTopic.set(topic, [...(this.byTopic.get(topic) ?? []), handler]);
  }

  addResync(handler: () => void) {
    this.reserve('resync');
    this.resync.push(handler);
  }

  deliver(topic: string, payload: string) {
    for (const handler of this.byTopic.get(topic) ?? []) handler(payload);
  }

  resyncAll() {
    for (const handler of this.resync) handler();
  }
}

/** One process (the embedded database): a message reaches this process's handlers only. */
export class LocalBus implements InvalidationBus {
  private readonly handlers = new Handlers();

  subscribe(topic: string, handler: (payload: string) => void) {
    this.handlers.add(topic, handler);
  }

  async publish(topic: string, payload = '') {
    this.handlers.deliver(topic, payload);
  }

  onResync(handler: () => void) {
    this.handlers.addResync(handler);
  }

  subscriptions() {
    return this.handlers.size;
  }

  async close() {}
}

export interface PgBusOptions {
  databaseUrl: string;
  /** Sends the NOTIFY (the app's pool: a publish needs no connection of its own). */
  db: Database;
  onError: (err: Error, what: string) => void;
  /** First wait before reconnecting, doubled up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

/**
 * Several instances on one PostgreSQL: `publish` runs `pg_notify` through the pool, and a
 * dedicated connection of each instance LISTENs. When that connection drops it is reopened (with a
 * growing wait) and, since messages sent meanwhile are lost, every subscriber is told to resync.
 * An instance ignores the echo of its own messages (its handlers ran at publish).
 */
export class PgNotifyBus implements InvalidationBus {
  readonly instanceId = randomUUID();
  private readonly handlers = new Handlers();
  private client: pg.Client | null = null;
  private closed = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryMs: number;
  /** Resolves once the first LISTEN is in place (or failed: the retries go on in the background). */
  readonly ready: Promise<void>;
  /** Messages of this instance on their way, by sequence number: settled when their echo comes back, or ECHO_WAIT_MS after they were sent at most. */
  private readonly inFlight = new Map<number, () => void>();
  private sequence = 0;

  constructor(private readonly opts: PgBusOptions) {
    this.retryMs = opts.retryMs ?? 250;
    this.ready = this.connect(false);
  }

  subscribe(topic: string, handler: (payload: string) => void) {
    this.handlers.add(topic, handler);
  }

  onResync(handler: () => void) {
    this.handlers.addResync(handler);
  }

  subscriptions() {
    return this.handlers.size;
  }

  /**
   * Resolves once PostgreSQL has delivered the message back to this instance's own listener (or
   * after `ECHO_WAIT_MS` without one): PostgreSQL signals every listener at the same commit, so by
   * then the other instances have it too, and the answer that follows a write does not overtake it.
   */
  async publish(topic: string, payload = '') {
    this.handlers.deliver(topic, payload);
    const seq = ++this.sequence;
    const message = JSON.stringify({ from: this.instanceId, seq, topic, payload });
    if (Buffer.byteLength(message) > MAX_PAYLOAD) throw new Error(`invalidation message too long (${topic})`);
    let timer: NodeJS.Timeout | undefined;
    const echoed = this.client
      ? new Promise<void>((resolve) => {
          this.inFlight.set(seq, resolve);
          timer = setTimeout(resolve, ECHO_WAIT_MS);
        })
      : Promise.resolve();
    try {
      await this.opts.db.execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, ${message})`);
      await echoed;
    } finally {
      clearTimeout(timer);
      this.inFlight.delete(seq);
    }
  }

  /** Messages of this instance waiting for their echo (diagnostics, tests). */
  get pending(): number {
    return this.inFlight.size;
  }

  /** Whether the listening connection is up (diagnostics, tests). */
  get listening(): boolean {
    return this.client !== null;
  }

  /** Drops the listening connection as a network failure would (tests of the reconnection). */
  async dropConnectionForTest(): Promise<void> {
    const client = this.client;
    if (!client) return;
    const pid = (client as unknown as { processID: number }).processID;
    await this.opts.db.execute(sql`select pg_terminate_backend(${pid}::int)`);
  }

  private async connect(isRetry: boolean): Promise<void> {
    // Bounded like the pool's: a connection attempt to a server gone from the network fails and is retried, instead of hanging.
    const client = new pg.Client({ connectionString: this.opts.databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.client = null;
      client.removeAllListeners('notification');
      client.end().catch(() => {});
      if (!this.closed) {
        if (err) this.opts.onError(err, 'the invalidation listener lost its connection; reconnecting');
        this.scheduleRetry();
      }
    };
    client.on('error', (err) => onLost(err));
    client.on('end', () => onLost());
    client.on('notification', (message) => this.receive(message.payload));
    try {
      await client.connect();
      await client.query(`LISTEN ${INVALIDATION_CHANNEL}`);
    } catch (err) {
      onLost(err as Error);
      return;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.retryMs = this.opts.retryMs ?? 250;
    // Whatever was published while no connection listened is lost: every cache starts afresh.
    if (isRetry) this.handlers.resyncAll();
  }

  private scheduleRetry() {
    if (this.retryTimer || this.closed) return;
    const wait = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, this.opts.maxRetryMs ?? 5000);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect(true);
    }, wait);
    this.retryTimer.unref();
  }

  private receive(raw: string | undefined) {
    let message: { from?: unknown; seq?: unknown; topic?: unknown; payload?: unknown };
    try {
      message = JSON.parse(raw ?? '');
    } catch {
      return;
    }
    if (message.from === this.instanceId) return void this.inFlight.get(Number(message.seq))?.();
    if (typeof message.topic !== 'string') return;
    this.handlers.deliver(message.topic, typeof message.payload === 'string' ? message.payload : '');
  }

  async close() {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    for (const settle of this.inFlight.values()) settle();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}
