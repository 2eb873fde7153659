import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { Department, DocumentKind, EmploymentType, Site, WorkingPattern } from '../../../common/careers-vocabulary';
import type { ApplicationStatus } from '../../../common/application-status';

/*
 * The careers vocabularies: the API sends keys (common/careers-vocabulary.ts,
 * common/application-status.ts), these are the words a reader sees, in every language. Shared by
 * the public board, the job administration and the application review.
 */
export type { ApplicationStatus, Department, DocumentKind, EmploymentType, Site, WorkingPattern };

export const DEPARTMENT_LABELS: Record<Department, MessageDescriptor> = {
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

export const SITE_LABELS: Record<Site, MessageDescriptor> = {
  'main-campus': msg`Main Campus`,
  'mother-and-child': msg`Mother and Child Hospital`,
  'eastlands-outpatient': msg`Eastlands Outpatient Centre`,
  'lakeside-satellite': msg`Lakeside Satellite Hospital`,
  'training-research-institute': msg`Training and Research Institute`,
};

export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, MessageDescriptor> = {
  permanent: msg`Permanent`,
  contract: msg`Fixed-term contract`,
  locum: msg`Locum`,
  internship: msg`Internship`,
  temporary: msg`Temporary`,
};

export const WORKING_PATTERN_LABELS: Record<WorkingPattern, MessageDescriptor> = {
  'full-time': msg`Full-time`,
  'part-time': msg`Part-time`,
  shifts: msg`Shifts`,
};

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, MessageDescriptor> = {
  cv: msg`CV`,
  'cover-letter': msg`Cover letter`,
  certificate: msg`Academic and professional certificates`,
  licence: msg`Practising licence`,
  id: msg`National ID or passport`,
};

/**
 * The name an applicant sees for each status of an application (careers.md, "Applications"); staff
 * see their own names beside these where they differ (careers-admin).
 */
export const APPLICANT_STATUS_LABELS: Record<ApplicationStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  submitted: msg`Received`,
  under_review: msg`Under review`,
  shortlisted: msg`Shortlisted`,
  interview: msg`Interview`,
  offer: msg`Offer`,
  hired: msg`Successful`,
  rejected: msg`Unsuccessful`,
  withdrawn: msg`Withdrawn`,
};

/** The label of a vocabulary key, or the key itself when the API sends one this build does not know. */
export function labelOf<K extends string>(labels: Record<K, MessageDescriptor>, key: string): MessageDescriptor | string {
  return (labels as Record<string, MessageDescriptor>)[key] ?? key;
}

/** The word for `key` in the active language; a value outside the vocabulary as it is. */
export function wordFor<K extends string>(i18n: I18n, labels: Record<K, MessageDescriptor>, key: string): string {
  const label = labelOf(labels, key);
  return typeof label === 'string' ? label : i18n._(label);
}

/** The keys of a vocabulary, in its display order. */
export const keysOf = <K extends string>(labels: Record<K, MessageDescriptor>) => Object.keys(labels) as K[];
