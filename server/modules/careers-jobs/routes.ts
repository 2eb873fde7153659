import type { FastifyInstance } from 'fastify';
import type { ApiModule } from '../module.js';
import publicJobRoutes from './routes-public.js';
import adminJobRoutes from './routes-admin.js';
import { careersJobsSchemas } from './schemas.js';
import { seedDemoJobs } from './seed.js';
import { publicBoard } from './cache.js';
import { closeExpiredJobs } from './repo.js';

/** How often jobs past their closing moment are closed (and every instance's board told). */
const CLOSE_EXPIRED_MS = 60_000;

async function careersJobsRoutes(fastify: FastifyInstance) {
  const board = publicBoard(fastify.db);
  board.shareInvalidations(fastify.invalidation, (err) => fastify.log.error({ err }, 'board invalidation not sent to the other instances'));
  // A visitor's read must not be what writes to a full embedded database (PGlite could hang: server/lib/storage-full.ts).
  board.holdWritesWhile(() => fastify.fullVolumes.databaseFull);
  fastify.scheduler.every('close-expired-jobs', CLOSE_EXPIRED_MS, async () => {
    const closed = await closeExpiredJobs(fastify.db);
    if (closed > 0) {
      await board.invalidate();
      fastify.log.info({ closed }, 'jobs past their closing moment closed');
    }
  });
  await fastify.register(publicJobRoutes);
  await fastify.register(adminJobRoutes);
}

/** Jobs: the public board (no token) and job management (administrators). `/sitemap.xml` is in sitemap.ts. */
export const careersJobsModule: ApiModule = {
  name: 'careers-jobs',
  routes: careersJobsRoutes,
  schemas: careersJobsSchemas,
  tags: [
    { name: 'careers', description: 'The careers portal: public job board, applicant details, documents and account settings' },
    { name: 'careers-admin', description: 'Careers administration: job management (administrators only)' },
  ],
  async onReady(app, config) {
    if (config.seedDemo) {
      const inserted = await seedDemoJobs(app.db);
      if (inserted) app.log.info({ inserted }, 'demo vacancies seeded');
    }
  },
};
