import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';

export type StaffStatus = 'Current' | 'Professional' | 'Rejected' | 'Resigned' | 'Applied';

/** The staff table's statuses (the API's English keys) as a reader names them. */
export const STAFF_STATUSES: Record<StaffStatus, MessageDescriptor> = {
  Current: msg`Current staff`,
  Professional: msg`Professionals`,
  Rejected: msg({ message: 'Rejected', context: 'staff status' }),
  Resigned: msg({ message: 'Resigned', context: 'staff status' }),
  Applied: msg({ message: 'Applied', context: 'staff status' }),
};

/** A status in the reader's language; one not known here stays as the API wrote it. */
export const staffStatusName = (i18n: I18n, status: string) => (status in STAFF_STATUSES ? i18n._(STAFF_STATUSES[status as StaffStatus]) : status);
