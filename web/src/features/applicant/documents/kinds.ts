import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DocumentKind } from './file-checks';

export const KIND_LABELS: Record<DocumentKind, MessageDescriptor> = {
  cv: msg`CV`,
  'cover-letter': msg`Cover letter`,
  certificate: msg`Certificate`,
  licence: msg`Professional licence`,
  id: msg`ID (national ID card or passport)`,
};

/** File sizes in the user's language: "820 kB", "2.4 MB". */
export function formatSize(bytes: number, locale: string): string {
  const mb = bytes / 1024 / 1024;
  const [value, unit] = mb >= 1 ? [mb, 'megabyte'] : [Math.max(bytes / 1024, 0.1), 'kilobyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}
