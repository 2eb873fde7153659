import type { components } from '../../../api/schema';

/** The applicant details as the API keeps them (`GET/PUT /api/careers/profile`). */
export type Profile = components['schemas']['ApplicantProfile'];
export type Completeness = components['schemas']['ProfileCompleteness'];
export type ProfileAnswer = components['schemas']['ProfileAnswer'];
export type Education = Profile['education'][number];
export type Employment = Profile['employment'][number];
export type Referee = Profile['referees'][number];


/** A stable key for a new entry, so that it keeps its place (and its fields their ids) across saves. */
export function newEntryId(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  return `e${random.replaceAll('-', '').slice(0, 20)}`;
}

export const newEducation = (): Education => ({
  id: newEntryId(),
  institution: '',
  qualification: '',
  fieldOfStudy: '',
  startDate: null,
  endDate: null,
  grade: '',
});

export const newEmployment = (): Employment => ({
  id: newEntryId(),
  employer: '',
  position: '',
  startDate: null,
  endDate: null,
  duties: '',
  reasonForLeaving: '',
});

/** Details with nothing filled in. */
export const emptyProfile = (): Profile => ({
  firstName: '',
  middleName: '',
  lastName: '',
  phone: '',
  dateOfBirth: null,
  nationality: '',
  idType: null,
  idNumber: '',
  address: { line1: '', line2: '', city: '', region: '', postalCode: '', country: '' },
  registration: { body: '', number: '', expiryDate: null },
  education: [],
  employment: [],
  referees: [],
  personalStatement: '',
});

export const newReferee = (): Referee => ({ id: newEntryId(), name: '', position: '', organisation: '', relationship: '', email: '', phone: '' });

/* eslint-disable no-control-regex -- control characters are what this pattern finds */
const LINE_CONTROL = /[\u0000-\u001f\u007f]/g;
const TEXT_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
/* eslint-enable no-control-regex */

/** One line as the server accepts it: no control characters (a pasted tab becomes a space). */
export const cleanLine = (value: string) => value.replace(/\t/g, ' ').replace(LINE_CONTROL, '');

/** Paragraphs as the server accepts them: line breaks and tabs kept, other control characters dropped. */
export const cleanText = (value: string) => value.replace(TEXT_CONTROL, '');

/** Moves the item at `from` to `to` (both in range); a new array. */
export function move<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
