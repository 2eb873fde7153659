import type { FastifyInstance } from 'fastify';
import type { ApiModule } from '../module.js';
import careersJobsRoutes from './routes.js';
import { careersJobsSchemas } from './schemas.js';
import { seedDemoJobs } from './seed.js';
import { publicBoard } from './cache.js';
import { closeExpiredJobs } from './repo.js';

/** How often jobs past their closing moment are closed (and every instance's board told). */
const CLOSE_EXPIRED_MS = 60_000;

/** The board shared between instances, the periodic closing of expired jobs, then the routes. */
async function careersJobs(fastify: FastifyInstance) {
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
  await fastify.register(careersJobsRoutes);
}

/** Jobs: the public board (no token) and job management (administrators). `/sitemap.xml` is in sitemap.ts. */
export const careersJobsModule: ApiModule = {
  name: 'careers-jobs',
  routes: careersJobs,
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

/** `/robots.txt` and `/sitemap.xml`, outside /api (registered by app.ts). */
export { default as sitemapRoutes } from './sitemap.js';
/** The public board and its answers, as the server-rendered careers pages embed them. */
export { publicBoard } from './cache.js';
export { boardMatcher, departmentsAnswer, isSearch, jobAnswer, jobListAnswer, type BoardMatcher } from './public-answers.js';
export type { JobCriteria } from './public-search.js';
export type { PublicJobSummary } from './views.js';
export { JobSearchCriteriaSchema, type PublicJobQuery } from './schemas.js';
/** A job as applications see it. */
export { findJob, isNameBlind } from './repo.js';
export { jobCondition, jobSubject } from './access.js';
export type { JobRow } from './model.js';
export { isOpenNow } from './views.js';
/** The careers vocabularies (departments, employment types, working patterns, job statuses, document kinds). */
export { DepartmentSchema, DOCUMENT_KINDS, DocumentKindSchema, type Department, type DocumentKind } from './vocabulary.js';
