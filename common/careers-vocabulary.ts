/**
 * The careers vocabularies: the keys the database stores, the API sends and the SPA translates
 * (its labels: web/src/lib/careers-vocabulary.ts). The application statuses are in
 * application-status.ts, with the moves between them.
 */
export const DEPARTMENTS = [
  'nursing',
  'medicine',
  'surgery',
  'paediatrics',
  'obstetrics',
  'laboratory',
  'pharmacy',
  'radiology',
  'teaching-research',
  'administration',
  'ict',
] as const;
/** The hospital's sites (a job's `location`). */
export const SITES = ['main-campus', 'mother-and-child', 'eastlands-outpatient', 'lakeside-satellite', 'training-research-institute'] as const;
export const EMPLOYMENT_TYPES = ['permanent', 'contract', 'locum', 'internship', 'temporary'] as const;
export const WORKING_PATTERNS = ['full-time', 'part-time', 'shifts'] as const;
export const JOB_STATUSES = ['draft', 'open', 'closed', 'archived'] as const;
export const DOCUMENT_KINDS = ['cv', 'cover-letter', 'certificate', 'licence', 'id'] as const;

export type Department = (typeof DEPARTMENTS)[number];
export type Site = (typeof SITES)[number];
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export type WorkingPattern = (typeof WORKING_PATTERNS)[number];
export type JobStatus = (typeof JOB_STATUSES)[number];
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
