import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

/** How often the database is probed, and how old the last good probe may be before health asks again (answersNow). */
export const PROBE_EVERY_MS = 1000;
export const STALE_AFTER_MS = 3000;
/** How long a health request waits for a probe of its own when the last good one is old. */
export const RECHECK_WITHIN_MS = 1000;

/**
 * The database as this process last saw it, probed in the background (`select 1` every second on
 * an unref'd timer), so that `/api/health` answers from memory. The database counts as reachable
 * while the last probe succeeded and is less than STALE_AFTER_MS old: a probe that fails or hangs
 * (a server gone from the network) turns health to 503 within four seconds (STALE_AFTER_MS, then
 * RECHECK_WITHIN_MS).
 *
 * An old last success alone is not proof: a process whose event loop was held up (a busy machine,
 * a long synchronous task) could not probe either. `answersNow` then asks once more, briefly.
 */
export class DatabaseState {
  private lastSuccess = 0;
  private failing = false;
  private probing: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly app: FastifyInstance) {}

  /** Whether the database answered recently. */
  reachable(now = Date.now()): boolean {
    return !this.failing && now - this.lastSuccess < STALE_AFTER_MS;
  }

  /**
   * Whether the database answers: from memory while the last probe is recent, otherwise after
   * waiting at most RECHECK_WITHIN_MS for a probe (the one in flight, or a new one). A probe that
   * failed is not asked again here: the background probe notices the database coming back.
   */
  async answersNow(): Promise<boolean> {
    if (this.reachable()) return true;
    if (this.failing) return false;
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, RECHECK_WITHIN_MS);
    });
    await Promise.race([this.probe(), waited]);
    clearTimeout(timer);
    return this.reachable();
  }

  /** Probes once now, then every PROBE_EVERY_MS until `stop`. */
  async start(): Promise<void> {
    await this.probe();
    this.timer = setInterval(() => void this.probe(), PROBE_EVERY_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.probing;
  }

  /** One `select 1`, unless the previous one is still waiting for an answer. */
  probe(): Promise<void> {
    this.probing ??= this.app.db
      .execute(sql`select 1`)
      .then(
        () => {
          if (this.failing) this.app.log.info('health check: the database answers again');
          this.failing = false;
          this.lastSuccess = Date.now();
        },
        (err: unknown) => {
          if (!this.failing) this.app.log.error({ err }, 'health check: database unreachable');
          this.failing = true;
        },
      )
      .finally(() => {
        this.probing = undefined;
      });
    return this.probing;
  }
}
