import { DEFAULT_REGION, dateLocale, isRegion } from '../../../common/date-locale';

/**
 * Every date the SPA shows is formatted here, so English follows the deployment's region (en-KE:
 * 29/11/2026, 29 November 2026) while the catalogs stay plain `en`. The server names the region in
 * each page (`<meta name="region">`); the server rendering passes it to `setRegion`.
 */
let region: string | undefined;

function currentRegion(): string {
  if (region === undefined) {
    const named = typeof document === 'undefined' ? null : document.querySelector<HTMLMetaElement>('meta[name="region"]')?.content;
    region = named && isRegion(named) ? named : DEFAULT_REGION;
  }
  return region;
}

/** The region the server rendering writes dates for (the page then names the same one). */
export function setRegion(next: string): void {
  const chosen = isRegion(next) ? next : DEFAULT_REGION;
  // The server sets it for every page it renders: the formats (costly to make) are kept while it stays the same.
  if (chosen !== region) formats.clear();
  region = chosen;
}

/** The locale dates are written in for the language `locale`. */
export const dateLocaleOf = (locale: string) => dateLocale(locale, currentRegion());

const formats = new Map<string, Intl.DateTimeFormat>();

/** `Intl.DateTimeFormat` for the language `locale` in the deployment's region, kept for reuse. */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const tag = dateLocaleOf(locale);
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(tag, options)));
  return format;
}
