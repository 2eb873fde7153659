/**
 * The roles' rules, without CASL: what the SPA needs before it needs an ability (a visitor's
 * pages never do, so CASL stays out of the public careers pages). common/ability.ts builds the
 * ability from them, on the server and in the SPA.
 */
export type Action = 'manage' | 'create' | 'read' | 'update' | 'delete';
export type Subject = 'all' | 'Auth' | 'ACL' | 'Account' | 'Applicant' | 'Job' | 'Application' | 'Mail' | 'Demo';
export interface AbilityRule {
  action: Action;
  subject: Subject;
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
