import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { components } from '../../api/schema';

/*
 * The careers vocabularies as administrators see them. The public board has the same words in its
 * own feature (features do not import each other); a shared module under web/src/lib would serve both.
 */
type Schemas = components['schemas'];
export type Department = Schemas['Department'];
export type EmploymentType = Schemas['EmploymentType'];
export type WorkingPattern = Schemas['WorkingPattern'];
export type DocumentKind = Schemas['DocumentKind'];
export type JobStatus = Schemas['JobStatus'];
export type Job = Schemas['Job'];
export type JobInput = Schemas['JobInput'];

export const STATUS_LABELS: Record<JobStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  open: msg`Open`,
  closed: msg`Closed`,
  archived: msg`Archived`,
};

export const DEPARTMENTS: Record<Department, MessageDescriptor> = {
  nursing: msg`Nursing`,
  medicine: msg`Medicine`,
  surgery: msg`Surgery`,
  paediatrics: msg`Paediatrics`,
  obstetrics: msg`Obstetrics and gynaecology`,
  laboratory: msg`Laboratory`,
  pharmacy: msg`Pharmacy`,
  radiology: msg`Radiology`,
  'teaching-research': msg`Teaching and research`,
  administration: msg`Administration`,
  ict: msg`ICT`,
};

export const EMPLOYMENT_TYPES: Record<EmploymentType, MessageDescriptor> = {
  permanent: msg`Permanent`,
  contract: msg`Fixed-term contract`,
  locum: msg`Locum`,
  internship: msg`Internship`,
  temporary: msg`Temporary`,
};

export const WORKING_PATTERNS: Record<WorkingPattern, MessageDescriptor> = {
  'full-time': msg`Full-time`,
  'part-time': msg`Part-time`,
  shifts: msg`Shifts`,
};

export const DOCUMENT_KINDS: Record<DocumentKind, MessageDescriptor> = {
  cv: msg`CV`,
  'cover-letter': msg`Cover letter`,
  certificate: msg`Academic and professional certificates`,
  licence: msg`Practising licence`,
  id: msg`National ID or passport`,
};

/** The keys of a vocabulary, in its display order. */
export const keysOf = <K extends string>(labels: Record<K, MessageDescriptor>) => Object.keys(labels) as K[];
