import type { ApiModule } from '../module.js';
import careersAccessibilityRoutes from './routes.js';
import { careersAccessibilitySchemas } from './schemas.js';

/** The accessibility statement (issue 35): the statement as data, its feedback form and the staff's list of feedback. */
export const careersAccessibilityModule: ApiModule = { name: 'careers-accessibility', routes: careersAccessibilityRoutes, schemas: careersAccessibilitySchemas };

export { accessibilityStatement } from './statement.js';
