import { LOCALES, type Locale } from '../../../common/locales.js';

export const PAGE_LOCALES = LOCALES;
export type PageLocale = Locale;

const isPageLocale = (value: string): value is PageLocale => (PAGE_LOCALES as readonly string[]).includes(value);

/**
 * The language to render a public page in: the one the visitor chose in the portal (the `locale`
 * cookie the SPA keeps beside its saved setting), else the first of the browser's languages
 * (Accept-Language, by quality) that the portal speaks, else English.
 */
export function pageLocale(cookie: string | undefined, acceptLanguage: string | undefined): PageLocale {
  const chosen = /(?:^|;\s*)locale=([a-z]{2})(?:;|$)/.exec(cookie ?? '')?.[1];
  if (chosen && isPageLocale(chosen)) return chosen;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, order) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: (tag ?? '').trim().slice(0, 2).toLowerCase(), quality: q === undefined ? 1 : Number(q), order };
    })
    .filter(({ quality }) => quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return ranked.map(({ language }) => language).find(isPageLocale) ?? 'en';
}
