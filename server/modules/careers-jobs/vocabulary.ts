import { Type } from '@sinclair/typebox';
import { DEPARTMENTS, DOCUMENT_KINDS, EMPLOYMENT_TYPES, JOB_STATUSES, WORKING_PATTERNS } from '../../db/schema.js';
import { literals } from '../../lib/schema.js';

/** The careers vocabularies as named schemas; the SPA translates each value. */
export const DepartmentSchema = Type.Union(literals(DEPARTMENTS), { $id: 'Department', description: 'Hospital department (a key the SPA translates)' });
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
  employmentType: () => Type.Union(literals(EMPLOYMENT_TYPES)),
  workingPattern: () => Type.Union(literals(WORKING_PATTERNS)),
  jobStatus: () => Type.Union(literals(JOB_STATUSES)),
};

export type Department = (typeof DEPARTMENTS)[number];
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export type WorkingPattern = (typeof WORKING_PATTERNS)[number];
export type JobStatus = (typeof JOB_STATUSES)[number];
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export { DEPARTMENTS, DOCUMENT_KINDS, EMPLOYMENT_TYPES, JOB_STATUSES, WORKING_PATTERNS };

export const vocabularySchemas = [DepartmentSchema, EmploymentTypeSchema, WorkingPatternSchema, JobStatusSchema, DocumentKindSchema];
