import type { ApiModule } from '../module.js';
import careersAuditRoutes from './routes.js';
import { careersAuditSchemas } from './schemas.js';

/** The audit log: searching it and exporting it as CSV (writing it is `recordAudit`, server/lib/audit.ts). */
export const careersAuditModule: ApiModule = {
  name: 'careers-audit',
  routes: careersAuditRoutes,
  schemas: careersAuditSchemas,
};
