import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refreshStatistics } from '../db/statistics.js';

/** How often the embedded database's planner statistics are looked at (autovacuum's naptime is one minute; PGlite's work is lighter to skip). */
const STATISTICS_MS = 5 * 60_000;

/**
 * The embedded database has no autovacuum: its planner statistics are refreshed on a schedule here
 * (and after the migrations and the demo seeding: db/connection.ts, app.ts). PostgreSQL does it itself.
 */
export default fp(async function embeddedStatistics(app: FastifyInstance) {
  if (app.dbKind !== 'pglite') return;
  app.scheduler.every('embedded-statistics', STATISTICS_MS, async () => {
    const work = await refreshStatistics(app.db);
    if (work.analysed.length || work.vacuumed.length) app.log.debug(work, 'planner statistics refreshed');
  });
});
