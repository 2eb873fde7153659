/** A monthly salary range in the reader's locale: "KES 68,000 – 92,000" (one figure when min = max). */
export function formatSalaryRange(min: number, max: number, currency: string, locale: string): string {
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 });
  } catch {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  }
  if (min === max) return format.format(min);
  return typeof format.formatRange === 'function' ? format.formatRange(min, max) : `${format.format(min)} – ${format.format(max)}`;
}
