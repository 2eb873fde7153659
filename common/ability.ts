import { createMongoAbility, type MongoAbility } from '@casl/ability';

/**
 * The one CASL definition shared by the server (every route check) and the SPA (guard, menu).
 * Subjects: Auth and ACL pages of the seed; Applicant = an applicant's own careers pages and data;
 * Job and Application = careers administration; Demo = the template's demo areas.
 */
export type Action = 'manage' | 'create' | 'read' | 'update' | 'delete';
export type Subject = 'all' | 'Auth' | 'ACL' | 'Applicant' | 'Job' | 'Application' | 'Demo';
export type AppAbility = MongoAbility<[Action, Subject]>;
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
      { action: 'manage', subject: 'Applicant' },
    ];
  }
  return DEFAULT_RULES;
}

export function buildAbility(rules: AbilityRule[] = DEFAULT_RULES): AppAbility {
  return createMongoAbility<AppAbility>(rules);
}
