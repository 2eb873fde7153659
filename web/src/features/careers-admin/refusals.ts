import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RefusalCode } from '../../../../common/refusal-codes';

/** What the administration says for each refusal of the jobs and review API, by its `code`. */
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
};
