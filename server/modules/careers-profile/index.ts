import type { ApiModule } from '../module.js';
import careersProfileRoutes from './routes.js';
import { careersProfileSchemas } from './schemas.js';

/** Applicant details: the signed-in applicant's own profile, saved whole by the autosave. */
export const careersProfileModule: ApiModule = {
  name: 'careers-profile',
  routes: careersProfileRoutes,
  schemas: careersProfileSchemas,
};

/** What applications (their readiness and snapshot) and the account settings (export, deletion) use. */
export { emptyProfile, readProfile } from './service.js';
export { deleteProfile } from './repo.js';
export { ApplicantProfileSchema, type ApplicantProfile } from './schemas.js';
