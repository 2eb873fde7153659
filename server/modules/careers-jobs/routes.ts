import type { FastifyInstance } from 'fastify';
import type { ApiModule } from '../module.js';
import publicJobRoutes from './routes-public.js';
import adminJobRoutes from './routes-admin.js';
import { careersJobsSchemas } from './schemas.js';
import { seedDemoJobs } from './seed.js';

async function careersJobsRoutes(fastify: FastifyInstance) {
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
