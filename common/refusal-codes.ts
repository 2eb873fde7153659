/**
 * The stable names (`code` of the error envelope) of the careers and account refusals. The server
 * documents each (server/lib/refusals.ts) and the SPA gives each its translated
 * message; neither ever reads the English `message` to tell them apart.
 */
export const REFUSAL_CODES = [
  // accounts and links
  'account_gone',
  'account_active',
  'token_invalid',
  'token_expired',
  'wrong_password',
  'admin_not_deletable',
  // jobs
  'job_not_found',
  'job_closed',
  'job_archived',
  'invalid_transition',
  'version_conflict',
  'field_required',
  'salary_range_inverted',
  'closing_date_past',
  // applications
  'application_not_found',
  'application_not_draft',
  'application_withdrawn',
  'document_not_owned',
  'account_not_activated',
  'profile_incomplete',
  'document_gone',
  'documents_missing',
  'declaration_required',
  'reason_required',
  'note_required',
  // applicant details
  'birth_date_implausible',
  'end_before_start',
  // documents
  'document_not_found',
  'document_file_missing',
  'document_limit',
  'file_required',
  'file_empty',
  'file_too_large',
  'unsupported_file',
  'one_file_only',
  'upload_unreadable',
  'upload_too_many_fields',
  'upload_field_too_long',
  'invalid_document_kind',
  'invalid_document_name',
  'nothing_to_change',
  // the mail log
  'mail_not_found',
  'mail_not_failed',
  'mail_text_not_kept',
  // the audit log
  'date_range_inverted',
  // staff accounts and hiring teams
  'staff_not_found',
  'staff_email_taken',
  'own_grant',
  'grant_exceeds_own',
  'last_super_admin',
  'staff_already_deactivated',
  'staff_not_deactivated',
  'staff_not_eligible',
  'duplicate_team_member',
  'staff_not_deletable',
  // the accessibility statement's feedback
  'phone_required',
  'feedback_not_found',
  'feedback_already_handled',
  // job alerts
  'job_alert_not_found',
  'email_required',
  // shortlisting
  'scorecard_locked',
  'name_blind_after_open',
  'unknown_criterion',
  'duplicate_criterion',
  'scores_incomplete',
  'scores_already_submitted',
  'scores_hidden',
  'not_in_sift',
  'sift_closed',
  'moderation_not_needed',
  'moderation_incomplete',
  'already_moderated',
  'sift_incomplete',
  'moderation_open',
  'rule_value_required',
  'not_name_blind',
] as const;

export type RefusalCode = (typeof REFUSAL_CODES)[number];
