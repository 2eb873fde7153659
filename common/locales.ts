/** The languages of the portal: the SPA's catalogs, the e-mails, an account's `locale`. */
export const LOCALES = ['en', 'fr', 'de', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];
