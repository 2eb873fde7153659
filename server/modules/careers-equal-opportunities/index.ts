import type { ApiModule } from '../module.js';
import careersEqualOpportunitiesRoutes from './routes.js';
import { equalOpportunitiesSchemas } from './schemas.js';
import { seedDemoMonitoring } from './seed-demo.js';

/** Equal-opportunities monitoring (applicants' answers, apart from applications) and the fairness report (issue 27). */
export const careersEqualOpportunitiesModule: ApiModule = {
  name: 'careers-equal-opportunities',
  routes: careersEqualOpportunitiesRoutes,
  schemas: equalOpportunitiesSchemas,
  async onReady(app, config) {
    if (!config.seedDemo) return;
    const seeded = await seedDemoMonitoring(app.db);
    if (seeded) app.log.info({ seeded }, 'demo monitoring answers seeded');
  },
};

/** What the account settings use: the answers in "download my data", and their deletion with the account. */
export { deleteMonitoring, readMonitoring } from './repo.js';
export { MyMonitoringSchema } from './schemas.js';
