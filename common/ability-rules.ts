/**
 * The roles' rules, without CASL: what the SPA needs before it needs an ability (a visitor's
 * pages never do, so CASL stays out of the public careers pages). common/ability.ts builds the
 * ability from them, on the server and in the SPA.
 */
export type Action = 'manage' | 'create' | 'read' | 'update' | 'delete' | 'decide' | 'export' | 'review';
/** Staff = staff accounts and their grants; JobTeam = a job's hiring team; AuditLog = the audit log; EqualOpportunities = monitoring answers, in aggregate (the fairness report); AccessibilityFeedback = what people sent with the accessibility statement's form. */
export type Subject = 'all' | 'Auth' | 'ACL' | 'Account' | 'Applicant' | 'Job' | 'Application' | 'Mail' | 'Demo' | 'Staff' | 'JobTeam' | 'AuditLog' | 'EqualOpportunities' | 'AccessibilityFeedback' | 'Reference' | 'HealthCheck' | 'CheckType';
/** A CASL rule as it travels (the seed's `{ action, subject }`, with CASL's optional parts for scoped staff rules). */
export interface AbilityRule {
  action: Action;
  subject: Subject;
  conditions?: Record<string, unknown>;
  fields?: string[];
  inverted?: boolean;
}
export type Role = 'admin' | 'client';

export const DEFAULT_RULES: AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

export function rulesForRole(role: string): AbilityRule[] {
  if (role === 'admin') return [{ action: 'manage', subject: 'all' }];
  if (role === 'client') {
    return [
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
      { action: 'manage', subject: 'Account' },
      { action: 'manage', subject: 'Applicant' },
    ];
  }
  return DEFAULT_RULES;
}
