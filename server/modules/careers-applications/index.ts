import type { ApiModule } from '../module.js';
import careersApplicationsRoutes from './routes.js';
import { careersApplicationsSchemas } from './schemas.js';

/** Applications: applying and following (applicants), reviewing (administrators). */
export const careersApplicationsModule: ApiModule = {
  name: 'careers-applications',
  routes: careersApplicationsRoutes,
  schemas: careersApplicationsSchemas,
};

/** What the account settings use: the applications in "download my data", and their erasure with the account. */
export { eraseApplications, exportApplications } from './service.js';
export { ApplicationSchema } from './schemas.js';
