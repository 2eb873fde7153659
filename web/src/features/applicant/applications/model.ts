import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { components } from '../../../api/schema';
import { SECTION_IDS } from '../profile/section';
import { KIND_LABELS } from '../documents/kinds';
import type { DocumentKind } from '../documents/file-checks';

export type Application = components['schemas']['Application'];
export type ApplicationSummary = components['schemas']['ApplicationSummary'];
export type ApplicationStatus = components['schemas']['ApplicationStatus'];
export type NextStep = components['schemas']['ApplicationNextStep'];
export type ApplicationForm = components['schemas']['ApplicationForm'];

export const MAX_COVER_LETTER = 10_000;

/** The label the applicant sees for each status: the portal's one vocabulary (lib/careers-vocabulary). */
export { APPLICANT_STATUS_LABELS as STATUS_LABELS } from '../../../lib/careers-vocabulary';

/** The next step in words. */
export const NEXT_STEP_TEXT: Record<NextStep, MessageDescriptor> = {
  'complete-and-submit': msg`Complete your application and submit it before the job closes.`,
  'job-closed': msg`This job has closed: the application can no longer be submitted.`,
  'await-review': msg`We have received your application. We will review it and let you know.`,
  'await-decision': msg`Your application is being considered. We will let you know our decision.`,
  'prepare-interview': msg`You are invited to an interview: we will contact you with the details.`,
  'respond-to-offer': msg`We have made you an offer: reply to the message we sent you.`,
  none: msg`Nothing more to do.`,
};

export const nextStepText = (step: NextStep): MessageDescriptor => NEXT_STEP_TEXT[step] ?? NEXT_STEP_TEXT.none;

/** Ids of the draft form's fields (the error summary links to them). */
export const FIELD_IDS = {
  coverLetter: 'application-cover-letter',
  documents: 'application-documents',
  declaration: 'application-declaration',
  account: 'application-account',
  job: 'application-job',
  profile: 'application-profile',
} as const;

const PROFILE_ANCHORS: Record<string, string> = {
  personal: SECTION_IDS.personal,
  registration: SECTION_IDS.registration,
  education: SECTION_IDS.education,
  employment: SECTION_IDS.employment,
  referees: SECTION_IDS.referees,
  personalStatement: SECTION_IDS.personalStatement,
};

export interface Refusal {
  /** Which part of the page the reason is shown next to. */
  target: 'account' | 'job' | 'profile' | 'documents' | 'coverLetter' | 'declaration' | 'general';
  /** The id of the field the error summary links to. */
  fieldId: string;
  message: MessageDescriptor;
  /** For profile sections: where to fix it. */
  href?: string;
  /** For documents.<kind>: the missing kind. */
  kind?: DocumentKind;
}

const KINDS = Object.keys(KIND_LABELS) as DocumentKind[];

/** A refused submission's `field` → where its reason goes on the page, in the applicant's language. */
export function refusalFor(field: string | undefined | null): Refusal {
  const f = field ?? '';
  if (f === 'account') return { target: 'account', fieldId: FIELD_IDS.account, message: msg`Activate your account first: follow the link in the e-mail we sent you.` };
  if (f === 'job') return { target: 'job', fieldId: FIELD_IDS.job, message: msg`This job has closed: applications are no longer accepted.` };
  if (f === 'declaration') return { target: 'declaration', fieldId: FIELD_IDS.declaration, message: msg`Accept the declaration before submitting.` };
  if (f === 'coverLetter') return { target: 'coverLetter', fieldId: FIELD_IDS.coverLetter, message: msg`Check your supporting statement.` };
  if (f.startsWith('profile.')) {
    const section = f.slice('profile.'.length);
    const anchor = PROFILE_ANCHORS[section] ?? '';
    return {
      target: 'profile',
      fieldId: FIELD_IDS.profile,
      href: anchor ? `/careers/profile#${anchor}` : '/careers/profile',
      message: msg`Complete your applicant details first.`,
    };
  }
  if (f === 'documents' || f.startsWith('documents.')) {
    const kind = f.slice('documents.'.length) as DocumentKind;
    if (KINDS.includes(kind)) return { target: 'documents', fieldId: FIELD_IDS.documents, kind, message: msg`This job requires this document: choose one.` };
    return { target: 'documents', fieldId: FIELD_IDS.documents, message: msg`One of the chosen documents no longer exists. Choose your documents again.` };
  }
  return { target: 'general', fieldId: FIELD_IDS.coverLetter, message: msg`Your application could not be submitted.` };
}

/** Only a draft is edited; everything else shows the snapshot. */
export const isDraft = (a: Pick<Application, 'status'>) => a.status === 'draft';

/** A new application id from `?apply=` (a positive integer) or null. */
export function applyJobId(search: string): number | null {
  const raw = new URLSearchParams(search).get('apply');
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
