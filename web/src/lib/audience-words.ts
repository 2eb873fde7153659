import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The analytics endpoints name devices and visitors in English: the words a reader sees on the dashboards' and the UI kit's cards. */
export const AUDIENCE_WORDS: Record<string, MessageDescriptor> = {
  Desktop: msg`Desktop`,
  Mobile: msg`Mobile`,
  Tablet: msg`Tablet`,
  New: msg`New`,
  Returning: msg`Returning`,
  Referrals: msg`Referrals`,
};
