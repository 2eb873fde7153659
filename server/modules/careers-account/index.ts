import type { ApiModule } from '../module.js';
import careersAccountRoutes from './routes.js';
import { careersAccountSchemas } from './schemas.js';

/** Account settings of the signed-in user: password, preferences, download my data, delete my account. */
export const careersAccountModule: ApiModule = {
  name: 'careers-account',
  routes: careersAccountRoutes,
  schemas: careersAccountSchemas,
};
