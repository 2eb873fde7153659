import { STAFF_FLAGS, type StaffFlag, type StaffRole } from '../../../common/staff-access.js';

/**
 * "A grantor can grant only what they hold" (Greenhouse: re-enable only users at or below your own
 * level): the role ladder, the departments and the flags, checked against the grantor's own grant.
 */

/** How far a role reaches: a grantor may grant their own role or one of a lower level (a super admin: any). */
const LEVEL: Record<StaffRole, number> = {
  super_admin: 3,
  recruitment_admin: 2,
  auditor: 2,
  recruiting_manager: 1,
  occupational_health: 1,
  panel_member: 0,
};

export interface Grant {
  systemRole: StaffRole;
  /** null: every department. */
  departments: readonly string[] | null;
  flags: readonly StaffFlag[];
}

/** The flags a grant holds: a super admin holds them all (their ability is "manage all"). */
export const heldFlags = (grant: Grant): readonly StaffFlag[] => (grant.systemRole === 'super_admin' ? STAFF_FLAGS : grant.flags);

/** The part of `wanted` that `grantor` does not hold ('systemRole', 'departments' or 'flags'), or null when they hold all of it. */
export function exceeds(grantor: Grant, wanted: Grant): 'systemRole' | 'departments' | 'flags' | null {
  if (grantor.systemRole !== 'super_admin') {
    const sameRole = wanted.systemRole === grantor.systemRole;
    if (!sameRole && LEVEL[wanted.systemRole] >= LEVEL[grantor.systemRole]) return 'systemRole';
  }
  if (grantor.departments !== null) {
    if (wanted.departments === null || wanted.departments.some((d) => !grantor.departments!.includes(d))) return 'departments';
  }
  const held = heldFlags(grantor);
  if (wanted.flags.some((flag) => !held.includes(flag))) return 'flags';
  return null;
}
