import type { FastifyInstance } from 'fastify';
import type { ApiModule, ModuleOptions } from '../module.js';
import careersAlertsRoutes from './routes.js';
import careersAlertsAdminRoutes, { DigestResultSchema } from './admin-routes.js';
import { careersAlertsSchemas } from './schemas.js';
import { runDigest, scheduledPeriods } from './digest.js';
import { deleteStalePending } from './repo.js';

/** How often the digest task looks whether digests are due (from the configured local hour on, once per alert and period). */
const DIGEST_TICK_MS = 600_000;

/** The digest task (once across the instances), then the routes. */
async function careersAlerts(fastify: FastifyInstance, opts: ModuleOptions) {
  const { config } = opts;
  fastify.scheduler.every('job-alerts', DIGEST_TICK_MS, async () => {
    const forgotten = await deleteStalePending(fastify.db);
    const sent = await runDigest(fastify, config, scheduledPeriods(config), { instance: fastify.scheduler.instance });
    if (sent.mails || forgotten) fastify.log.info({ ...sent, unconfirmedForgotten: forgotten }, 'job alerts sent');
  });
  await fastify.register(careersAlertsRoutes, opts);
  await fastify.register(careersAlertsAdminRoutes, opts);
}

/** Job alerts: saved searches of the board e-mailed daily or weekly, with one-click unsubscribe. */
export const careersAlertsModule: ApiModule = { name: 'careers-alerts', routes: careersAlerts, schemas: [...careersAlertsSchemas, DigestResultSchema] };

/** For the account (deletion, export), operators (send now) and tests. */
export { runDigest, currentPeriods, scheduledPeriods, listHeaders, searchUrl, MAX_JOBS_PER_MAIL } from './digest.js';
export { deleteAlertsOf, alertsOf } from './repo.js';
export { toJobAlert } from './service.js';
export { JobAlertSchema } from './schemas.js';
