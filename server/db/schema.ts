/**
 * The database schema (drizzle), one file per area under schema/; drizzle-kit reads this file
 * (drizzle.config.ts) and the code imports from it.
 */
export * from './schema/accounts.js';
export * from './schema/careers-jobs.js';
export * from './schema/careers-applications.js';
export * from './schema/shared-state.js';
export * from './schema/mail.js';
export * from './schema/staff.js';
export * from './schema/equal-opportunities.js';
export * from './schema/accessibility.js';
export * from './schema/job-alerts.js';
export * from './schema/shortlisting.js';
export * from './schema/interviews.js';
export * from './schema/interview-scores.js';
export * from './schema/references.js';
export * from './schema/offers.js';
