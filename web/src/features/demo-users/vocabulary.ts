import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { components } from '../../api/schema';
import { USER_PLANS, USER_ROLES, USER_STATUSES, type UserPlan, type UserRole, type UserStatus } from '../../../../common/demo-users';

export type DemoUser = components['schemas']['DemoUser'];
export type DemoUserDetail = components['schemas']['DemoUserDetail'];
export type UserActivity = components['schemas']['DemoUserActivity'];

export const ROLE_LABELS: Record<UserRole, MessageDescriptor> = {
  admin: msg`Admin`,
  author: msg`Author`,
  editor: msg`Editor`,
  maintainer: msg`Maintainer`,
  subscriber: msg`Subscriber`,
};

export const PLAN_LABELS: Record<UserPlan, MessageDescriptor> = {
  basic: msg`Basic`,
  company: msg`Company`,
  team: msg`Team`,
  enterprise: msg`Enterprise`,
};

export const STATUS_LABELS: Record<UserStatus, MessageDescriptor> = {
  active: msg`Active`,
  inactive: msg`Inactive`,
  pending: msg`Pending`,
};

/** The badge of a status: active green, pending amber, inactive grey. */
export const statusBadge = (status: UserStatus) =>
  status === 'active' ? 'demo-badge demo-badge--success' : status === 'pending' ? 'demo-badge demo-badge--warning' : 'demo-badge';

export const LANGUAGE_LABELS: Record<string, MessageDescriptor> = {
  English: msg`English`,
  French: msg`French`,
  German: msg`German`,
  Portuguese: msg`Portuguese`,
  Spanish: msg`Spanish`,
};

export const GENDER_LABELS: Record<string, MessageDescriptor> = {
  female: msg`Female`,
  male: msg`Male`,
  other: msg`Other`,
};

export const CONTACT_LABELS: Record<string, MessageDescriptor> = {
  email: msg`E-mail`,
  message: msg`Message`,
  phone: msg`Phone`,
};

export const SOCIAL_LABELS: Record<string, MessageDescriptor> = {
  twitter: msg`X (Twitter)`,
  facebook: msg`Facebook`,
  instagram: msg`Instagram`,
  github: msg`GitHub`,
  codepen: msg`CodePen`,
  slack: msg`Slack`,
};

/** Options of a filter or a select, labelled in the active language. */
export const options = <T extends string>(values: readonly T[], labels: Record<T, MessageDescriptor>, translate: (d: MessageDescriptor) => string) =>
  values.map((value) => ({ value, label: translate(labels[value]) }));

export { USER_PLANS, USER_ROLES, USER_STATUSES };
