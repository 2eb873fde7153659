import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import { LocalBus, PgNotifyBus, type InvalidationBus } from '../lib/invalidation-bus.js';
import { pruneScheduledRuns, Scheduler } from '../lib/scheduler.js';
import { purgeEndedCounters } from '../lib/shared-counters.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Cache invalidations reaching every instance (PostgreSQL LISTEN/NOTIFY), or this process only (PGlite). */
    invalidation: InvalidationBus;
    /** Periodic work run once across the instances on the database. */
    scheduler: Scheduler;
  }
}

/** How often ended counters and old scheduler rows are removed. */
const HOUSEKEEPING_MS = 10 * 60_000;

/**
 * What several instances on one PostgreSQL share besides their tables: the invalidation bus and
 * the scheduler. With the embedded database (one process) the bus is local.
 */
export default fp(async function sharedState(app: FastifyInstance, opts: { config: AppConfig }) {
  let bus: InvalidationBus;
  if (app.dbKind === 'postgres') {
    const pgBus = new PgNotifyBus({
      databaseUrl: opts.config.databaseUrl,
      db: app.db,
      onError: (err, what) => app.log.warn({ err }, what),
    });
    await pgBus.ready;
    bus = pgBus;
  } else {
    bus = new LocalBus();
  }
  const scheduler = new Scheduler({
    db: app.db,
    onError: (err, task) => app.log.error({ err, task }, 'scheduled task failed'),
    paused: () => app.fullVolumes.databaseFull,
  });
  app.decorate('invalidation', bus);
  app.decorate('scheduler', scheduler);
  scheduler.every('purge-shared-state', HOUSEKEEPING_MS, async () => {
    const counters = await purgeEndedCounters(app.db, Date.now());
    const runs = await pruneScheduledRuns(app.db);
    if (counters || runs) app.log.info({ counters, runs }, 'ended counters and old scheduler runs removed');
  });
  // onClose hooks run last-registered first: these stop before the database closes.
  app.addHook('onClose', async () => {
    await scheduler.close();
    await bus.close();
  });
});
