import type { ApiModule } from '../module.js';
import careersSiftRoutes from './routes.js';
import { careersSiftSchemas } from './schemas.js';

/** Shortlisting (issue 27): scorecards, independent scoring, moderation, closing the sift, name-blind jobs. */
export const careersSiftModule: ApiModule = { name: 'careers-sift', routes: careersSiftRoutes, schemas: careersSiftSchemas };

export { aliasOf } from '../../lib/application-alias.js';
