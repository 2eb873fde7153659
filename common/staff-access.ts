/**
 * The vocabulary of staff access (issue "Hiring teams"), shared by the database schema, the API and
 * the SPA. Every staff account keeps `role: 'admin'` in its user data (the seed's guard and landing
 * treat it as an administrator) and carries one of these system roles in its staff profile.
 */

/** One per staff account: what kind of work they do, and so which rules their ability holds. */
export const STAFF_ROLES = ['super_admin', 'recruitment_admin', 'recruiting_manager', 'panel_member', 'occupational_health', 'auditor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Per-person permissions for sensitive data and decisions, on top of the role (Apply's flags). */
export const STAFF_FLAGS = ['make_decisions', 'view_safeguarding', 'view_diversity', 'view_offer_terms'] as const;
export type StaffFlag = (typeof STAFF_FLAGS)[number];

/** A person's part in one job's hiring team (NHS Jobs' listing roles). */
export const TEAM_ROLES = ['recruiting_manager', 'recruitment_admin', 'shortlisting_lead', 'shortlisting', 'interview_lead', 'interview', 'approver'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** Whether the staff account is usable: invited (link not used yet), active, or deactivated (never deleted). */
export const STAFF_STATES = ['invited', 'active', 'deactivated'] as const;
export type StaffState = (typeof STAFF_STATES)[number];

/** An invitation link's life (days) and the inactivity after which access lapses, with its warning. */
export const STAFF_INVITATION_DAYS = 7;
export const STAFF_INACTIVITY_DAYS = 365;
export const STAFF_INACTIVITY_WARNING_DAYS = 14;

/** What the audit log records about a read or a write: done, or refused. */
export const AUDIT_OUTCOMES = ['allowed', 'denied'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];
