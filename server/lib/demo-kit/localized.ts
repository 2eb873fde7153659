import type { Locale } from '../../../common/locales.js';

/** A text a product ships (a title, a question, an answer), in the portal's four languages. */
export type Localized = Readonly<Record<Locale, string>>;

/** A text in English, French, German and Portuguese, in that order. */
export const texts = (en: string, fr: string, de: string, pt: string): Localized => ({ en, fr, de, pt });
