/**
 * The locale dates are written in. English follows the deployment's region (REGION, two letters):
 * a Kenyan hospital writes 29/11/2026 and 29 November 2026 (en-KE), not the United States'
 * 11/29/2026 and November 29, 2026. French, German and Portuguese keep their own.
 */
export const DEFAULT_REGION = 'KE';

/** A region as REGION gives it: two letters (ISO 3166-1 alpha-2). */
export const isRegion = (text: string) => /^[A-Z]{2}$/.test(text);

const chosen = new Map<string, string>();

/** `language`'s locale for dates in `region`: en-KE for English in Kenya; en-GB where the runtime has no English for the region. */
export function dateLocale(language: string, region: string): string {
  if (language !== 'en') return language;
  const key = `${language}-${region}`;
  let locale = chosen.get(key);
  if (!locale) {
    locale = isRegion(region) && Intl.DateTimeFormat.supportedLocalesOf(key).length > 0 ? key : 'en-GB';
    chosen.set(key, locale);
  }
  return locale;
}
