import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { components } from '../../../api/schema';
import { STAFF_ROLE_LABELS } from '../staff/vocabulary';

type Schemas = components['schemas'];
export type AuditEvent = Schemas['AuditEvent'];
export type AuditOutcome = Schemas['AuditOutcome'];

/**
 * The actions the portal records (`subject.verb`, server/lib/audit.ts) that this screen names in
 * the reader's language; any other is shown as the server writes it, so a new action is never hidden.
 */
export const AUDIT_ACTION_LABELS: Record<string, MessageDescriptor> = {
  'application.status_changed': msg`Application status changed`,
  'application.decided': msg`Decision on an application`,
  'application.note_added': msg`Internal note added`,
  'application.exported': msg`Applications exported (CSV)`,
  'application.read_denied': msg`Application refused`,
  'application.update_denied': msg`Application change refused`,
  'application.decide_denied': msg`Decision refused`,
  'application.export_denied': msg`Applications export refused`,
  'document.read_denied': msg`Document refused`,
  'job.read_denied': msg`Job refused`,
  'job.update_denied': msg`Job change refused`,
  'staff.invited': msg`Staff member invited`,
  'staff.reinvited': msg`Invitation sent again`,
  'staff.invitation_accepted': msg`Invitation accepted`,
  'staff.grant_changed': msg`Access changed`,
  'staff.profile_changed': msg`Staff details changed`,
  'staff.deactivated': msg`Staff account deactivated`,
  'staff.reactivated': msg`Staff account reactivated`,
  'staff.inactivity_warned': msg`Warned of inactivity`,
  'job_team.member_added': msg`Added to a hiring team`,
  'job_team.member_changed': msg`Hiring team role changed`,
  'job_team.member_removed': msg`Removed from a hiring team`,
  'audit_log.exported': msg`Audit log exported (CSV)`,
  'audit_log.read_denied': msg`Audit log refused`,
};

/** The action filter's groups: every action of one subject (`application.`). */
export const AUDIT_ACTION_GROUPS: Record<string, MessageDescriptor> = {
  'application.': msg`Every action on applications`,
  'staff.': msg`Every action on staff access`,
  'job_team.': msg`Every action on hiring teams`,
  'audit_log.': msg`Every action on the audit log`,
};

/** What the action filter accepts from the URL: `subject.verb` or a subject's prefix, as the server checks it. */
export const isAuditAction = (value: string) => value.length <= 80 && /^[a-z][a-z0-9_]*(\.[a-z0-9_]*)*$/.test(value);

export const AUDIT_SUBJECT_LABELS: Record<string, MessageDescriptor> = {
  Application: msg`Application`,
  Job: msg`Job`,
  Staff: msg`Staff account`,
  JobTeam: msg`Hiring team`,
  Reference: msg`Reference`,
  Offer: msg`Offer`,
  OfferCheck: msg`Pre-employment check`,
  AuditLog: msg`Audit log`,
};

/** Who acted: a staff role (as the staff screens name it), an applicant or the portal itself. */
export const AUDIT_ROLE_LABELS: Record<string, MessageDescriptor> = {
  ...STAFF_ROLE_LABELS,
  admin: msg`Administrator`,
  applicant: msg`Applicant`,
  system: msg`The portal (automatic)`,
};

export const AUDIT_OUTCOME_LABELS: Record<AuditOutcome, MessageDescriptor> = {
  allowed: msg`Done`,
  denied: msg`Refused`,
};
export const AUDIT_OUTCOMES = Object.keys(AUDIT_OUTCOME_LABELS) as AuditOutcome[];

/** A code in the reader's language when this screen knows it, else the code as it is. */
export function labelOf(labels: Record<string, MessageDescriptor>, code: string, translate: (descriptor: MessageDescriptor) => string): string {
  const label = Object.hasOwn(labels, code) ? labels[code] : undefined;
  return label ? translate(label) : code;
}
