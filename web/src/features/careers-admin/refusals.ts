import { msg } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import type { ApiProblem } from '../../lib/api-errors';
import type { RefusalCode } from '../../../../common/refusal-codes';

/** What the administration says for each refusal of the jobs, review and mail-log API, by its `code`. */
export const ADMIN_REFUSALS: Partial<Record<RefusalCode | 'invalid_input', MessageDescriptor>> = {
  job_not_found: msg`This job no longer exists.`,
  job_archived: msg`An archived job cannot be changed. Duplicate it to start a new one.`,
  invalid_transition: msg`This is not possible from the status it has now. Reload to see where it stands.`,
  version_conflict: msg`Someone else changed this meanwhile. Reload it and try again.`,
  field_required: msg`Fill in the highlighted fields first.`,
  salary_range_inverted: msg`The maximum salary must be at least the minimum salary.`,
  closing_date_past: msg`To publish the job, the closing date must be today or later.`,
  application_not_found: msg`This application no longer exists.`,
  reason_required: msg`Give a reason.`,
  note_required: msg`Write a note first.`,
  account_gone: msg`Your account no longer exists.`,
  mail_not_found: msg`This e-mail is no longer in the mail log.`,
  mail_not_failed: msg`Only a failed e-mail can be sent again. The list now shows where it stands.`,
  mail_text_not_kept: msg`The text of this e-mail was not kept, so it cannot be sent again.`,
  date_range_inverted: msg`The first day of the range is after the last.`,
  staff_not_found: msg`This staff account does not exist.`,
  staff_email_taken: msg`An account already uses this e-mail address.`,
  own_grant: msg`You cannot change your own access: another administrator does.`,
  grant_exceeds_own: msg`You can grant, change or remove only access you hold yourself.`,
  last_super_admin: msg`The last active super admin cannot be deactivated or given another role.`,
  staff_already_deactivated: msg`This account is deactivated already.`,
  staff_not_deactivated: msg`This account is not deactivated.`,
  staff_not_eligible: msg`Only active staff can join a hiring team.`,
  duplicate_team_member: msg`This person already has this team role.`,
  scorecard_locked: msg`Scores were submitted for this job: its scorecard no longer changes.`,
  name_blind_after_open: msg`Name-blind shortlisting is chosen before the job opens.`,
  scores_incomplete: msg`Give every criterion a score and evidence.`,
  scores_already_submitted: msg`Your scores for this application were submitted already.`,
  scores_hidden: msg`The other scores are shown once you have submitted yours.`,
  not_in_sift: msg`This application is no longer in the sift.`,
  sift_closed: msg`The sift of this job is closed.`,
  moderation_incomplete: msg`Agree a score for every criterion whose scores differ, and give the reason.`,
  already_moderated: msg`This application was moderated already.`,
  sift_incomplete: msg`Some applications still lack scores.`,
  moderation_open: msg`Some applications wait for moderation.`,
  rule_value_required: msg`Give the rule's number.`,
  offer_not_found: msg`There is no such offer.`,
  not_appointable: msg`An offer is made only to an application at interview.`,
  offer_exists: msg`This application has an offer already.`,
  offer_live: msg`An offer is under way: only the offer moves this application. Withdraw the offer first.`,
  approvals_missing: msg`This offer needs more approvals before it is sent.`,
  approver_is_author: msg`Whoever made the offer cannot approve it: ask someone else.`,
  already_approved: msg`You approved this offer already.`,
  respond_by_past: msg`The respond-by date must be today or later.`,
  posts_filled: msg`Accepted offers already fill every post of this job.`,
  checks_outstanding: msg`Some required checks are neither met nor waived.`,
  unknown_check_type: msg`This check type is not in the catalogue.`,
  check_not_found: msg`There is no such check.`,
  waiver_same_person: msg`You asked for this waiver: someone else must approve it.`,
  outcome_invalid: msg`This outcome does not fit the check. With adjustments, name them.`,
};

/** The fields a job needs to be published, as named in a sentence, in the order of the form. */
const FIELDS_TO_PUBLISH: Partial<Record<string, MessageDescriptor>> = {
  department: msg`the department`,
  location: msg`the site`,
  employmentType: msg`the employment type`,
  workingPattern: msg`the working pattern`,
  salaryMin: msg`the minimum salary`,
  salaryMax: msg`the maximum salary`,
  closingDate: msg`the closing date`,
  summary: msg`the summary`,
  description: msg`the description`,
};

/**
 * A publication refused from the list, where no field is highlighted: every missing field named
 * ("This job cannot be published: fill in the department and the site."); null when none is missing.
 */
export function missingFieldsText(problem: ApiProblem): string | null {
  const missing = new Set((problem.problems ?? [{ code: problem.code, field: problem.field }]).filter((p) => p.code === 'field_required').map((p) => p.field));
  // In the order of the form.
  const names = Object.entries(FIELDS_TO_PUBLISH)
    .filter(([field]) => missing.has(field))
    .map(([, name]) => i18n._(name!));
  if (!names.length) return null;
  const fields = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(names);
  return i18n._(msg`This job cannot be published: fill in ${fields}.`);
}
