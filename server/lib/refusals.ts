import { HttpError, type Problem } from './http-errors.js';
import type { RefusalCode } from '../../common/refusal-codes.js';

export type { RefusalCode };

/** Each refusal of the careers and account operations: its status and what it means. */
const REFUSALS: Record<RefusalCode, { status: number; means: string }> = {
  account_gone: { status: 401, means: 'the account was deleted' },
  account_active: { status: 409, means: 'the account is active already (the activation link was used before): sign in' },
  token_invalid: { status: 400, means: 'the link is unknown or was used already (`field`: token)' },
  token_expired: { status: 400, means: 'the link has expired: ask for a new one (`field`: token)' },
  wrong_password: { status: 400, means: 'the password typed to confirm is not the account\'s (`field` names it)' },
  admin_not_deletable: { status: 403, means: 'an administrator account cannot delete itself' },
  job_not_found: { status: 404, means: 'no such job (or not public)' },
  job_closed: { status: 409, means: 'the job has closed: no new or submitted applications' },
  job_archived: { status: 409, means: 'an archived job cannot be changed' },
  invalid_transition: { status: 409, means: 'the status cannot move that way from where it is' },
  version_conflict: { status: 409, means: 'someone (or another tab) changed it since the version you sent: reload' },
  field_required: { status: 400, means: 'a field the job needs to be public is empty (`field`; `problems` lists every one)' },
  salary_range_inverted: { status: 400, means: 'the minimum salary is above the maximum (`field`: salaryMin)' },
  closing_date_past: { status: 400, means: 'an open job needs a closing date today or later (`field`: closingDate)' },
  application_not_found: { status: 404, means: 'no such application of yours' },
  application_not_draft: { status: 409, means: 'the application was submitted and can no longer be edited' },
  application_withdrawn: { status: 409, means: 'a withdrawn application cannot be submitted' },
  document_not_owned: { status: 400, means: 'a chosen document is not among yours (`field`: documentIds)' },
  account_not_activated: { status: 409, means: 'the account is not activated yet: follow the e-mailed link or ask for a new one (`field`: account)' },
  profile_incomplete: { status: 400, means: 'a required section of the applicant details is incomplete (`field`: profile.<section>)' },
  document_gone: { status: 400, means: 'a chosen document was deleted since (`field`: documents)' },
  documents_missing: { status: 400, means: 'a document the job requires is not attached (`field`: documents.<kind>, one problem per kind)' },
  declaration_required: { status: 400, means: 'the declaration is not accepted (`field`: declaration)' },
  reason_required: { status: 400, means: 'rejecting or reopening needs a reason (`field`: reason)' },
  note_required: { status: 400, means: 'the note is empty (`field`: note)' },
  birth_date_implausible: { status: 400, means: 'the date of birth makes the applicant younger than 16 or older than 100 (`field`: dateOfBirth)' },
  end_before_start: { status: 400, means: 'an end date is before its start date (`field`: education.<n>.endDate or employment.<n>.endDate)' },
  document_not_found: { status: 404, means: 'no such document of yours' },
  document_file_missing: { status: 404, means: 'the stored file of the document is missing' },
  document_limit: { status: 409, means: 'the most documents an applicant may keep are stored already' },
  file_required: { status: 400, means: 'no file was sent (`field`: file)' },
  file_empty: { status: 400, means: 'the file is empty (`field`: file)' },
  file_too_large: { status: 413, means: 'the file is larger than 10 MB (`field`: file)' },
  unsupported_file: { status: 415, means: 'not a PDF, DOCX, PNG or JPEG by its content, or not sent as multipart/form-data (`field`: file)' },
  one_file_only: { status: 400, means: 'more than one file was sent (`field`: file)' },
  upload_unreadable: { status: 400, means: 'the multipart body could not be read' },
  upload_too_many_fields: { status: 400, means: 'the upload has more fields than kind, name and file' },
  upload_field_too_long: { status: 400, means: 'a text field of the upload is too long (`field` names it)' },
  invalid_document_kind: { status: 400, means: 'kind is not cv, cover-letter, certificate, licence or id (`field`: kind)' },
  invalid_document_name: { status: 400, means: 'the name is empty or longer than 120 characters (`field`: name)' },
  nothing_to_change: { status: 400, means: 'neither a new name nor a new kind was sent' },
  mail_not_found: { status: 404, means: 'no such message in the mail log' },
  mail_not_failed: { status: 409, means: 'only a failed message can be retried (it is queued, being sent, sent or cancelled)' },
  mail_text_not_kept: { status: 409, means: 'the message was logged before the outbox kept texts (or its recipient deleted their account): nothing to send again' },
  date_range_inverted: { status: 400, means: 'the first day of the range is after the last (`field`: from)' },
  staff_not_found: { status: 404, means: 'no such staff account' },
  staff_email_taken: { status: 409, means: 'an account (applicant or staff) already uses this e-mail address (`field`: email)' },
  own_grant: { status: 403, means: 'nobody changes their own access: another administrator does' },
  grant_exceeds_own: { status: 403, means: 'a grantor can grant (or change, deactivate, reactivate) only what they hold: role level, departments and flags (`field` names the part)' },
  last_super_admin: { status: 409, means: 'the last active super admin cannot be deactivated or given another role' },
  staff_already_deactivated: { status: 409, means: 'the staff account is deactivated already' },
  staff_not_deactivated: { status: 409, means: 'the staff account is not deactivated' },
  staff_not_eligible: { status: 400, means: 'only active, not deactivated staff can join a hiring team (`field`: members.<n>.userId)' },
  duplicate_team_member: { status: 400, means: 'the same person is listed twice with the same team role (`field`: members.<n>)' },
  staff_not_deletable: { status: 409, means: 'a staff account cannot delete itself: an administrator deactivates staff accounts' },
  phone_required: { status: 400, means: 'an answer by phone was asked for without a phone number (`field`: phone)' },
  feedback_not_found: { status: 404, means: 'no such accessibility feedback' },
  feedback_already_handled: { status: 409, means: 'the feedback was marked handled already' },
  job_alert_not_found: { status: 404, means: 'no such job alert of yours (or the link is not one of its e-mails\')' },
  email_required: { status: 400, means: 'without a sign-in, the alert needs the address to send it to (`field`: email)' },
  scorecard_locked: { status: 409, means: 'scores were submitted for this job: its criteria settings and scorer count no longer change' },
  name_blind_after_open: { status: 409, means: 'name-blind scoring is set before the job opens (`field`: nameBlind)' },
  unknown_criterion: { status: 400, means: "a criterion key is not one of the job's scored criteria (`field`: criteria.<n>.key or scores.<n>.criterionKey)" },
  duplicate_criterion: { status: 400, means: 'the same criterion is listed twice (`field` names the second)' },
  scores_incomplete: { status: 400, means: 'every criterion scored at the sift needs a score and evidence (`field`: scores)' },
  scores_already_submitted: { status: 409, means: 'your scores for this application were submitted already: they are final' },
  scores_hidden: { status: 403, means: "other scorers' scores are shown once you submitted yours (or, for a lead or recruiter who does not score it, once the required scores are in)" },
  not_in_sift: { status: 409, means: 'the application is not in the sift (it is not submitted or under review)' },
  sift_closed: { status: 409, means: 'the sift of this job was closed' },
  moderation_not_needed: { status: 409, means: 'the required scores are not all in, or they agree: there is nothing to moderate' },
  moderation_incomplete: { status: 400, means: 'an agreed score is needed for every criterion that differs (`field`: scores)' },
  already_moderated: { status: 409, means: 'this application was moderated already' },
  sift_incomplete: { status: 409, means: 'some applications have fewer scores than required' },
  moderation_open: { status: 409, means: 'some applications wait for moderation' },
  rule_value_required: { status: 400, means: 'the rule needs its value (`field`: minimumTotal or places)' },
  not_name_blind: { status: 409, means: 'the job is not name-blind: there is nothing to reveal' },
  offer_not_found: { status: 404, means: 'no such offer (or none you may see)' },
  not_appointable: { status: 409, means: 'an offer is made only to an application at interview' },
  offer_exists: { status: 409, means: 'the application has a live offer already' },
  offer_live: { status: 409, means: 'an offer is live: only the offer moves the application (withdraw it first)' },
  approvals_missing: { status: 409, means: 'the offer needs more approvals before it is sent' },
  approver_is_author: { status: 409, means: 'whoever made the offer cannot approve it' },
  already_approved: { status: 409, means: 'you approved this version already' },
  respond_by_past: { status: 400, means: 'the respond-by date is before today (`field`: respondBy)' },
  respond_by_passed: { status: 409, means: 'the respond-by date has passed: the offer can no longer be answered' },
  posts_filled: { status: 409, means: 'accepted offers already fill the job\'s posts, and the job refuses more' },
  checks_outstanding: { status: 409, means: 'required checks are neither met nor waived (`problems` names each: `field` checks.<key>)' },
  unknown_check_type: { status: 400, means: 'a check type is not in the catalogue (or inactive) (`field` names it)' },
  check_not_found: { status: 404, means: 'no such check (or none you may see)' },
  waiver_same_person: { status: 409, means: 'the waiver needs a second, different person to approve it' },
  outcome_invalid: { status: 400, means: 'the outcome does not fit the check (`field`: outcome or adjustments)' },
};

/** The refusal `code` in the error envelope, with the input at fault and, when there are several reasons, all of them. */
export function refuse(code: RefusalCode, message: string, details: { field?: string; problems?: Problem[]; status?: number } = {}): HttpError {
  const { status, ...rest } = details;
  return new HttpError(status ?? REFUSALS[code].status, message, { code, ...rest });
}

export const statusOf = (code: RefusalCode) => REFUSALS[code].status;

/**
 * An operation's description listing its specific refusals by `code`, for `openapi.yaml`
 * (the common ones, `invalid_input`, `unauthorized`, `forbidden`, `rate_limited`, are on every operation).
 */
export function withRefusals(description: string, ...codes: RefusalCode[]): string {
  const lines = codes.map((code) => `- \`${code}\` (${REFUSALS[code].status}): ${REFUSALS[code].means}`);
  return [description, '', 'Refusals, by `code` of the error envelope:', ...lines].join('\n').trim();
}
