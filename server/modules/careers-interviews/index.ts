import type { ApiModule } from '../module.js';
import careersInterviewsRoutes from './routes.js';
import { careersInterviewsSchemas } from './schemas.js';

/** Interviews (issue 28): rounds and slots, invitations, the applicant's booking. */
export const careersInterviewsModule: ApiModule = { name: 'careers-interviews', routes: careersInterviewsRoutes, schemas: careersInterviewsSchemas };
