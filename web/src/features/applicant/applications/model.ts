import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { apiProblem } from '../../../lib/api-errors';
import type { components } from '../../../api/schema';
import { SECTION_IDS } from '../profile/section';
import { KIND_LABELS } from '../documents/kinds';
import type { DocumentKind } from '../documents/file-checks';
import * as paths from '../../../../../common/paths';

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

/** Ids of the parts of the draft page a blocker points at (the summaries link to them). */
export const FIELD_IDS = {
  coverLetter: 'application-cover-letter',
  documents: 'application-documents',
  declaration: 'application-declaration',
  account: 'application-account',
  job: 'application-job',
  required: (kind: string) => `application-required-${kind}`,
} as const;

export type Blocker = components['schemas']['SubmitBlocker'];

const PROFILE_SECTIONS: Record<string, { anchor: string; message: MessageDescriptor }> = {
  personal: { anchor: SECTION_IDS.personal, message: msg`Complete your personal details.` },
  education: { anchor: SECTION_IDS.education, message: msg`Add your education.` },
  referees: { anchor: SECTION_IDS.referees, message: msg`Add two referees, with their e-mail addresses.` },
  personalStatement: { anchor: SECTION_IDS.personalStatement, message: msg`Write your personal statement (at least 50 characters).` },
};

const KINDS = Object.keys(KIND_LABELS) as DocumentKind[];

/** Where a blocker is fixed: a part of this page (by element id), or a section of Applicant Details (a link). */
export type BlockerPlace = { page: 'form' | 'top'; fieldId: string } | { page: 'profile'; href: string };

export interface BlockerView {
  place: BlockerPlace;
  /** The sentence that says what to do, in the applicant's language. */
  text: string;
}

/** One reason a draft cannot be submitted, as the applicant reads it and where they fix it. */
export function describeBlocker({ code, field }: Blocker, i18n: I18n): BlockerView {
  if (code === 'account_not_activated') return { place: { page: 'top', fieldId: FIELD_IDS.account }, text: i18n._(msg`Activate your account: open the link we e-mailed you, or ask for a new one.`) };
  if (code === 'job_closed') return { place: { page: 'top', fieldId: FIELD_IDS.job }, text: i18n._(msg`This job has closed: applications are no longer accepted.`) };
  if (code === 'profile_incomplete') {
    const section = PROFILE_SECTIONS[field.slice('profile.'.length)];
    return { place: { page: 'profile', href: `${paths.careers.profile}#${section?.anchor ?? ''}` }, text: i18n._(section?.message ?? msg`Complete your applicant details.`) };
  }
  if (code === 'documents_missing') {
    const kind = field.slice('documents.'.length) as DocumentKind;
    const name = KINDS.includes(kind) ? i18n._(KIND_LABELS[kind]) : kind;
    return { place: { page: 'form', fieldId: FIELD_IDS.required(kind) }, text: i18n._(msg`Attach your ${name}: this job requires it.`) };
  }
  if (code === 'document_gone') return { place: { page: 'form', fieldId: FIELD_IDS.documents }, text: i18n._(msg`One of the chosen documents no longer exists. Choose your documents again.`) };
  return { place: { page: 'form', fieldId: FIELD_IDS.declaration }, text: i18n._(msg`Accept the declaration.`) };
}

const SUBMIT_BLOCKER_CODES: readonly Blocker['code'][] = ['account_not_activated', 'job_closed', 'profile_incomplete', 'document_gone', 'documents_missing', 'declaration_required'];

/** The blockers of a refused submit (`problems`), or the one reason it gave. */
export function refusedBlockers(error: unknown): Blocker[] {
  const problem = apiProblem(error);
  const all = problem.problems ?? (problem.field ? [{ code: problem.code, field: problem.field }] : []);
  return all.filter((p): p is Blocker => SUBMIT_BLOCKER_CODES.includes(p.code as Blocker['code']) && typeof p.field === 'string');
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
