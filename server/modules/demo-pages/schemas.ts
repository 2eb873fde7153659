import { demoPricingSchemas } from './pricing-schemas.js';

/** The named schemas of the pricing page; account settings and profile have their own files. */
export const demoPagesSchemas = [...demoPricingSchemas];
