import type { ApiModule } from '../module.js';
import careersApplicationsRoutes from './routes.js';
import { careersApplicationsSchemas } from './schemas.js';
import { reviewApplicationSchemas } from './schemas-review.js';
import { seedDemoHiring } from './seed-demo.js';

/** Applications: applying and following (applicants), reviewing (administrators). */
export const careersApplicationsModule: ApiModule = {
  name: 'careers-applications',
  routes: careersApplicationsRoutes,
  schemas: [...careersApplicationsSchemas, ...reviewApplicationSchemas],
  async onReady(app, config) {
    if (!config.seedDemo) return;
    const inserted = await seedDemoHiring(app.db);
    if (inserted) app.log.info({ inserted }, 'demo applications and hiring teams seeded');
  },
};

/** What the account settings use: the applications in "download my data", and their erasure with the account. */
export { eraseApplications, exportApplications } from './service.js';
export { ApplicationSchema } from './schemas.js';
/** What closing a sift (careers-sift) moves applications and e-mails applicants with. */
export { findApplication, findUser, insertEvent, moveApplication, wantsApplicationUpdates, type ApplicationRow } from './repo.js';
/** What offers (careers-offers) check a caller's access to an application with. */
export { applicationSubject } from './access.js';
export { statusChangedMail } from './emails.js';
