import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { components } from '../../../api/schema';
import { keysOf } from '../../../lib/careers-vocabulary';
import { STAFF_ROLE_LABELS } from '../../../lib/staff-vocabulary';

type Schemas = components['schemas'];
export type StaffRole = Schemas['StaffRole'];
export type StaffFlag = Schemas['StaffFlag'];
export type StaffState = Schemas['StaffState'];
export type TeamRole = Schemas['TeamRole'];
export type StaffMember = Schemas['StaffMember'];
export type JobTeam = Schemas['JobTeam'];
export type TeamMember = Schemas['TeamMember'];

/** The system roles, from the widest to the narrowest (their words are the shell's: the header names the signed-in user's). */
export { STAFF_ROLE_LABELS };
export const STAFF_ROLES = keysOf(STAFF_ROLE_LABELS);

/** What each role may do, in a sentence (shown under the role choice). */
export const STAFF_ROLE_HINTS: Record<StaffRole, MessageDescriptor> = {
  super_admin: msg`Everything, including staff accounts.`,
  recruitment_admin: msg`Jobs and applications of every department, or of the departments chosen below.`,
  recruiting_manager: msg`The jobs whose hiring team they are on.`,
  panel_member: msg`Shortlisted and interview applications of their jobs, without contact details.`,
  occupational_health: msg`Health checks of offers only.`,
  auditor: msg`Reads what their grant allows and changes nothing.`,
};

export const STAFF_FLAG_LABELS: Record<StaffFlag, MessageDescriptor> = {
  make_decisions: msg`Make decisions`,
  view_safeguarding: msg`See safeguarding information`,
  view_diversity: msg`See diversity information`,
  view_offer_terms: msg`See offer terms`,
};

export const STAFF_STATE_LABELS: Record<StaffState, MessageDescriptor> = {
  invited: msg`Invited`,
  active: msg`Active`,
  deactivated: msg`Deactivated`,
};
export const STAFF_STATES = keysOf(STAFF_STATE_LABELS);

export const TEAM_ROLE_LABELS: Record<TeamRole, MessageDescriptor> = {
  recruiting_manager: msg`Recruiting manager`,
  recruitment_admin: msg`Recruitment admin`,
  shortlisting_lead: msg`Shortlisting lead`,
  shortlisting: msg`Shortlisting panel`,
  interview_lead: msg`Interview lead`,
  interview: msg`Interview panel`,
  approver: msg`Approver`,
};
export const TEAM_ROLES = keysOf(TEAM_ROLE_LABELS);

/** The badge of a state: active green, invited blue, deactivated grey. */
export const stateBadge = (state: StaffState) =>
  state === 'active' ? 'demo-badge demo-badge--success' : state === 'invited' ? 'demo-badge demo-badge--info' : 'demo-badge';
