import { createMongoAbility, type ForcedSubject, type MongoAbility } from '@casl/ability';
import { DEFAULT_RULES, type AbilityRule, type Action, type Subject } from './ability-rules.js';

export * from './ability-rules.js';

/**
 * The one CASL definition shared by the server (every route check) and the SPA (guard, menu).
 * Subjects: Auth and ACL pages of the seed; Account = one's own account settings (every signed-in
 * account); Applicant = an applicant's own careers pages and data (applications, applicant details,
 * documents); Job and Application = careers administration; Demo = the template's demo areas.
 */
export type AppAbility = MongoAbility<[Action, Subject | RecordSubject]>;
/** A record checked row by row: `subject('Application', row)` (never the string alone where a rule has conditions). */
export type RecordSubject = ForcedSubject<Exclude<Subject, 'all'>> & object;

/**
 * The ability of a rule list. An administrator's `manage all` (the seed's rule) is for running the
 * portal, not for applying: the applicant area stays out of it, so staff neither see the applicant
 * pages nor call their API (a member of staff who wants a job registers as an applicant, and is
 * reviewed like anyone else). Later CASL rules win, so the inverted rule comes last.
 */
export function buildAbility(rules: AbilityRule[] = DEFAULT_RULES): AppAbility {
  const staff = rules.some((rule) => rule.action === 'manage' && rule.subject === 'all');
  return createMongoAbility<AppAbility>(staff ? [...rules, { action: 'manage', subject: 'Applicant', inverted: true }] : rules);
}
