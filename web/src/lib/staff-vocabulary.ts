import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { StaffRole } from '../../../common/staff-access';

/**
 * The staff system roles (common/staff-access.ts) as a reader sees them, from the widest to the
 * narrowest: the staff screens, the audit log and the signed-in user's menu in the header.
 */
export const STAFF_ROLE_LABELS: Record<StaffRole, MessageDescriptor> = {
  super_admin: msg`Super admin`,
  recruitment_admin: msg`Recruitment admin`,
  recruiting_manager: msg`Recruiting manager`,
  panel_member: msg`Panel member`,
  occupational_health: msg`Occupational health`,
  auditor: msg`Auditor`,
};
