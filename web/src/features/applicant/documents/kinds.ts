/** The names of the document kinds: the portal's one vocabulary, the same on the job page and in the review. */
export { DOCUMENT_KIND_LABELS as KIND_LABELS } from '../../../lib/careers-vocabulary';

/** File sizes in the user's language: "820 kB", "2.4 MB". */
export function formatSize(bytes: number, locale: string): string {
  const mb = bytes / 1024 / 1024;
  const [value, unit] = mb >= 1 ? [mb, 'megabyte'] : [Math.max(bytes / 1024, 0.1), 'kilobyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}
