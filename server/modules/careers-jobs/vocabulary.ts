import { Type } from '@sinclair/typebox';
import { DEPARTMENTS, DOCUMENT_KINDS, EMPLOYMENT_TYPES, JOB_STATUSES, SITES, WORKING_PATTERNS } from '../../../common/careers-vocabulary.js';
import { literals } from '../../lib/schema.js';

/** The careers vocabularies as named schemas; the SPA translates each value. */
export const DepartmentSchema = Type.Union(literals(DEPARTMENTS), { $id: 'Department', description: 'Hospital department (a key the SPA translates)' });
export const SiteSchema = Type.Union(literals(SITES), { $id: 'Site', description: "The hospital's site (a key the SPA translates)" });
export const EmploymentTypeSchema = Type.Union(literals(EMPLOYMENT_TYPES), { $id: 'EmploymentType' });
export const WorkingPatternSchema = Type.Union(literals(WORKING_PATTERNS), { $id: 'WorkingPattern' });
export const JobStatusSchema = Type.Union(literals(JOB_STATUSES), { $id: 'JobStatus' });
export const DocumentKindSchema = Type.Union(literals(DOCUMENT_KINDS), {
  $id: 'DocumentKind',
  description: 'cv, cover-letter, certificate, licence (professional licence) or id (national ID or passport)',
});

/** The same vocabularies inline, for query strings (Swagger does not resolve references in parameters). */
export const inline = {
  department: () => Type.Union(literals(DEPARTMENTS)),
  site: () => Type.Union(literals(SITES)),
  employmentType: () => Type.Union(literals(EMPLOYMENT_TYPES)),
  workingPattern: () => Type.Union(literals(WORKING_PATTERNS)),
  jobStatus: () => Type.Union(literals(JOB_STATUSES)),
};

export type { Department, DocumentKind, EmploymentType, JobStatus, Site, WorkingPattern } from '../../../common/careers-vocabulary.js';
export { DEPARTMENTS, DOCUMENT_KINDS, EMPLOYMENT_TYPES, JOB_STATUSES, SITES, WORKING_PATTERNS };

export const vocabularySchemas = [DepartmentSchema, SiteSchema, EmploymentTypeSchema, WorkingPatternSchema, JobStatusSchema, DocumentKindSchema];
