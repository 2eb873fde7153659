import type { ApiModule } from '../module.js';
import careersSiftRoutes from './routes.js';
import { careersSiftSchemas } from './schemas.js';

/** Shortlisting (issue 27): scorecards, independent scoring, moderation, closing the sift, name-blind jobs. */
export const careersSiftModule: ApiModule = { name: 'careers-sift', routes: careersSiftRoutes, schemas: careersSiftSchemas };

export { aliasOf } from '../../lib/application-alias.js';
/** Interviews (issue 28) score the criteria assessed at interview with the same scale and entry shape. */
export { criteriaOf } from './scorecard.js';
export { scorecardOf } from './repo.js';
export { ScoreEntrySchema } from './schemas.js';
export { checkedScores } from './service-scoring.js';
